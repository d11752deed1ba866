import { placeOfShow } from "#app/.server/places/index.ts";
import { formatPlace } from "#app/lib/shows/details.ts";
import type { Show, ShowFields } from "#app/lib/shows/fields.ts";

import type { ShowsCli } from "./shows-cli.ts";

export const PLACE_FIELDS = [
  "city",
  "state",
  "postalCode",
  "country",
] as const satisfies readonly (keyof ShowFields)[];

/** A show without a city is the band's choice: no note. */
export function unknownPlaceNote(show: Show): string | null {
  if (!show.city?.trim() && !show.postalCode?.trim()) return null;
  if (placeOfShow(show)) return null;
  const named = show.city?.trim() ? formatPlace(show.city, show.state) : show.postalCode;
  return (
    `${named} is not a place we know: no follower will be told of this show ` +
    `(fix it with "npm run shows -- edit ${show.id} --city …").\n`
  );
}

export function noteUnknownPlaces(shows: readonly Show[], cli: Pick<ShowsCli, "err">): void {
  for (const show of shows) {
    const note = unknownPlaceNote(show);
    if (note) cli.err(note);
  }
}
