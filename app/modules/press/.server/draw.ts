import type { Database } from "#app/.server/db/database.ts";
import { cityKey, cityOfShow } from "#app/.server/places/index.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { bandList, fansPerCity, type ListedFan } from "#app/modules/follow/.server/band-list.ts";
import { clicksPerShow } from "#app/modules/tickets/.server/index.ts";

// The press page shows only what clears the floor (numbers.ts); the stats command prints every number.

export interface CityDraw {
  city: string;
  clicks: number;
  /** Null where there is no list of fans (shows from Supabase's API, without DATABASE_URL). */
  fans: number | null;
}

export interface DrawCounts {
  clicks: Map<number, number>;
  /** Null: no fans' database. */
  fans: ListedFan[] | null;
}

export async function readDrawCounts(database: Database | null, timeZone: string): Promise<DrawCounts> {
  if (!database) return { clicks: new Map(), fans: null };
  const [clicks, fans] = await Promise.all([
    clicksPerShow(database),
    // Never closed here: the database is the caller's.
    bandList(database, timeZone, "").fans(),
  ]);
  return { clicks, fans };
}

/** Most clicks first, then most fans, then by name. */
export function drawPerCity(shows: readonly Show[], counts: DrawCounts): CityDraw[] {
  const cities = new Map<string, { city: string; clicks: number }>();
  for (const show of shows) {
    const city = cityOfShow(show);
    if (city === null) continue;
    const row = cities.get(cityKey(city)) ?? { city, clicks: 0 };
    row.clicks += counts.clicks.get(show.id) ?? 0;
    cities.set(cityKey(city), row);
  }
  const fans =
    counts.fans &&
    new Map(fansPerCity(counts.fans, shows).cities.map((each) => [cityKey(each.city), each.fans]));
  return [...cities]
    .map(([key, { city, clicks }]) => ({ city, clicks, fans: fans ? (fans.get(key) ?? 0) : null }))
    .sort((a, b) => b.clicks - a.clicks || (b.fans ?? 0) - (a.fans ?? 0) || a.city.localeCompare(b.city));
}
