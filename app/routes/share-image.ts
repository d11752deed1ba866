import { siteConfig } from "#content/site.config.ts";
import { shareCardPng } from "#app/.server/share-images/index.ts";
import { showsUnavailableResponse } from "#app/.server/shows/context.ts";
import { getShow } from "#app/.server/shows/index.ts";
import { showShareCard, siteShareCard } from "#app/lib/share-cards.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import { parseShowId } from "./show";
import type { Route } from "./+types/share-image";

/**
 * `/og/site.png` and `/og/shows/{id}.png`: the share cards link previews
 * show (resource routes). Made on first request, then kept (see
 * app/.server/share-images/).
 */
export async function loader({ params }: Route.LoaderArgs) {
  let card = siteShareCard();
  if (params.id !== undefined) {
    const id = parseShowId(params.id);
    const show = id === null ? undefined : await getShow(id);
    if (show === null) return showsUnavailableResponse();
    if (!show) return new Response("No such show.\n", { status: 404 });
    card = showShareCard(toShowView(show, new Date(), siteConfig));
  }
  const png = await shareCardPng(card);
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=3600" },
  });
}
