import { parseField, type Parsed } from "./input.ts";

/** What the tests of reading typed input share. */

/** The band's zone (content/site.config.ts). */
export const NEW_YORK = "America/New_York";
export const LONDON = "Europe/London";
export const SYDNEY = "Australia/Sydney";

/** A date as the band types it, read in `timeZone`. */
export const parseShowDate = (input: unknown, timeZone: string) => parseField("date", input, timeZone);

/** Supporting artists as the band types them. */
export const parseArtists = (input: unknown) => parseField("supportingArtists", input, NEW_YORK);

/** The message of a rejection; fails the test when the input is accepted. */
export function rejection(parsed: Parsed<unknown>): string {
  if (parsed.ok) throw new Error(`accepted: ${String(parsed.value)}`);
  return parsed.message;
}
