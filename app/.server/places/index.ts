import { formatPlace } from "#app/lib/shows/details.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { siteConfig } from "#content/site.config.ts";

import { type Place, placeOf } from "./data.ts";
import { type Coordinates, distanceKm } from "./distance.ts";
import { cityCandidates, postalCodePlace } from "./find.ts";

// The near-me calendar and the fans' announcements ask only this module (decision 058).

export type { Place } from "./data.ts";
export { findPlace, type PlaceMatch } from "./find.ts";
export {
  DEFAULT_DISTANCE,
  defaultUnit,
  distanceInUnit,
  distanceKm,
  parseDistance,
  type DistanceUnit,
} from "./distance.ts";

export interface ShowPlaceFields {
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** Null when not found or the city could be several (a "Springfield" with no state): near nobody. */
export function placeOfShow(show: ShowPlaceFields): Place | null {
  const country = show.country ?? siteConfig.country;
  const postalCode = show.postalCode?.trim();
  if (postalCode && (country === "US" || country === "CA")) {
    const code = country === "US" ? /^\d{5}/.exec(postalCode)?.[0] : /^[a-z]\d[a-z]/i.exec(postalCode)?.[0];
    const place = code ? postalCodePlace(code.toUpperCase()) : null;
    if (place) return place;
  }
  const city = show.city?.trim();
  if (!city) return null;
  const candidates = cityCandidates(city, show.state?.trim() || null, country);
  return candidates.length === 1 ? placeOf(candidates[0]!) : null;
}

export { cityKey } from "#app/lib/shows/city.ts";

/** The places' datasets are loaded only when a show names no city: the press page's count must not pay for them. */
export const cityOfShow = (show: Show, place?: Place | null): string | null =>
  formatPlace(show.city, show.state) ?? (place === undefined ? placeOfShow(show) : place)?.name ?? null;

export function showsNear<T extends ShowPlaceFields>(
  shows: readonly T[],
  place: Coordinates,
  withinKm: number,
): T[] {
  return shows.filter((show) => {
    const where = placeOfShow(show);
    return where !== null && distanceKm(where, place) <= withinKm;
  });
}
