import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";
import { ICON_SIZES, pngResponse } from "#app/modules/share/.server/index.ts";

export async function loader({ request, context }: ContextArgs & { request: Request }) {
  const size = ICON_SIZES[new URL(request.url).pathname] ?? 192;
  return pngResponse(await servicesOf(context).shareImages.iconPng(size), "public, max-age=86400");
}
