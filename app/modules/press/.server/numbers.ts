import { createCache } from "#app/.server/cache.ts";
import type { Database } from "#app/.server/db/database.ts";
import { describeError, log } from "#app/.server/log.ts";
import { cityKey, cityOfShow } from "#app/.server/places/index.ts";
import { isUpcoming } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";

import type { PressDrawRow } from "../press.ts";
import { type CityDraw, type DrawCounts, drawPerCity, readDrawCounts } from "./draw.ts";

/** A count under this is never shown: at most a few people stand behind it. */
export const DRAW_THRESHOLD = 10;

/** The counts take the whole fan list (0.5-1 s with 20,000 fans): read at most once a minute. */
export const DRAW_FRESH_FOR_MS = 60_000;

export type { PressDrawRow };

export interface PressNumbers {
  since: Date | null;
  /** Shows played since then (past, and going ahead: not cancelled, not postponed). */
  shows: number;
  cities: number;
  notable: Show[];
  /** Null unless the band opts in; then the cities with a count at or over the floor, most clicks first. */
  draw: PressDrawRow[] | null;
}

/** The shows the band has played by `now`: past their listing window, and not called off. */
export function playedShows(shows: readonly Show[], now: Date, timeZone: string): (Show & { date: Date })[] {
  return shows
    .filter(
      (show): show is Show & { date: Date } => show.date !== null && !isUpcoming(show.date, now, timeZone),
    )
    .filter((show) => show.status === "scheduled" || show.status === "rescheduled")
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
}

export function playedNumbers(
  shows: readonly Show[],
  now: Date,
  timeZone: string,
): Omit<PressNumbers, "draw"> {
  const played = playedShows(shows, now, timeZone);
  const cities = new Set(
    played.flatMap((show) => [cityOfShow(show)].filter((city) => city !== null).map(cityKey)),
  );
  return {
    since: played[0]?.date ?? null,
    shows: played.length,
    cities: cities.size,
    notable: played.filter((show) => show.notable).reverse(),
  };
}

/** The draw with every count under `threshold` withheld, and only the cities left with a count to show. */
export function withheldDraw(draw: readonly CityDraw[], threshold = DRAW_THRESHOLD): PressDrawRow[] {
  const shown = (count: number | null) => (count !== null && count >= threshold ? count : null);
  return draw
    .map((row) => ({ city: row.city, clicks: shown(row.clicks), fans: shown(row.fans) }))
    .filter((row) => row.clicks !== null || row.fans !== null);
}

export function computePressNumbers(
  shows: readonly Show[],
  counts: DrawCounts | null,
  options: { now: Date; timeZone: string; showDraw: boolean },
): PressNumbers {
  const draw = options.showDraw && counts ? withheldDraw(drawPerCity(shows, counts)) : null;
  return {
    ...playedNumbers(shows, options.now, options.timeZone),
    draw: options.showDraw ? (draw ?? []) : null,
  };
}

export interface PressNumbersSource {
  /** The band's numbers now; null when the shows cannot be read. Without `draw` no click or fan is read. */
  pressNumbers(options: { draw: boolean }): Promise<PressNumbers | null>;
}

export function createPressNumbers({
  shows,
  database,
}: {
  shows: Pick<Shows, "getAllShows">;
  database: Database | null;
}): PressNumbersSource {
  const drawCounts = createCache({
    load: () => readDrawCounts(database, siteConfig.timeZone),
    // The page goes on without the draw rather than fail.
    onError: (error) => log("warn", "press draw not read", { cause: describeError(error) }),
    freshForMs: DRAW_FRESH_FOR_MS,
    retryAfterFailureMs: DRAW_FRESH_FOR_MS,
    serveStaleForMs: 10 * DRAW_FRESH_FOR_MS,
    refreshInBackground: false,
    waitAtMostMs: 3_000,
    // Read at each call, so that a test's clock is the cache's too.
    now: () => Date.now(),
  });
  return {
    async pressNumbers({ draw }) {
      const all = await shows.getAllShows();
      if (!all) return null;
      const { timeZone, press } = siteConfig;
      const showDraw = draw && press.showDraw;
      const counts = showDraw ? await drawCounts.get() : null;
      return computePressNumbers(all, counts, { now: new Date(), timeZone, showDraw });
    },
  };
}
