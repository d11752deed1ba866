import { safeHttpUrl } from "../links.ts";
import { countryCode } from "./countries.ts";
import { fromWallClock, MONTH_NAMES, toWallClock } from "../time-zone.ts";

/**
 * How a show's values are read: parseStoredDate for what a store holds, the
 * parse* functions for what the band types or imports, forgiving in how a
 * value may be written ("8pm", "$15", "21+"), strict about what it means.
 * Every problem says what is wrong with the value.
 */

export const MAX_TEXT_LENGTH = 200;
/** Notes ("Doors 7 PM, all ages matinee") get a paragraph. */
export const MAX_NOTES_LENGTH = 1_000;

/** Where a show is in its life; see DESIGN.md's lifecycle table. */
export const SHOW_STATUSES = ["scheduled", "postponed", "cancelled", "rescheduled"] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];
export const MAX_SUPPORTING_ARTISTS = 50;

/**
 * "2025-04-25", "2025-04-25 20:00", "2025-04-25T20:00:00.123+00:00", "... +00" (Postgres' own
 * text form). An offset only ever follows a time: the "-25" of "2025-04-25" is the day.
 */
const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?)?$/i;

/**
 * A stored show date: an instant (timestamptz), or a string. A string with an
 * offset is that instant; one without (a `timestamp without time zone`
 * column) is wall-clock time in the band's time zone. Returns null when the
 * string is not a real date.
 */
export function parseStoredDate(value: Date | string, timeZone: string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // Parsed by hand rather than by `new Date()`, which rolls February 30 over
  // to March 2, rejects Postgres' "+00" and accepts garbage such as "hello-12".
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [
    ,
    year,
    month,
    day,
    hour = "0",
    minute = "0",
    second = "0",
    fraction = "",
    utc,
    sign,
    offsetHours,
    offsetMinutes = "0",
  ] = match;
  const clock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  if (!utc && !sign) return fromWallClock(clock, timeZone);
  // An instant: the wall clock must be a real date and time, then the offset applies.
  const asUtc = fromWallClock(clock, "UTC");
  if (!asUtc || Number(offsetHours ?? 0) > 23 || Number(offsetMinutes) > 59) return null;
  const offset = (Number(offsetHours ?? 0) * 60 + Number(offsetMinutes)) * 60_000 * (sign === "-" ? -1 : 1);
  return new Date(asUtc.getTime() - offset + Number(fraction.slice(0, 3).padEnd(3, "0")));
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const problem = (message: string): Parsed<never> => ({ ok: false, message });

const EARLIEST_YEAR = 1990;
const LATEST_YEAR = 2100;
const DATE_FORMS =
  'use "2026-05-01 20:00", "2026-05-01 8pm", "2026-05-01" (time not announced), an ISO date with an offset, or "TBA"';

/** "2026-05-01", then optionally " 20:00", "T20:00:00", " 8pm", " 8:30 PM". */
const LOCAL_DATE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[T ]|\s+)(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i;
/** An instant: a time followed by Z or an offset. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * When a show starts. A time without an offset is wall-clock time in the
 * band's zone; a date alone is "time not announced" (stored as local
 * midnight, which is how the site tells). "TBA" (or nothing) means no date.
 */
export function parseShowDate(input: unknown, timeZone: string): Parsed<Date | null> {
  if (input === null || input === undefined) return ok(null);
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? problem("is not a date") : ok(input);
  if (typeof input !== "string") return problem(`is not a date: ${DATE_FORMS}`);
  const text = input.trim();
  if (text === "" || /^(tba|tbd)$/i.test(text)) return ok(null);

  if (WITH_OFFSET.test(text)) {
    const date = parseStoredDate(text, timeZone);
    if (!date) return problem(`is not a real date and time: ${DATE_FORMS}`);
    return inRange(date, timeZone);
  }

  const match = LOCAL_DATE.exec(text);
  if (!match) return problem(`is not a date: ${DATE_FORMS}`);
  const [, year, month, day, hourText, minute = "0", second = "0", meridiem] = match;
  let hour = Number(hourText ?? 0);
  if (meridiem) {
    if (hour < 1 || hour > 12)
      return problem(`has hour ${hour} with ${meridiem}: use 1 to 12, or a 24-hour time`);
    const pm = meridiem.toLowerCase().startsWith("p");
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  const clock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour,
    minute: Number(minute),
    second: Number(second),
  };
  if (clock.year < EARLIEST_YEAR || clock.year > LATEST_YEAR) {
    return problem(`is in ${clock.year}: give a year from ${EARLIEST_YEAR} to ${LATEST_YEAR}`);
  }
  if (clock.month < 1 || clock.month > 12) return problem(`has no month ${clock.month}`);
  const daysInMonth = new Date(Date.UTC(clock.year, clock.month, 0)).getUTCDate();
  if (clock.day < 1 || clock.day > daysInMonth) {
    return problem(`is not a date: ${MONTH_NAMES[clock.month - 1]} ${clock.year} has no day ${clock.day}`);
  }
  if (clock.hour > 23 || clock.minute > 59 || clock.second > 59) return problem("is not a time of day");
  if (hourText !== undefined && clock.hour === 0 && clock.minute === 0) {
    return problem(
      'is midnight, which the site shows as "time not announced": give the date alone, or a time such as 23:59 or 00:01',
    );
  }
  const date = fromWallClock(clock, timeZone);
  if (!date) {
    return problem(`does not exist in ${timeZone}: the clocks skip that hour when summer time starts`);
  }
  return inRange(date, timeZone);
}

function inRange(date: Date, timeZone: string): Parsed<Date> {
  const { year } = toWallClock(date, timeZone);
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) {
    return problem(`is in ${year}: give a year from ${EARLIEST_YEAR} to ${LATEST_YEAR}`);
  }
  return ok(date);
}

