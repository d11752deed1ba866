import { siteConfig } from "#content/site.config.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { listPastShows, nextShowChange, type PastShowsYear, type ShowListing } from "#app/lib/shows/view.ts";
import { openedSource } from "./open-store.ts";
import type { ShowsSource } from "./source.ts";

/**
 * The one way into the shows. Routes call getUpcomingShows(), getPastShows()
 * and getShow(); whether the hosted Supabase table or the embedded database
 * answers is decided when the server opens the store (open-store.ts). All
 * read the same cached rows (source.ts).
 */

export { onShowsChange } from "./changes.ts";
export { openShowsStore } from "./open-store.ts";
export { SHOWS_FRESH_FOR_MS } from "./source.ts";

/**
 * The shows listed at `now`, ready to display; null when they could not be
 * loaded (the block says so, the rest of the page renders as usual).
 */
export function getUpcomingShows(now: Date): Promise<ShowListing | null> {
  return openSource()(now);
}

/** The shows past their listing window, by year, newest first; null when they could not be loaded. */
export async function getPastShows(now: Date): Promise<PastShowsYear[] | null> {
  const shows = await openSource().all();
  return shows && listPastShows(shows, now, siteConfig);
}

/** One show, past or upcoming: undefined when there is none with that id, null when the shows could not be loaded. */
export async function getShow(id: number): Promise<Show | undefined | null> {
  const shows = await openSource().all();
  return shows && shows.find((show) => show.id === id);
}

/**
 * Whether a show with this id exists, answered at once from the fresh shows
 * (no read of the store); null when the shows are not fresh. The page cache
 * answers an unknown id with its kept 404 page.
 */
export function showExists(id: number): boolean | null {
  const shows = openedSource()?.peek();
  return shows ? shows.some((show) => show.id === id) : null;
}

/** Every valid stored show, for the calendar feed; null when they could not be loaded. */
export function getAllShows(): Promise<Show[] | null> {
  return openSource().all();
}

/**
 * Until when a page rendered now stays true to the shows: the end of the
 * shows' fresh window, or sooner when a show changes state by the clock
 * (it starts, goes on sale, or leaves the list). Null when the shows are not
 * fresh (the store is failing and a stale list is served): such a page is
 * not kept.
 */
export async function pagesFreshUntil(now: Date): Promise<number | null> {
  const source = openSource();
  const shows = await source.all();
  const until = source.freshUntil();
  if (!shows || until === null) return null;
  const change = nextShowChange(shows, now, siteConfig.timeZone);
  return Math.min(until, change?.getTime() ?? Infinity);
}

function openSource(): ShowsSource {
  const source = openedSource();
  if (!source) throw new Error("the shows store is not open: the server opens it at start-up");
  return source;
}
