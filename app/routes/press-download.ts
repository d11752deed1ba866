import { pressFileResponse } from "#app/.server/press/downloads.ts";

export function loader({ request }: { request: Request }) {
  return pressFileResponse(request);
}
