import type { ShowFields } from "./fields.ts";

/**
 * A venue's postal address as fans read it and as a maps search takes it.
 * The country is named only when it is not the band's own.
 */

type Place = Pick<ShowFields, "address" | "city" | "state" | "postalCode" | "country">;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "Canada" for "CA". */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/**
 * The address's lines: ["123 Main St", "Orlando, FL 32801"], then the
 * country's name when the show is abroad. Empty when nothing is known.
 */
export function formatAddressLines(place: Place, homeCountry: string): string[] {
  const region = [place.state, place.postalCode].filter(Boolean).join(" ");
  const locality = [place.city, region].filter(Boolean).join(", ");
  const abroad = place.country && place.country !== homeCountry ? countryName(place.country) : null;
  return [place.address, locality, abroad].filter((line): line is string => Boolean(line));
}

/**
 * A maps search for the venue at its street address (Google Maps' documented
 * search URL, which opens the app on a phone); null without a street address,
 * where a search for a city would send fans to the wrong place.
 */
export function directionsUrl(venue: string, place: Place, homeCountry: string): string | null {
  if (!place.address) return null;
  const query = [venue, ...formatAddressLines(place, homeCountry)].join(", ");
  const url = new URL("https://www.google.com/maps/search/");
  url.searchParams.set("api", "1");
  url.searchParams.set("query", query);
  return url.href;
}
