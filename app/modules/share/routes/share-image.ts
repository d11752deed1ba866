import { servicesOf } from "#app/.server/request-context.ts";
import { parseShowId } from "#app/lib/pages.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import { pngResponse } from "#app/modules/share/.server/index.ts";
import { showShareCard, siteShareCard } from "#app/modules/share/share-cards.ts";
import { showsUnavailableResponse } from "#app/modules/shows/.server/context.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/share-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { shows, shareImages } = servicesOf(context);
  let card = siteShareCard();
  if (params.id !== undefined) {
    const id = parseShowId(params.id);
    const show = id === null ? undefined : await shows.getShow(id);
    if (show === null) return showsUnavailableResponse();
    if (!show) return new Response("No such show.\n", { status: 404 });
    card = showShareCard(toShowView(show, new Date(), siteConfig));
  }
  return pngResponse(await shareImages.shareCardPng(card), "public, max-age=3600");
}
