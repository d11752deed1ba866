import { showContext, showsUnavailableResponse } from "#app/.server/shows/context.ts";
import { getAllShows } from "#app/.server/shows/index.ts";
import { showsFeed } from "#app/lib/shows/calendar.ts";

/** `/shows.ics`: the calendar feed fans subscribe to (a resource route: no page). */

export const CALENDAR_HEADERS = {
  "Content-Type": "text/calendar; charset=utf-8",
  // Calendar apps poll every few hours; a CDN or browser may keep it a few minutes.
  "Cache-Control": "public, max-age=300",
};

/** The last feed made, kept while the cached shows and the minute are the same: cheap under load. */
let last: { shows: unknown; minute: number; siteUrl: string; body: string } | null = null;

export async function loader() {
  const shows = await getAllShows();
  if (!shows) return showsUnavailableResponse();
  const context = showContext();
  const minute = Math.floor(context.now.getTime() / 60_000);
  const { siteUrl } = context;
  if (last?.shows !== shows || last.minute !== minute || last.siteUrl !== siteUrl) {
    last = { shows, minute, siteUrl, body: showsFeed(shows, context) };
  }
  return new Response(last.body, {
    headers: { ...CALENDAR_HEADERS, "Content-Disposition": 'inline; filename="shows.ics"' },
  });
}
