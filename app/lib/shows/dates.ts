import { currentLanguage, currentLanguageTag } from "#app/i18n/site-languages.ts";

import {
  addDays,
  formatOffset,
  fromWallClock,
  MONTH_NAMES,
  toWallClock,
  type WallClock,
} from "../time-zone.ts";

const LISTED_AFTER_START_MS = 4 * 60 * 60 * 1000;
const DATE_ONLY_LISTED_UNTIL_HOUR = 4;

/** A show starting at local midnight has no announced time: the band stored the date only. */
export function isDateOnly(start: Date, timeZone: string): boolean {
  const clock = toWallClock(start, timeZone);
  return clock.hour === 0 && clock.minute === 0;
}

/**
 * English is built from numbers, not Intl's date styles: their spacing (a narrow no-break space before
 * "PM") differs between ICU versions, so between server and browser. Other languages take Intl's own
 * form in the page's language ("8 de diciembre de 2026 a las 8:00 p.m.").
 */
export function formatShowDate(start: Date, timeZone: string): string {
  const clock = toWallClock(start, timeZone);
  if (!inEnglish()) return localDate(start, timeZone, { year: "numeric", ...LONG_DAY, ...timeParts(clock) });
  return withTime(`${MONTH_NAMES[clock.month - 1]} ${clock.day}, ${clock.year}`, clock);
}

function formatClockTime(clock: WallClock): string | null {
  if (clock.hour === 0 && clock.minute === 0) return null;
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const minute = String(clock.minute).padStart(2, "0");
  return `${hour12}:${minute} ${clock.hour < 12 ? "AM" : "PM"}`;
}

function withTime(date: string, clock: WallClock): string {
  const time = formatClockTime(clock);
  return time ? `${date} at ${time}` : date;
}

// The page's language (app/i18n/.server/request-language.ts); the admin and the tools are in English.
const inEnglish = () => currentLanguage() === "en";

const LONG_DAY = { month: "long", day: "numeric" } as const;

/** Intl's options for the time of day; none for a date-only show. */
function timeParts(clock: WallClock): Intl.DateTimeFormatOptions {
  return clock.hour === 0 && clock.minute === 0 ? {} : { hour: "numeric", minute: "2-digit" };
}

const localFormatters = new Map<string, Intl.DateTimeFormat>();

/** `instant` as the page's language writes it, in the show's own zone. */
function localDate(instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const tag = currentLanguageTag();
  const key = `${tag} ${timeZone} ${JSON.stringify(options)}`;
  let formatter = localFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    localFormatters.set(key, formatter);
  }
  return formatter.format(instant);
}

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export interface DateParts {
  month: string;
  day: number;
  weekday: string;
  year: number;
  /** "8:00 PM" ("8:00 p.m."); null when the time is not announced. */
  time: string | null;
}

export function showDateParts(start: Date, timeZone: string): DateParts {
  const clock = toWallClock(start, timeZone);
  if (!inEnglish()) {
    const time = timeParts(clock);
    return {
      month: localDate(start, timeZone, { month: "short" }),
      day: clock.day,
      weekday: localDate(start, timeZone, { weekday: "short" }),
      year: clock.year,
      time: "hour" in time ? localDate(start, timeZone, time) : null,
    };
  }
  return {
    month: MONTH_NAMES[clock.month - 1]!.slice(0, 3),
    day: clock.day,
    weekday: WEEKDAY_NAMES[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()]!,
    year: clock.year,
    time: formatClockTime(clock),
  };
}

export function formatOnSaleDate(onSale: Date, now: Date, timeZone: string): string {
  const clock = toWallClock(onSale, timeZone);
  const sameYear = clock.year === toWallClock(now, timeZone).year;
  if (!inEnglish()) {
    return localDate(onSale, timeZone, {
      ...(!sameYear && { year: "numeric" }),
      ...LONG_DAY,
      ...timeParts(clock),
    });
  }
  const date = `${MONTH_NAMES[clock.month - 1]} ${clock.day}${sameYear ? "" : `, ${clock.year}`}`;
  return withTime(date, clock);
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** A date-only show gets a day ("2025-04-25"), not a midnight start. */
export function showDateTimeAttribute(start: Date, timeZone: string): string {
  if (isDateOnly(start, timeZone)) return localIsoDate(start, timeZone);
  return localIsoDateTime(start, timeZone);
}

export function localIsoDate(instant: Date, timeZone: string): string {
  const clock = toWallClock(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

export function localIsoDateTime(instant: Date, timeZone: string): string {
  const clock = toWallClock(instant, timeZone);
  return `${localIsoDate(instant, timeZone)}T${pad(clock.hour)}:${pad(clock.minute)}${formatOffset(instant, timeZone)}`;
}

export function listedUntil(start: Date, timeZone: string): Date {
  if (!isDateOnly(start, timeZone)) {
    return new Date(start.getTime() + LISTED_AFTER_START_MS);
  }
  const nextDay = addDays(toWallClock(start, timeZone), 1);
  const until = { ...nextDay, hour: DATE_ONLY_LISTED_UNTIL_HOUR, minute: 0, second: 0 };
  // 04:00 always exists: US and EU DST changes happen at 02:00 or 03:00.
  return fromWallClock(until, timeZone) ?? new Date(start.getTime() + (24 + 4) * 60 * 60 * 1000);
}

export function isUpcoming(start: Date | null, now: Date, timeZone: string): boolean {
  return start === null || now.getTime() < listedUntil(start, timeZone).getTime();
}
