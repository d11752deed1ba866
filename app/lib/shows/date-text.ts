import { z } from "zod";
import { fromWallClock, MONTH_NAMES, toWallClock } from "../time-zone.ts";
import { orEmpty, refuse } from "./field-kind.ts";

/**
 * A show's dates read from text: as a store holds them (storedDate, strict:
 * an instant or Postgres' own text forms) and as the band types or imports
 * them (typedDate, forgiving in how a date is written, strict about what it
 * means). The date fields' two zod schemas.
 */

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

/** A timestamptz as a store holds it: an instant, a string (see parseStoredDate), or nothing. */
export function storedDate(timeZone: string) {
  return orEmpty(
    z
      .union([z.date(), z.string()])
      .transform(
        (value, context) =>
          parseStoredDate(value, timeZone) ?? refuse(context, `not a date: ${String(value)}`),
      ),
    null,
  );
}

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
 * When a show starts, as the band types it. A time without an offset is
 * wall-clock time in the band's zone; a date alone is "time not announced"
 * (stored as local midnight, which is how the site tells). "TBA" (or
 * nothing) means no date.
 */
export function typedDate(timeZone: string) {
  return z
    .unknown()
    .transform((input, context) => readTypedDate(input, timeZone, (message) => refuse(context, message)));
}

function readTypedDate(input: unknown, timeZone: string, fail: (message: string) => never): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? fail("is not a date") : input;
  if (typeof input !== "string") return fail(`is not a date: ${DATE_FORMS}`);
  const text = input.trim();
  if (text === "" || /^(tba|tbd)$/i.test(text)) return null;

  if (WITH_OFFSET.test(text)) {
    const date = parseStoredDate(text, timeZone);
    if (!date) return fail(`is not a real date and time: ${DATE_FORMS}`);
    return inRange(date, timeZone, fail);
  }

  const match = LOCAL_DATE.exec(text);
  if (!match) return fail(`is not a date: ${DATE_FORMS}`);
  const [, year, month, day, hourText, minute = "0", second = "0", meridiem] = match;
  let hour = Number(hourText ?? 0);
  if (meridiem) {
    if (hour < 1 || hour > 12)
      return fail(`has hour ${hour} with ${meridiem}: use 1 to 12, or a 24-hour time`);
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
  const badYear = yearProblem(clock.year);
  if (badYear) return fail(badYear);
  if (clock.month < 1 || clock.month > 12) return fail(`has no month ${clock.month}`);
  const daysInMonth = new Date(Date.UTC(clock.year, clock.month, 0)).getUTCDate();
  if (clock.day < 1 || clock.day > daysInMonth) {
    return fail(`is not a date: ${MONTH_NAMES[clock.month - 1]} ${clock.year} has no day ${clock.day}`);
  }
  if (clock.hour > 23 || clock.minute > 59 || clock.second > 59) return fail("is not a time of day");
  if (hourText !== undefined && clock.hour === 0 && clock.minute === 0) {
    return fail(
      'is midnight, which the site shows as "time not announced": give the date alone, or a time such as 23:59 or 00:01',
    );
  }
  const date = fromWallClock(clock, timeZone);
  if (!date) return fail(`does not exist in ${timeZone}: the clocks skip that hour when summer time starts`);
  return inRange(date, timeZone, fail);
}

/** What is wrong with a show in this year; null when a show can be in it. */
function yearProblem(year: number): string | null {
  if (year >= EARLIEST_YEAR && year <= LATEST_YEAR) return null;
  return `is in ${year}: give a year from ${EARLIEST_YEAR} to ${LATEST_YEAR}`;
}

/** The date, when its year in the band's zone is one a show can be in. */
function inRange(date: Date, timeZone: string, fail: (message: string) => never): Date {
  const problem = yearProblem(toWallClock(date, timeZone).year);
  return problem ? fail(problem) : date;
}
