import { createCache } from "#app/.server/cache.ts";
import { describeError, log } from "#app/.server/log.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import { siteConfig } from "#content/site.config.ts";

/**
 * The shows the site serves, read from the store and kept: how long they
 * stay fresh, how long the last good ones stand in for a failing store, and
 * how long a page waits for them.
 */

/** The store is asked at most once per window, however many fans load the page. */
export const SHOWS_FRESH_FOR_MS = 30_000;
/** When the store fails, the last good list is served for up to a day. */
const SERVE_STALE_FOR_MS = 24 * 60 * 60_000;
/** Per call to the store, and the longest Home waits for the shows. */
export const SHOWS_TIMEOUT_MS = 3_000;

/** Every stored row, unvalidated; rejects on any failure. */
export type ShowRowsReader = () => Promise<unknown[]>;

/** The shows listed at `now`; null when they could not be loaded. */
export type ShowsSource = ((now: Date) => Promise<ShowListing | null>) & {
  /** Every valid stored show; null when they could not be loaded. */
  all(): Promise<Show[] | null>;
  /** The store changed (the shows tool wrote through the server): read it again on the next request. */
  invalidate(): void;
  /** When the shows served now stop being fresh; null when they are not (not loaded, or the store is failing). */
  freshUntil(): number | null;
  /** The fresh shows, at once; null when they are not fresh. */
  peek(): Show[] | null;
};

export function createShowsSource(
  readRows: ShowRowsReader,
  options: { timeoutMs?: number; now?: () => number } = {},
): ShowsSource {
  const cache = createCache({
    load: async () => parseShowRows(await readRows()),
    onError: (error) => log("error", "Error fetching shows:", { cause: describeError(error) }),
    freshForMs: SHOWS_FRESH_FOR_MS,
    retryAfterFailureMs: SHOWS_FRESH_FOR_MS,
    serveStaleForMs: SERVE_STALE_FOR_MS,
    // A new show appears on the next page load after the window, not the one after.
    refreshInBackground: false,
    waitAtMostMs: options.timeoutMs ?? SHOWS_TIMEOUT_MS,
    now: options.now,
  });
  const upcoming = async (now: Date) => {
    const shows = await cache.get();
    return shows && listUpcomingShows(shows, now, siteConfig);
  };
  return Object.assign(upcoming, {
    all: () => cache.get(),
    invalidate: () => cache.invalidate(),
    freshUntil: () => cache.freshUntil(),
    peek: () => cache.peek(),
  });
}

/** Validates rows one by one: a bad row is logged with its id and skipped. */
export function parseShowRows(rows: readonly unknown[]): Show[] {
  return validateShowRows(rows, siteConfig.timeZone, (id, problems) =>
    log("warn", "skipped an invalid show row", { id, problems }),
  );
}
