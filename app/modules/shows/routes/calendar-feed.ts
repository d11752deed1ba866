import { showsNear } from "#app/.server/places/index.ts";
import { answerable, nearQueryProblem, readNearQuery } from "#app/.server/places/near.ts";
import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import type { Language } from "#app/i18n/languages.ts";
import { currentLanguage } from "#app/i18n/site-languages.ts";
import { nearFeedPath, showsFeed } from "#app/lib/shows/calendar.ts";
import { showContext, showsUnavailableResponse } from "#app/modules/shows/.server/context.ts";

/** `?near=…&within=…` keeps only the shows near a place, with the same UIDs; an unknown place is left out. */

export const CALENDAR_HEADERS = {
  "Content-Type": "text/calendar; charset=utf-8",
  // Calendar apps poll every few hours; a CDN or browser may keep it a few minutes.
  "Cache-Control": "public, max-age=300",
};

/** The last feed in each language, kept while the shows and the minute are the same: cheap under load. */
const lastFeeds = new Map<Language, { shows: unknown; minute: number; siteUrl: string; body: string }>();

export async function loader({ request, context: routerContext }: ContextArgs & { request: Request }) {
  const services = servicesOf(routerContext);
  const near = readNearQuery(new URL(request.url).searchParams, "near");
  const wanted = near && answerable(near);
  if (near && !wanted) {
    // A calendar app shows little of an error: one sentence, as plain text.
    return new Response(`${nearQueryProblem(near)}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const shows = await services.shows.getAllShows();
  if (!shows) return showsUnavailableResponse();
  const context = showContext(services.env.siteUrl);
  if (wanted) {
    const { place, withinKm, within } = wanted;
    const body = showsFeed(showsNear(shows, place, withinKm), context, {
      name: m.shows_feed_near_name({ band: context.bandName, within, place: place.name }),
      path: nearFeedPath(place.name, within),
    });
    return new Response(body, {
      headers: { ...CALENDAR_HEADERS, "Content-Disposition": 'inline; filename="shows-near.ics"' },
    });
  }
  const minute = Math.floor(context.now.getTime() / 60_000);
  const { siteUrl } = context;
  let last = lastFeeds.get(currentLanguage());
  if (last?.shows !== shows || last.minute !== minute || last.siteUrl !== siteUrl) {
    last = { shows, minute, siteUrl, body: showsFeed(shows, context) };
    lastFeeds.set(currentLanguage(), last);
  }
  return new Response(last.body, {
    headers: { ...CALENDAR_HEADERS, "Content-Disposition": 'inline; filename="shows.ics"' },
  });
}
