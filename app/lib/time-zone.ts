/**
 * Wall-clock time in a named time zone, computed with Intl only, so the
 * server's zone (TZ) and the visitor's never enter into it.
 */

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export const MONTH_NAMES = [
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
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function numericFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. */
export function toWallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of numericFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

function wallClockAsUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(instant: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return wallClockAsUtc(toWallClock(new Date(wholeSeconds), timeZone)) - wholeSeconds;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `timeZone`'s offset from UTC at `instant` as ISO 8601 writes it: "-04:00", "+05:30". */
export function formatOffset(instant: Date, timeZone: string): string {
  const minutes = Math.round(offsetAt(instant, timeZone) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * The instant at which the clocks in `timeZone` show `clock`.
 *
 * Returns null when that wall-clock time does not exist there (skipped by a
 * DST change, or an impossible date such as February 30). When it exists twice
 * (clocks turned back), the earlier instant is returned.
 */
export function fromWallClock(clock: WallClock, timeZone: string): Date | null {
  const asUtc = wallClockAsUtc(clock);
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== clock.year ||
    check.getUTCMonth() + 1 !== clock.month ||
    check.getUTCDate() !== clock.day ||
    check.getUTCHours() !== clock.hour ||
    check.getUTCMinutes() !== clock.minute ||
    check.getUTCSeconds() !== clock.second
  ) {
    return null;
  }
  // The offset on either side of a DST change is within a day of the target.
  const candidates = new Set([
    asUtc - offsetAt(new Date(asUtc - 86_400_000), timeZone),
    asUtc - offsetAt(new Date(asUtc + 86_400_000), timeZone),
  ]);
  const matches = [...candidates]
    .filter((time) => wallClockAsUtc(toWallClock(new Date(time), timeZone)) === asUtc)
    .sort((a, b) => a - b);
  return matches.length > 0 ? new Date(matches[0]!) : null;
}

/** Adds whole calendar days to a wall-clock date (month and year roll over). */
export function addDays(clock: WallClock, days: number): WallClock {
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return {
    ...clock,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

/**
 * The instant `days` calendar days after `now`'s date in `timeZone`, at the
 * wall-clock time `hour`:`minute` there; null when that time does not exist
 * (skipped by a DST change).
 */
export function wallClockDaysFrom(
  now: Date,
  days: number,
  { hour, minute = 0 }: { hour: number; minute?: number },
  timeZone: string,
): Date | null {
  return fromWallClock({ ...addDays(toWallClock(now, timeZone), days), hour, minute, second: 0 }, timeZone);
}

/** Throws a RangeError naming the zone when the runtime does not know it. */
export function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat("en-US", { timeZone });
}
