import { siteConfig } from "#content/site.config.ts";
import { placeOf, type Place } from "./data.ts";
import { distanceKm, type Coordinates } from "./distance.ts";
import { cityCandidates, postalCodePlace } from "./find.ts";

/**
 * Places, offline: where a fan is and where a show is, as coordinates from
 * datasets shipped with the site (data.ts), and how far apart they are. The
 * near-me calendar and the fans' announcements ask only this module.
 */

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

/** What a show says of where it is (its fields of that name). */
export interface ShowPlaceFields {
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/**
 * Where a show is: its postal code's place (US and Canada), else its city in
 * its state and country (the band's country when it names none). Null when
 * neither is known, or the city could be several (a "Springfield" with no
 * state): such a show is near nobody.
 */
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

/** The shows within `withinKm` of a place, in their order; a show whose place is unknown is none of them. */
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
