import { servicesOf } from "#app/.server/request-context.ts";

import { mediaFileResponse } from "../.server/serve.ts";
import type { Route } from "./+types/media-file";

export function loader({ params, context }: Route.LoaderArgs) {
  return mediaFileResponse(servicesOf(context).media, params.file);
}
