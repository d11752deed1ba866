import { currentLanguageTag } from "#app/i18n/site-languages.ts";

import type { ShowFields } from "./fields.ts";

type Place = Pick<ShowFields, "address" | "city" | "state" | "postalCode" | "country">;

const regionNames = new Map<string, Intl.DisplayNames>();

/** In the page's language: "Canada", "Canadá". */
export function countryName(code: string): string {
  const tag = currentLanguageTag();
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: "region" });
    regionNames.set(tag, names);
  }
  return names.of(code) ?? code;
}

export function formatAddressLines(place: Place, homeCountry: string): string[] {
  const region = [place.state, place.postalCode].filter(Boolean).join(" ");
  const locality = [place.city, region].filter(Boolean).join(", ");
  const abroad = place.country && place.country !== homeCountry ? countryName(place.country) : null;
  return [place.address, locality, abroad].filter((line): line is string => Boolean(line));
}

/** null without a street address: a search for the city would send fans to the wrong place. */
export function directionsUrl(venue: string, place: Place, homeCountry: string): string | null {
  if (!place.address) return null;
  const query = [venue, ...formatAddressLines(place, homeCountry)].join(", ");
  const url = new URL("https://www.google.com/maps/search/");
  url.searchParams.set("api", "1");
  url.searchParams.set("query", query);
  return url.href;
}
