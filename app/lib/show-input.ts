import { safeHttpUrl } from "./links";
import { MAX_SUPPORTING_ARTISTS, MAX_TEXT_LENGTH, parseStoredDate, type Show } from "./shows";
import { fromWallClock, toWallClock } from "./time-zone";

/**
 * What the band types or imports for a show, checked before anything is
 * stored: forgiving in how a value may be written ("8pm", "$15", "21+"),
 * strict about what it means. Every problem names the field and the value.
 */

/** A show before it has an id. */
export type ShowFields = Omit<Show, "id">;
export type ShowField = keyof ShowFields;

/** The columns, in the order `list`, `export` and CSV files use. */
export const SHOW_FIELDS: readonly ShowField[] = [
  "date",
  "venue",
  "city",
  "state",
  "price",
  "supportingArtists",
  "ageRestriction",
  "ticketLink",
  "flyerLink",
];

export const REQUIRED_FIELDS: readonly ShowField[] = ["venue"];

export interface FieldProblem {
  field: ShowField | "id" | "row";
  value: unknown;
  message: string;
}

export class ShowInputError extends Error {
  override name = "ShowInputError";
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.message}`).join("\n"));
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const problem = (message: string): Parsed<never> => ({ ok: false, message });

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
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

function parseText(input: unknown, required: boolean): Parsed<string | null> {
  if (input === null || input === undefined) return required ? problem("is required") : ok(null);
  if (typeof input !== "string") return problem("must be text");
  const text = input.trim();
  if (text === "") return required ? problem("must not be empty") : ok(null);
  if (text.length > MAX_TEXT_LENGTH) {
    return problem(`is ${text.length} characters long; the most is ${MAX_TEXT_LENGTH}`);
  }
  if (text.includes("\0")) return problem("contains a NUL character");
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

/** Supporting artists: a list, or "A, B" as typed on the command line. */
export function parseArtists(input: unknown): Parsed<string[]> {
  if (input === null || input === undefined || input === "") return ok([]);
  const names = typeof input === "string" ? input.split(",") : input;
  if (!Array.isArray(names)) return problem("must be a list of names");
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

export function parseLink(input: unknown): Parsed<string | null> {
  if (input === null || input === undefined || input === "") return ok(null);
  const href = typeof input === "string" ? safeHttpUrl(input.trim()) : null;
  if (href === null) return problem("is not a link: give an http:// or https:// URL");
  if (href.length > 2_000) return problem("is longer than 2000 characters");
  return ok(href);
}

/** Checks one field; throws nothing, returns the value or the problem. */
export function parseShowField(field: ShowField, input: unknown, timeZone: string): Parsed<unknown> {
  switch (field) {
    case "date":
      return parseShowDate(input, timeZone);
    case "venue":
      return parseText(input, true);
    case "city":
    case "state":
      return parseText(input, false);
    case "price":
      return parsePrice(input);
    case "supportingArtists":
      return parseArtists(input);
    case "ageRestriction":
      return parseAges(input);
    case "ticketLink":
    case "flyerLink":
      return parseLink(input);
  }
}

/**
 * Checks some of a show's fields (an edit) or all of them (a new show);
 * fields not given are left out. Throws a ShowInputError with every problem.
 */
export function parseShowFields(
  input: Partial<Record<ShowField, unknown>>,
  timeZone: string,
  { complete }: { complete: boolean },
): Partial<ShowFields> {
  const problems: FieldProblem[] = [];
  const fields: Record<string, unknown> = {};
  for (const field of SHOW_FIELDS) {
    if (!(field in input) && !complete) continue;
    const parsed = parseShowField(field, input[field], timeZone);
    if (parsed.ok) fields[field] = parsed.value;
    else problems.push({ field, value: input[field], message: parsed.message });
  }
  if (problems.length > 0) throw new ShowInputError(problems);
  return fields as Partial<ShowFields>;
}

/** A new show: every field checked, the missing ones empty. */
export function parseNewShow(input: Partial<Record<ShowField, unknown>>, timeZone: string): ShowFields {
  return parseShowFields(input, timeZone, { complete: true }) as ShowFields;
}
