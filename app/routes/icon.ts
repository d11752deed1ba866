import { ICON_SIZES, iconPng, pngResponse } from "#app/.server/share-images/index.ts";

export async function loader({ request }: { request: Request }) {
  const size = ICON_SIZES[new URL(request.url).pathname] ?? 192;
  return pngResponse(await iconPng(size), "public, max-age=86400");
}
