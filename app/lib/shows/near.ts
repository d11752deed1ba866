/** The near-me page: a form for a place and a distance, and the calendar feed of the shows near there. */

/** How far a fan will go, as they give it: in miles where the band's country measures roads in miles, else km. */
export type DistanceUnit = "mi" | "km";

export const NEAR_PAGE_PATH = "/shows/near";

export function nearPagePath(place: string, within: string): string {
  return `${NEAR_PAGE_PATH}?${new URLSearchParams({ place, within })}`;
}
