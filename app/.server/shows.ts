import { siteConfig } from "#content/site.config";
import { listUpcomingShows, validateShowRows, type Show, type ShowListing } from "~/lib/shows";
import { createCache } from "./cache";
import { getDatabase } from "./database";
import { getEnv } from "./env";
import { describeError, log } from "./log";
import { createSupabase, readHostedShowRows } from "./supabase";

/**
 * The one way into the shows. Routes call getUpcomingShows(); whether the
 * hosted Supabase table or the embedded database answers is decided here.
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
  /** The store changed (the shows tool wrote through the server): read it again on the next request. */
  invalidate(): void;
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
    return shows && listUpcomingShows(shows, now, siteConfig.timeZone);
  };
  return Object.assign(upcoming, { invalidate: () => cache.invalidate() });
}

/** Validates rows one by one: a bad row is logged with its id and skipped. */
export function parseShowRows(rows: readonly unknown[]): Show[] {
  return validateShowRows(rows, siteConfig.timeZone, (id, problems) =>
    log("warn", "skipped an invalid show row", { id, problems }),
  );
}

function configuredReader(): ShowRowsReader {
  const { supabase, dataDir } = getEnv();
  if (supabase) {
    const client = createSupabase(supabase.url, supabase.anonKey);
    return () => readHostedShowRows(client, SHOWS_TIMEOUT_MS);
  }
  return async () => {
    const database = await getDatabase(dataDir);
    const { rows } = await database.query("select * from public.shows order by date asc nulls last");
    return rows;
  };
}

let source: ShowsSource | undefined;

/**
 * The shows listed at `now`, ready to display; null when they could not be
 * loaded (the block says so, the rest of the page renders as usual).
 */
export function getUpcomingShows(now: Date): Promise<ShowListing | null> {
  source ??= createShowsSource(configuredReader());
  return source(now);
}

/** Called when the shows tool has written through the server's database socket. */
export function invalidateShows(): void {
  source?.invalidate();
}
