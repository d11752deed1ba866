import { m } from "#app/i18n/compiled/messages.js";

import { type Candidate, type Place, type PlaceData, placeData, placeOf, regionsOf } from "./data.ts";
import { countryOf, normalizeName, provinceCode } from "./regions.ts";

// Every choice's name finds exactly that place again, so a list of links (or a form sent again) settles it.

export type PlaceMatch =
  | { kind: "found"; place: Place }
  | { kind: "ambiguous"; query: string; choices: Place[] }
  | { kind: "unknown"; query: string; message: string };

const MOST_CHOICES = 8;
const LONGEST_QUERY = 100;

/** Also a name this module gave one: "33602 (Tampa, FL)". */
const US_ZIP = /^(\d{5})(?:-?\d{4})?(?: ?\(.*\))?$/;
/** Or its first half (the district): "M5V 3L9", "m5v3l9", "M5V (Toronto, ON)". */
const CANADIAN_POSTAL_CODE = /^([a-z]\d[a-z]) ?(?:\d[a-z]\d)?(?: ?\(.*\))?$/i;
const ADDRESS_POSTAL_CODE = /[\s,](\d{5})(?:-\d{4})?$|[\s,]([a-z]\d[a-z]) ?\d[a-z]\d$/i;
/** A Canadian district is named after the largest city this close to its middle, else the nearest. */
const DISTRICT_CITY_KM = 15;

export function findPlace(query: string): PlaceMatch {
  const typed = query.replace(/\s+/g, " ").trim();
  if (typed === "") return { kind: "unknown", query: typed, message: m.places_type_a_place() };
  if (typed.length > LONGEST_QUERY) return unknown(typed);
  const data = placeData();
  const postal = postalCodeMatch(typed, data);
  if (postal) return postal;
  const candidates = candidatesFor(typed.replace(ADDRESS_POSTAL_CODE, ""), data);
  if (candidates.length === 0) return unknown(typed);
  if (candidates.length === 1) return { kind: "found", place: placeOf(candidates[0]!) };
  return {
    kind: "ambiguous",
    query: typed,
    choices: candidates.slice(0, MOST_CHOICES).map(placeOf),
  };
}

function unknown(typed: string): PlaceMatch {
  const shown = typed.length > 60 ? `${typed.slice(0, 59)}…` : typed;
  return {
    kind: "unknown",
    query: typed,
    message: m.places_unknown({ typed: shown }),
  };
}

/** Null when the text is no such code. */
function postalCodeMatch(typed: string, data: PlaceData): PlaceMatch | null {
  const alone = (US_ZIP.exec(typed)?.[1] ?? CANADIAN_POSTAL_CODE.exec(typed)?.[1])?.toUpperCase();
  const address = ADDRESS_POSTAL_CODE.exec(typed);
  const code = alone ?? (address?.[1] ?? address?.[2])?.toUpperCase();
  if (code === undefined) return null;
  const place = postalCodePlace(code, data);
  if (place) return { kind: "found", place };
  // An address's code no one has: its town may still be known.
  if (alone === undefined) return null;
  return {
    kind: "unknown",
    query: typed,
    message: m.places_unknown_code({ code }),
  };
}

/** A Canadian code is kept to its district: as precise as the data is, and all a fan's place needs. */
export function postalCodePlace(code: string, data: PlaceData = placeData()): Place | null {
  const area = data.postalArea(code);
  if (!area) return null;
  const { latitude, longitude } = area;
  if (area.country === "US") {
    return { name: `${area.zip} (${area.city}, ${area.state})`, latitude, longitude, country: "US" };
  }
  const province = provinceCode(area.state);
  if (!province) return null;
  const city = districtCity({ latitude, longitude }, province, data);
  const town = city ? `${city.name}, ${province}` : province;
  return { name: `${area.zip} (${town})`, latitude, longitude, country: "CA" };
}

function districtCity(at: { latitude: number; longitude: number }, province: string, data: PlaceData) {
  const region = normalizeName(province);
  const near = data.canadianCities
    .filter((city) => regionsOf(city).includes(region))
    .map((city) => ({ city, km: roughKm(at, placeOf(city)) }))
    .sort((a, b) => a.km - b.km);
  const close = near
    .filter(({ km }) => km <= DISTRICT_CITY_KM)
    .sort((a, b) => b.city.population - a.city.population);
  return (close[0] ?? near[0])?.city;
}

/** Good to a few percent over a city's width: enough to name a district. */
function roughKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const x = (b.longitude - a.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.hypot(x, b.latitude - a.latitude) * 111.2;
}

// ZIP-named towns are looked in only when no city answers: "tampa" is Tampa, Florida, and "Tampa, KS"
// still finds the village.
function candidatesFor(typed: string, data: PlaceData): Candidate[] {
  for (const [name, ...qualifiers] of readings(typed)) {
    for (const index of [data.cities, data.towns]) {
      const found = matching(index.get(name!) ?? [], name!, qualifiers, data);
      if (found.length > 0) return found;
    }
  }
  return [];
}

function readings(typed: string): string[][] {
  const parts = typed.split(",").map(normalizeName).filter(Boolean);
  if (parts.length !== 1) return [parts];
  const words = parts[0]!.split(" ");
  const splits = [1, 2]
    .filter((count) => words.length > count)
    .map((count) => [words.slice(0, -count).join(" "), words.slice(-count).join(" ")]);
  return [parts, ...splits];
}

/** A country's two-letter code is tried last: "London, CA" is London, California. */
function matching(candidates: readonly Candidate[], name: string, qualifiers: string[], data: PlaceData) {
  if (qualifiers.length === 0) return [...candidates];
  const label = [name, ...qualifiers].join(", ");
  const exact = candidates.filter(
    (candidate) => placeOf(candidate).name.split(",").map(normalizeName).join(", ") === label,
  );
  if (exact.length > 0) return exact;
  for (const codes of [false, true]) {
    const found = candidates.filter((candidate) =>
      qualifiers.every(
        (qualifier) =>
          regionsOf(candidate).includes(qualifier) ||
          countryOf(qualifier, data.countries, { codes }) === candidate.country,
      ),
    );
    if (found.length > 0) return found;
  }
  return [];
}

export function cityCandidates(city: string, state: string | null, country: string): Candidate[] {
  const data = placeData();
  const name = normalizeName(city);
  const region = state ? normalizeName(state) : null;
  const inRegion = (candidate: Candidate) =>
    candidate.country === country &&
    (region === null || regionsOf(candidate).length === 0 || regionsOf(candidate).includes(region));
  for (const index of [data.cities, data.towns]) {
    const found = (index.get(name) ?? []).filter(inRegion);
    if (found.length > 0) return found;
  }
  return [];
}
