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
  'use "2026-05-01 20:00", "5/1/2026 8:00 PM", "May 1, 2026 8pm", a date alone (time not announced), an ISO date with an offset, or "TBA"';

/** An instant: a time followed by Z or an offset. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Sat", "Sat.", "Saturday", "Thurs": a weekday's index, or -1. */
const weekdayIndex = (word: string) =>
  word.length >= 3
    ? WEEKDAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(word.toLowerCase()))
    : -1;

/** "Feb", "Feb.", "February", "Sept": a month from 1, or 0. */
function monthNumber(word: string): number {
  const typed = word.toLowerCase();
  if (typed === "sept") return 9;
  return (
    MONTH_NAMES.findIndex(
      (name) => name.toLowerCase() === typed || name.toLowerCase().slice(0, 3) === typed,
    ) + 1
  );
}

/** A weekday first: "Sat, ", "Saturday ", "Sat. ". */
const WEEKDAY = /^([a-z]+)\.?,?\s+/i;

/** The day's forms, each followed by whatever comes after it (the time). */
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?=$|[T\s,])/i;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d+)(?=$|[\s,])/;
const MONTH_FIRST = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d+)(?=$|[\s,])/i;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?(?:\s+|-)([a-z]+)\.?(?:,?\s+|-)(\d+)(?=$|[\s,])/i;

/** What joins the time to the day: "T", spaces, a comma, "at", "@". */
const BEFORE_TIME = /^(?:T|,?\s*(?:at\s+|@\s*)?)/i;

/** "8pm", "8 PM", "8:30 p.m.", "20:00", "8:00:00 PM". */
const TIME = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/** A day of the calendar, as read before its time. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const problem = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * A time of day as a spreadsheet or the band writes it: 12-hour with AM or
 * PM ("8pm", "8:30 p.m.") or 24-hour, in two digits as a 24-hour clock
 * writes them ("20:00", "08:00", "10:30"). A one-digit hour without AM or PM
 * is refused: "8:00" may be an evening gig (decision 078). Beside a date
 * written as a US spreadsheet writes it (`twelveHour`: "2/19/2027", "Feb 19,
 * 2027", a Time column), "10:30", "11:00" and "12:00" are refused too: there a
 * clock is a 12-hour one, and a 10:30 show is most likely at night.
 */
export function readTimeOfDay(text: string, { twelveHour = false } = {}): Read<TimeOfDay> {
  const typed = text.trim();
  const match = TIME.exec(typed);
  if (!match) return problem(`is not a time: use "8:00 PM", "8pm" or "20:00"`);
  const [, hourText = "", minute = "0", second = "0", meridiem] = match;
  let hour = Number(hourText);
  if (meridiem) {
    const written = /[ap]\.?\s*m\.?$/i.exec(typed)![0];
    if (hour < 1 || hour > 12)
      return problem(`has hour ${hour} with ${written}: use 1 to 12, or a 24-hour time`);
    hour = (hour % 12) + (meridiem.toLowerCase() === "p" ? 12 : 0);
  } else if (hour >= 1 && (hourText.length === 1 || (twelveHour && hour <= 12))) {
    const minutes = `${hourText}:${minute.padStart(2, "0")}`;
    const other =
      hour === 12
        ? `${minutes} PM for noon, ${minutes} AM for midnight`
        : `${minutes} PM (or ${minutes} AM, or 24-hour ${hour + 12}:${minute.padStart(2, "0")})`;
    return problem(`has the time "${typed}" without AM or PM: write ${other}`);
  }
  const time = { hour, minute: Number(minute), second: Number(second) };
  if (time.hour > 23 || time.minute > 59 || time.second > 59) return problem("is not a time of day");
  return { ok: true, value: time };
}