/**
 * Characters no show text may hold: the C0 and C1 controls and DEL (line
 * breaks, terminal escapes such as ESC, which can retitle or rewrite a
 * terminal or inject calendar lines) and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make text
 * read as something else.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

/** One unsafe character (UNSAFE_CHARACTERS without the global flag, which match() would use to find all). */
const UNSAFE_CHARACTER = new RegExp(UNSAFE_CHARACTERS.source, "u");

/** "U+001B", the first unsafe character in a text (a line break is one unless `lineBreaks`); null when there is none. */
export function unsafeCharacter(text: string, lineBreaks = false): string | null {
  const found = (lineBreaks ? text.replace(/\n/g, "") : text).match(UNSAFE_CHARACTER)?.[0];
  return found === undefined
    ? null
    : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * A text with its unsafe characters taken out (a tab or line break becomes a
 * space, unless `lineBreaks`), for rows that were stored before input
 * refused them, or by hand.
 */
export function withoutUnsafeCharacters(text: string, lineBreaks = false): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const clean = (line: string) => line.replace(/\t+/g, " ").replace(UNSAFE_CHARACTERS, "");
  return lineBreaks ? lines.map(clean).join("\n") : clean(lines.join(" "));
}

/** Text; `lineBreaks`: it may run over lines (the notes), written with "\n" whatever the file used. */
export function parseText(
  input: unknown,
  required: boolean,
  maxLength = MAX_TEXT_LENGTH,
  lineBreaks = false,
): Parsed<string | null> {
  if (input === null || input === undefined) return required ? problem("is required") : ok(null);
  if (typeof input !== "string") return problem("must be text");
  const text = (lineBreaks ? input.replace(/\r\n?/g, "\n") : input).trim();
  if (text === "") return required ? problem("is empty") : ok(null);
  if (text.length > maxLength) {
    return problem(`is ${text.length} characters long; the most is ${maxLength}`);
  }
  const unsafe = unsafeCharacter(text, lineBreaks);
  if (unsafe) {
    return problem(`contains a control or text-direction character (${unsafe}): write it as plain text`);
  }
  return ok(text);
}

/** Dollars: 15, "15", "12.50", "$15"; nothing means no price shown. */
export function parsePrice(input: unknown): Parsed<number | null> {
  if (input === null || input === undefined || input === "") return ok(null);
  const text = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : null;
  const example = "give dollars, 0 or more, such as 15 or 12.50";
  if (text === null || !/^\$?\d+(\.\d{1,2})?$/.test(text)) return problem(`is not a price: ${example}`);
  const price = Number(text.replace("$", ""));
  if (price > 100_000) return problem(`is not a price: ${example}, up to 100000`);
  return ok(price);
}

