import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguageTag } from "#app/i18n/site-languages.ts";
import type { DistanceUnit } from "#app/lib/shows/near.ts";
import { siteConfig } from "#content/site.config.ts";

export type { DistanceUnit };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** About the same in either unit. */
export const DEFAULT_DISTANCE: Readonly<Record<DistanceUnit, number>> = { mi: 100, km: 150 };
/** Nearer would be stored as "0 mi". */
export const SHORTEST_DISTANCE: Readonly<Record<DistanceUnit, number>> = { mi: 1, km: 1 };
/** Farther is no longer "near": the whole feed is the answer. */
export const LONGEST_DISTANCE: Readonly<Record<DistanceUnit, number>> = { mi: 1000, km: 1600 };

const KM_PER: Readonly<Record<DistanceUnit, number>> = { mi: 1.609344, km: 1 };
/** The mean radius (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

/** Road signs in miles. */
const MILE_COUNTRIES = new Set(["US", "GB", "LR", "MM"]);

export function unitOfCountry(country: string): DistanceUnit {
  return MILE_COUNTRIES.has(country) ? "mi" : "km";
}

export function defaultUnit(): DistanceUnit {
  return unitOfCountry(siteConfig.country);
}

/** Haversine: within 0.5 % of the road-free truth. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const UNIT_WORDS: Readonly<Record<string, DistanceUnit>> = {
  mi: "mi",
  mile: "mi",
  miles: "mi",
  km: "km",
  kms: "km",
  kilometer: "km",
  kilometers: "km",
  kilometre: "km",
  kilometres: "km",
  // As a Spanish-speaking fan writes them.
  milla: "mi",
  millas: "mi",
  kilometro: "km",
  kilometros: "km",
  kilómetro: "km",
  kilómetros: "km",
};

/**
 * "100", "150km", "1,000 km"; a bare number is in `unit`. An error is one sentence for the fan, in the
 * page's language.
 */
export function parseDistance(
  text: string,
  unit: DistanceUnit,
): { km: number; unit: DistanceUnit } | { error: string } {
  const typed = text.trim().toLowerCase();
  const example = DEFAULT_DISTANCE[unit];
  const how = unit === "mi" ? m.shows_distance_how_mi({ example }) : m.shows_distance_how_km({ example });
  if (typed === "") return { error: m.shows_distance_missing({ how }) };
  const parts = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+) ?([a-zó]*)\.?$/.exec(typed);
  const given = parts && (parts[2] === "" ? unit : UNIT_WORDS[parts[2]!]);
  if (!parts || !given) return { error: m.shows_distance_unreadable({ text: shorten(text.trim()), how }) };
  const amount = Number(parts[1]!.replaceAll(",", ""));
  if (amount < SHORTEST_DISTANCE[given]) {
    return {
      error: m.shows_distance_too_short({ shortest: formatDistance(SHORTEST_DISTANCE[given], given), how }),
    };
  }
  if (amount > LONGEST_DISTANCE[given]) {
    const distance = formatDistance(amount, given);
    return {
      error: m.shows_distance_too_far({ distance, longest: formatDistance(LONGEST_DISTANCE[given], given) }),
    };
  }
  return { km: amount * KM_PER[given], unit: given };
}

export function distanceInUnit(km: number, unit: DistanceUnit): string {
  return formatDistance(Math.round((km / KM_PER[unit]) * 10) / 10, unit);
}

/**
 * "1,500 mi" in the page's language. It comes back in the near-me feed's address: es-US writes numbers as
 * en-US does, which parseDistance reads.
 */
function formatDistance(amount: number, unit: DistanceUnit): string {
  return `${amount.toLocaleString(currentLanguageTag())} ${unit}`;
}

function shorten(text: string): string {
  return text.length > 30 ? `${text.slice(0, 29)}…` : text;
}