/** The day at the start of the text, and what follows it; null when no form of a day is there. */
function readDay(text: string): { day: Read<CalendarDay>; rest: string; iso?: true } | null {
  const iso = ISO_DAY.exec(text);
  if (iso) {
    const [whole, year, month, day] = iso;
    return {
      day: calendarDay(Number(year), Number(month), Number(day)),
      rest: text.slice(whole.length),
      iso: true,
    };
  }
  const us = US_DAY.exec(text);
  if (us) {
    const [whole, first, second, year] = us;
    const rest = text.slice(whole.length);
    const [month, day] = [Number(first), Number(second)];
    if (year!.length === 2) {
      return {
        day: problem(`has a two-digit year: write the year in full, ${month}/${day}/20${year}`),
        rest,
      };
    }
    if (year!.length !== 4) return null;
    // Month first, as in the US; a day first is named, never flipped (decision 078).
    if (month > 12 && day >= 1 && day <= 12) {
      const monthName = MONTH_NAMES[day - 1]!;
      const padded = `${year}-${String(day).padStart(2, "0")}-${String(month).padStart(2, "0")}`;
      return {
        day: problem(
          `reads day first (${first}/${second} as ${month} ${monthName}): dates here are month first (M/D/YYYY): write ${day}/${month}/${year}, or ${padded}`,
        ),
        rest,
      };
    }
    return { day: calendarDay(Number(year), month, day), rest };
  }
  for (const [pattern, order] of [
    [MONTH_FIRST, "month"],
    [DAY_FIRST, "day"],
  ] as const) {
    const named = pattern.exec(text);
    if (!named) continue;
    const [whole, a = "", b = "", year = ""] = named;
    const [monthWord, dayText] = order === "month" ? [a, b] : [b, a];
    const month = monthNumber(monthWord);
    if (!month) return null;
    const rest = text.slice(whole.length);
    if (year.length === 2) {
      return {
        day: problem(
          `has a two-digit year: write the year in full, ${MONTH_NAMES[month - 1]} ${dayText}, 20${year}`,
        ),
        rest,
      };
    }
    if (year.length !== 4) return null;
    return { day: calendarDay(Number(year), month, Number(dayText)), rest };
  }
  return null;
}

function calendarDay(year: number, month: number, day: number): Read<CalendarDay> {
  const badYear = yearProblem(year);
  if (badYear) return problem(badYear);
  if (month < 1 || month > 12) return problem(`has no month ${month}`);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) {
    return problem(`is not a date: ${MONTH_NAMES[month - 1]} ${year} has no day ${day}`);
  }
  return { ok: true, value: { year, month, day } };
}

/**
 * A local date and optional time as the band or a spreadsheet writes it
 * (decision 078): the day as "2026-05-01", "5/1/2026" (month first),
 * "May 1, 2026" or "1 May 2026", after an optional weekday that must be the
 * day's; then optionally a time (readTimeOfDay). `time` says whether a time
 * was written.
 */
export function readLocalDate(text: string): Read<{ day: CalendarDay; time: TimeOfDay | null }> {
  let rest = text.trim();
  let weekday = -1;
  const named = WEEKDAY.exec(rest);
  if (named && weekdayIndex(named[1]!) >= 0) {
    weekday = weekdayIndex(named[1]!);
    rest = rest.slice(named[0].length);
  }
  const read = readDay(rest);
  if (!read) return problem(`is not a date: ${DATE_FORMS}`);
  if (!read.day.ok) return read.day;
  const day = read.day.value;
  if (weekday >= 0) {
    const actual = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    if (actual !== weekday) {
      return problem(
        `says ${WEEKDAY_NAMES[weekday]}, but ${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year} is a ${WEEKDAY_NAMES[actual]}`,
      );
    }
  }
  if (read.rest.trim() === "") return { ok: true, value: { day, time: null } };
  const joined = BEFORE_TIME.exec(read.rest)![0];
  if (joined === "") return problem(`is not a date: ${DATE_FORMS}`);
  const timeText = read.rest.slice(joined.length);
  if (!TIME.test(timeText.trim())) return problem(`is not a date: ${DATE_FORMS}`);
  const time = readTimeOfDay(timeText, { twelveHour: !read.iso });
  return time.ok ? { ok: true, value: { day, time: time.value } } : time;
}

/** Whether a typed date holds a time of day: "2/20/2027 8pm" or an ISO instant does, "2/20/2027" does not. */
export function hasTimeOfDay(text: string): boolean {
  if (WITH_OFFSET.test(text.trim())) return true;
  const read = readLocalDate(text);
  return read.ok && read.value.time !== null;
}

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

/** "", "TBA", "TBD": no date (or no time) yet. */
export const isToBeAnnounced = (text: string) => /^(tba|tbd)?$/i.test(text.trim());

function readTypedDate(input: unknown, timeZone: string, fail: (message: string) => never): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? fail("is not a date") : input;
  if (typeof input !== "string") return fail(`is not a date: ${DATE_FORMS}`);
  const text = input.trim();
  if (isToBeAnnounced(text)) return null;

  if (WITH_OFFSET.test(text)) {
    const date = parseStoredDate(text, timeZone);
    if (!date) return fail(`is not a real date and time: ${DATE_FORMS}`);
    return inRange(date, timeZone, fail);
  }

  const read = readLocalDate(text);
  if (!read.ok) return fail(read.message);
  const { day, time } = read.value;
  if (time && time.hour === 0 && time.minute === 0) {
    return fail(
      'is midnight, which the site shows as "time not announced": give the date alone, or a time such as 23:59 or 00:01',
    );
  }
  const date = fromWallClock({ ...day, hour: 0, minute: 0, second: 0, ...time }, timeZone);
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
