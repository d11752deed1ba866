import { servicesOf } from "#app/.server/request-context.ts";
import { parseShowId } from "#app/lib/pages.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import { discography, isFutureRelease, releaseText } from "#app/modules/music/index.ts";
import { pngResponse } from "#app/modules/share/.server/index.ts";
import { releaseShareCard, showShareCard, siteShareCard } from "#app/modules/share/share-cards.ts";
import { showsUnavailableResponse } from "#app/modules/shows/.server/context.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/share-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { shows, shareImages, albums } = servicesOf(context);
  let card = siteShareCard();
  if ("slug" in params && params.slug !== undefined) {
    const found = await albums.getAlbums();
    const entry = discography(found, siteConfig.releases).find((release) => release.slug === params.slug);
    if (!entry) {
      return found === null
        ? new Response("The releases could not be read just now.\n", {
            status: 503,
            headers: { "Retry-After": "60" },
          })
        : new Response("No such release.\n", { status: 404 });
    }
    card = releaseShareCard({
      title: entry.title,
      releaseText: releaseText(entry.releaseText),
      upcoming: isFutureRelease(entry, new Date()),
    });
    return pngResponse(await shareImages.shareCardPng(card), "public, max-age=3600");
  }
  if ("id" in params && params.id !== undefined) {
    const id = parseShowId(params.id);
    const show = id === null ? undefined : await shows.getShow(id);
    if (show === null) return showsUnavailableResponse();
    if (!show) return new Response("No such show.\n", { status: 404 });
    card = showShareCard(toShowView(show, new Date(), siteConfig));
  }
  return pngResponse(await shareImages.shareCardPng(card), "public, max-age=3600");
}
