import { pressFileResponse } from "#app/modules/press/.server/downloads.ts";

export function loader({ request }: { request: Request }) {
  return pressFileResponse(request);
}
