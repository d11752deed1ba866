import { localIsoDate } from "#app/lib/shows/dates.ts";
import { siteConfig } from "#content/site.config.ts";

import type { DiscographyEntry } from "./discography.ts";

const DAY_PRECISION = /^\d{4}-\d{2}-\d{2}$/;

/** Its day ("2027-03-05"), when the config or Spotify gives one to the day; null otherwise. */
export function releaseDay(entry: Pick<DiscographyEntry, "released">): string | null {
  return entry.released && DAY_PRECISION.test(entry.released) ? entry.released : null;
}

/** A release still to come, in the band's time zone: its page offers "E-mail me on release day". */
export function isFutureRelease(
  entry: Pick<DiscographyEntry, "released">,
  now: Date,
  timeZone = siteConfig.timeZone,
): boolean {
  const day = releaseDay(entry);
  return day !== null && day > localIsoDate(now, timeZone);
}
