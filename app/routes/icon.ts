import { iconPng } from "#app/.server/share-images/index.ts";

/** `/icon-192.png`, `/icon-512.png`, `/apple-touch-icon.png`: the site's icon as PNG (resource routes). */
export const ICON_SIZES: Record<string, number> = {
  "/icon-192.png": 192,
  "/icon-512.png": 512,
  "/apple-touch-icon.png": 180,
};

export async function loader({ request }: { request: Request }) {
  const size = ICON_SIZES[new URL(request.url).pathname] ?? 192;
  return new Response(new Uint8Array(await iconPng(size)), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