/** A minimum age: 21, "21", "21+"; nothing means all ages. */
export function parseAges(input: unknown): Parsed<number | null> {
  if (input === null || input === undefined || input === "") return ok(null);
  const text = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : null;
  if (text === null || !/^\d{1,2}\+?$/.test(text)) {
    return problem("is not an age: give a whole number from 0 to 99, such as 21");
  }
  return ok(Number(text.replace("+", "")));
}

const ARTIST_FORMS =
  'write them as "A, B", or as a JSON list such as ["Crosby, Stills & Nash Tribute", "B"] when a name holds a comma';

/**
 * Supporting artists: a list, or text as typed or kept in a CSV cell: "A, B",
 * or a JSON list (text that starts with "[") when a name holds a comma.
 */
export function parseArtists(input: unknown): Parsed<string[]> {
  if (input === null || input === undefined || input === "") return ok([]);
  const names = typeof input === "string" ? splitArtists(input) : input;
  if (!Array.isArray(names)) return problem(`is not a list of names: ${ARTIST_FORMS}`);
  const cleaned: string[] = [];
  for (const name of names) {
    const text = parseText(name, false);
    if (!text.ok) return problem(`has a name that ${text.message}`);
    if (text.value !== null) cleaned.push(text.value);
  }
  if (cleaned.length > MAX_SUPPORTING_ARTISTS) {
    return problem(`lists ${cleaned.length} artists; the most is ${MAX_SUPPORTING_ARTISTS}`);
  }
  return ok(cleaned);
}

/** "A, B" split at its commas, or a JSON list; null for text that starts like a JSON list but is not one. */
function splitArtists(text: string): unknown {
  if (!text.trim().startsWith("[")) return text.split(",");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Names as one text that parseArtists reads back as the same names (a CSV
 * cell): "A, B", or the JSON list when that would not do (a name holds a
 * comma, or the text would start like a JSON list).
 */
export function formatArtists(names: readonly string[]): string {
  const plain = names.join(", ");
  const read = parseArtists(plain);
  const same =
    read.ok && read.value.length === names.length && read.value.every((name, index) => name === names[index]);
  return same ? plain : JSON.stringify(names);
}

export function parseLink(input: unknown): Parsed<string | null> {
  if (input === null || input === undefined || input === "") return ok(null);
  const href = typeof input === "string" ? safeHttpUrl(input.trim()) : null;
  if (href === null) return problem("is not a link: give an http:// or https:// URL");
  if (href.length > 2_000) return problem("is longer than 2000 characters");
  return ok(href);
}

/** scheduled, postponed, cancelled (or "canceled") or rescheduled; nothing means scheduled. */
export function parseStatus(input: unknown): Parsed<ShowStatus> {
  if (input === null || input === undefined || input === "") return ok("scheduled");
  const text = typeof input === "string" ? input.trim().toLowerCase() : null;
  const status = text === "canceled" ? "cancelled" : text;
  if (!SHOW_STATUSES.includes(status as ShowStatus)) {
    return problem(`is not a state: give one of ${SHOW_STATUSES.join(", ")}`);
  }
  return ok(status as ShowStatus);
}

/** yes/no, true/false, y/n; nothing means no. */
export function parseYesNo(input: unknown): Parsed<boolean> {
  if (input === null || input === undefined || input === "") return ok(false);
  if (typeof input === "boolean") return ok(input);
  const text = typeof input === "string" ? input.trim().toLowerCase() : null;
  if (text === "yes" || text === "y" || text === "true") return ok(true);
  if (text === "no" || text === "n" || text === "false") return ok(false);
  return problem("is not yes or no");
}

/** An ISO 3166-1 alpha-2 code such as US or CA, in either case; nothing means the band's own country. */
export function parseCountry(input: unknown): Parsed<string | null> {
  if (input === null || input === undefined || input === "") return ok(null);
  const code = typeof input === "string" ? countryCode(input) : null;
  if (code === null) return problem("is not a country code: give two letters such as US, CA or GB");
  return ok(code);
}
