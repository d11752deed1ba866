import {
  addDays,
  formatOffset,
  fromWallClock,
  MONTH_NAMES,
  toWallClock,
  type WallClock,
} from "../time-zone.ts";

/** A show is listed until this long after it starts. */
const LISTED_AFTER_START_MS = 4 * 60 * 60 * 1000;
/** A date-only show is listed until this hour of the next day. */
const DATE_ONLY_LISTED_UNTIL_HOUR = 4;

/**
 * A show starting at local midnight has no announced time: the band stores
 * the date only.
 */
export function isDateOnly(start: Date, timeZone: string): boolean {
  const clock = toWallClock(start, timeZone);
  return clock.hour === 0 && clock.minute === 0;
}

/**
 * "April 25, 2025 at 8:00 PM", or "April 25, 2025" when the time is not
 * announced. Built from numbers rather than Intl's date styles, whose spacing
 * (a narrow no-break space before "PM") differs between ICU versions and so
 * between server and browser.
 */
export function formatShowDate(start: Date, timeZone: string): string {
  const clock = toWallClock(start, timeZone);
  return withTime(`${MONTH_NAMES[clock.month - 1]} ${clock.day}, ${clock.year}`, clock);
}

/** "8:00 PM"; null at local midnight (the time is not announced). */
function formatClockTime(clock: WallClock): string | null {
  if (clock.hour === 0 && clock.minute === 0) return null;
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const minute = String(clock.minute).padStart(2, "0");
  return `${hour12}:${minute} ${clock.hour < 12 ? "AM" : "PM"}`;
}

/** "8:00 PM" after the date, unless the time is local midnight (not announced). */
function withTime(date: string, clock: WallClock): string {
  const time = formatClockTime(clock);
  return time ? `${date} at ${time}` : date;
}

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** A show's date as a date block shows it: "NOV" over "26" over "THU", and the time beside. */
export interface DateParts {
  /** "Nov" */
  month: string;
  /** 26 */
  day: number;
  /** "Thu" */
  weekday: string;
  year: number;
  /** "8:00 PM"; null when the time is not announced. */
  time: string | null;
}

/** The parts of a show's start in the band's zone, for the date block of a card or a page. */
export function showDateParts(start: Date, timeZone: string): DateParts {
  const clock = toWallClock(start, timeZone);
  return {
    month: MONTH_NAMES[clock.month - 1]!.slice(0, 3),
    day: clock.day,
    weekday: WEEKDAY_NAMES[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()]!,
    year: clock.year,
    time: formatClockTime(clock),
  };
}

/**
 * When tickets go on sale, as fans read it: "December 1 at 10:00 AM", with
 * the year only when it is not this year ("January 5, 2027 at 10:00 AM").
 */
export function formatOnSaleDate(onSale: Date, now: Date, timeZone: string): string {
  const clock = toWallClock(onSale, timeZone);
  const sameYear = clock.year === toWallClock(now, timeZone).year;
  const date = `${MONTH_NAMES[clock.month - 1]} ${clock.day}${sameYear ? "" : `, ${clock.year}`}`;
  return withTime(date, clock);
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * The machine-readable date for `<time datetime>`, in the band's zone:
 * "2025-04-25" for a date-only show (a day, not a midnight start), else
 * "2025-04-25T20:00-04:00" (the wall-clock time with its offset).
 */
export function showDateTimeAttribute(start: Date, timeZone: string): string {
  if (isDateOnly(start, timeZone)) return localIsoDate(start, timeZone);
  return localIsoDateTime(start, timeZone);
}

/** The day in the band's zone: "2025-04-25". */
export function localIsoDate(instant: Date, timeZone: string): string {
  const clock = toWallClock(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The wall-clock time in the band's zone with its offset, even at midnight: "2025-04-25T20:00-04:00". */
export function localIsoDateTime(instant: Date, timeZone: string): string {
  const clock = toWallClock(instant, timeZone);
  return `${localIsoDate(instant, timeZone)}T${pad(clock.hour)}:${pad(clock.minute)}${formatOffset(instant, timeZone)}`;
}

/** The moment a show stops being listed. */
export function listedUntil(start: Date, timeZone: string): Date {
  if (!isDateOnly(start, timeZone)) {
    return new Date(start.getTime() + LISTED_AFTER_START_MS);
  }
  const nextDay = addDays(toWallClock(start, timeZone), 1);
  const until = { ...nextDay, hour: DATE_ONLY_LISTED_UNTIL_HOUR, minute: 0, second: 0 };
  // 04:00 always exists: US and EU DST changes happen at 02:00 or 03:00.
  return fromWallClock(until, timeZone) ?? new Date(start.getTime() + (24 + 4) * 60 * 60 * 1000);
}

/** Whether a show with this start is still listed at `now`. Undated shows always are. */
export function isUpcoming(start: Date | null, now: Date, timeZone: string): boolean {
  return start === null || now.getTime() < listedUntil(start, timeZone).getTime();
}
