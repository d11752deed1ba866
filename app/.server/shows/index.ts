import { siteConfig } from "#content/site.config.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import {
  listPastShows,
  listUpcomingShows,
  nextShowChange,
  type PastShowsYear,
  type ShowListing,
} from "#app/lib/shows/view.ts";
import { createCache } from "../cache.ts";
import type { Env } from "../env.ts";
import { describeError, log } from "../log.ts";
import { singleton } from "../singleton.ts";
import { openEmbeddedStore } from "./embedded-store.ts";
import { createHostedStore } from "./hosted-store.ts";
import type { ShowsStore } from "./store.ts";

/**
 * The one way into the shows. Routes call getUpcomingShows(), getPastShows()
 * and getShow(); whether the hosted Supabase table or the embedded database
 * answers is decided here. All three read the same cached rows.
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
type ShowsSource = ((now: Date) => Promise<ShowListing | null>) & {
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

/** What the site reads its shows from; set once at start-up by openShowsStore(). */
const site = singleton("shows", () => ({
  store: null as ShowsStore | null,
  source: null as ShowsSource | null,
  listeners: new Set<() => void>(),
}));

/**
 * Opens the store the environment points at, for this server's lifetime:
 * the hosted table (read with the anon key), or the embedded database, which
 * this process then owns (lock, socket; a write through the socket refreshes
 * the shows on the next request). Returns how to close it.
 */
export async function openShowsStore(env: Env): Promise<() => Promise<void>> {
  const store = env.supabase
    ? createHostedStore({ ...env.supabase, timeZone: siteConfig.timeZone, timeoutMs: SHOWS_TIMEOUT_MS })
    : await openEmbeddedStore(env.dataDir, {
        role: "server",
        timeZone: siteConfig.timeZone,
        onChange: invalidateShows,
      });
  site.store = store;
  site.source = createShowsSource(async () => {
    const rows = await store.rows();
    // At most one line a window (failures are logged by the cache): `npm run bench` counts them.
    log("info", "read the shows", { rows: rows.length });
    return rows;
  });
  return async () => {
    site.source = null;
    site.store = null;
    await store.close();
  };
}

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
  const shows = site.source?.peek();
  return shows ? shows.some((show) => show.id === id) : null;
}

/** Every valid stored show, for the calendar feed; null when they could not be loaded. */
export function getAllShows(): Promise<Show[] | null> {
  return openSource().all();
}

function openSource(): ShowsSource {
  if (!site.source) throw new Error("the shows store is not open: the server opens it at start-up");
  return site.source;
}

/** Called when the shows command has written through the server's database socket. */
function invalidateShows(): void {
  site.source?.invalidate();
  for (const listener of site.listeners) listener();
}

/** Calls `listener` whenever the shows change through this server (the shows tool over its socket). */
export function onShowsChange(listener: () => void): void {
  site.listeners.add(listener);
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
