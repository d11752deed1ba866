import { type Parsed, parseField } from "./input.ts";

export const NEW_YORK = "America/New_York";
export const LONDON = "Europe/London";
export const SYDNEY = "Australia/Sydney";

/** November 23, 2026, 7:00 AM in New York. */
export const NOW = new Date("2026-11-23T12:00:00Z");

export const SITE_CONTEXT = {
  timeZone: NEW_YORK,
  country: "US",
  siteUrl: "https://band.example",
  bandName: "The Placeholders",
  now: NOW,
};

export const parseShowDate = (input: unknown, timeZone: string) => parseField("date", input, timeZone);

export const parseArtists = (input: unknown) => parseField("supportingArtists", input, NEW_YORK);

/** The message of a rejection; fails the test when the input is accepted. */
export function rejection(parsed: Parsed<unknown>): string {
  if (parsed.ok) throw new Error(`accepted: ${String(parsed.value)}`);
  return parsed.message;
}
