import { siteConfig } from "#content/site.config.ts";
import { pngResponse, shareCardPng } from "#app/.server/share-images/index.ts";
import { showsUnavailableResponse } from "#app/.server/shows/context.ts";
import { getShow } from "#app/.server/shows/index.ts";
import { showShareCard, siteShareCard } from "#app/lib/share-cards.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import { parseShowId } from "#app/lib/pages.ts";
import type { Route } from "./+types/share-image";

export async function loader({ params }: Route.LoaderArgs) {
  let card = siteShareCard();
  if (params.id !== undefined) {
    const id = parseShowId(params.id);
    const show = id === null ? undefined : await getShow(id);
    if (show === null) return showsUnavailableResponse();
    if (!show) return new Response("No such show.\n", { status: 404 });
    card = showShareCard(toShowView(show, new Date(), siteConfig));
  }
  return pngResponse(await shareCardPng(card), "public, max-age=3600");
}
