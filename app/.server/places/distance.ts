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
};

/** "100", "150km", "1,000 km"; a bare number is in `unit`. An error is one sentence for the fan. */
export function parseDistance(
  text: string,
  unit: DistanceUnit,
): { km: number; unit: DistanceUnit } | { error: string } {
  const typed = text.trim().toLowerCase();
  const how = `a number of ${unit === "mi" ? "miles" : "kilometres"}, such as ${DEFAULT_DISTANCE[unit]}`;
  if (typed === "") return { error: `Give a distance: ${how}.` };
  const parts = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+) ?([a-z]*)\.?$/.exec(typed);
  const given = parts && (parts[2] === "" ? unit : UNIT_WORDS[parts[2]!]);
  if (!parts || !given) return { error: `"${shorten(text.trim())}" is not a distance: give ${how}.` };
  const amount = Number(parts[1]!.replaceAll(",", ""));
  if (amount < SHORTEST_DISTANCE[given]) {
    return {
      error: `The distance must be at least ${formatDistance(SHORTEST_DISTANCE[given], given)}: give ${how}.`,
    };
  }
  if (amount > LONGEST_DISTANCE[given]) {
    return {
      error: `${formatDistance(amount, given)} is farther than we look for shows near you: give at most ${formatDistance(LONGEST_DISTANCE[given], given)}.`,
    };
  }
  return { km: amount * KM_PER[given], unit: given };
}

export function distanceInUnit(km: number, unit: DistanceUnit): string {
  return formatDistance(Math.round((km / KM_PER[unit]) * 10) / 10, unit);
}

function formatDistance(amount: number, unit: DistanceUnit): string {
  return `${amount.toLocaleString("en-US")} ${unit}`;
}

function shorten(text: string): string {
  return text.length > 30 ? `${text.slice(0, 29)}…` : text;
}
