import { m } from "#app/i18n/compiled/messages.js";

import type { Place } from "./data.ts";
import {
  DEFAULT_DISTANCE,
  defaultUnit,
  distanceInUnit,
  type DistanceUnit,
  parseDistance,
} from "./distance.ts";
import { findPlace, type PlaceMatch } from "./find.ts";

/** `/shows.ics?near=Tampa%2C+FL&within=100+mi`; a blank distance is the default in the band's unit. */
export interface NearQuery {
  placeText: string;
  match: PlaceMatch;
  /** "" when none. */
  withinText: string;
  distance: { km: number; unit: DistanceUnit } | { error: string };
}

/** Null when the place parameter is absent. */
export function readNearQuery(search: URLSearchParams, placeParameter: string): NearQuery | null {
  const placeText = search.get(placeParameter);
  if (placeText === null) return null;
  const withinText = (search.get("within") ?? "").trim();
  const unit = defaultUnit();
  return {
    placeText,
    match: findPlace(placeText),
    withinText,
    distance: parseDistance(withinText || `${DEFAULT_DISTANCE[unit]}`, unit),
  };
}

export function answerable(query: NearQuery): { place: Place; withinKm: number; within: string } | null {
  if (query.match.kind !== "found" || "error" in query.distance) return null;
  const { km, unit } = query.distance;
  return { place: query.match.place, withinKm: km, within: distanceInUnit(km, unit) };
}

export function nearQueryProblem(query: NearQuery): string | null {
  const { match, distance } = query;
  if (match.kind === "unknown") return match.message;
  if (match.kind === "ambiguous") {
    const names = match.choices.map((choice) => choice.name);
    return m.places_which_one({
      typed: match.query,
      choices: names.slice(0, -1).join("; "),
      last: names.at(-1) ?? "",
      first: names[0] ?? "",
    });
  }
  return "error" in distance ? distance.error : null;
}
