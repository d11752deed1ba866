import fc from "fast-check";
import { describe, expect, test } from "vitest";

import {
  addDays,
  assertTimeZone,
  fromWallClock,
  offsetAt,
  toWallClock,
  type WallClock,
} from "./time-zone.ts";

const NEW_YORK = "America/New_York";
const HOUR = 60 * 60 * 1000;

function wall(text: string): WallClock {
  const [date = "", time = "00:00:00"] = text.split(" ");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute, second = 0] = time.split(":").map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second };
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

describe("toWallClock", () => {
  test("reads the clock in the given zone, not the server's", () => {
    const instant = new Date("2025-04-26T00:00:00Z");
    expect(toWallClock(instant, NEW_YORK)).toEqual(wall("2025-04-25 20:00:00"));
    expect(toWallClock(instant, "Europe/Berlin")).toEqual(wall("2025-04-26 02:00:00"));
    expect(toWallClock(instant, "Asia/Tokyo")).toEqual(wall("2025-04-26 09:00:00"));
    expect(toWallClock(instant, "Asia/Kolkata")).toEqual(wall("2025-04-26 05:30:00"));
    expect(toWallClock(instant, "UTC")).toEqual(wall("2025-04-26 00:00:00"));
  });

  test("midnight is hour 0, never 24", () => {
    expect(toWallClock(new Date("2025-04-25T04:00:00Z"), NEW_YORK)).toEqual(wall("2025-04-25 00:00:00"));
  });

  test("keeps the seconds and drops the milliseconds", () => {
    expect(toWallClock(new Date("2025-01-01T12:34:56.999Z"), "UTC")).toEqual(wall("2025-01-01 12:34:56"));
  });

  test("follows Lord Howe Island's half-hour daylight saving change", () => {
    // Clocks go back from 02:00 (+11:00) to 01:30 (+10:30) on 2025-04-06.
    expect(toWallClock(new Date("2025-04-05T14:59:59Z"), "Australia/Lord_Howe")).toEqual(
      wall("2025-04-06 01:59:59"),
    );
    expect(toWallClock(new Date("2025-04-05T15:00:00Z"), "Australia/Lord_Howe")).toEqual(
      wall("2025-04-06 01:30:00"),
    );
  });
});

describe("offsetAt", () => {
  test("is how far the zone is ahead of UTC, with daylight saving", () => {
    expect(offsetAt(new Date("2025-01-15T12:00:00Z"), NEW_YORK)).toBe(-5 * HOUR);
    expect(offsetAt(new Date("2025-07-15T12:00:00Z"), NEW_YORK)).toBe(-4 * HOUR);
    expect(offsetAt(new Date("2025-01-15T12:00:00Z"), "Europe/Berlin")).toBe(1 * HOUR);
    expect(offsetAt(new Date("2025-07-15T12:00:00Z"), "Europe/Berlin")).toBe(2 * HOUR);
    expect(offsetAt(new Date("2025-07-15T12:00:00Z"), "Asia/Tokyo")).toBe(9 * HOUR);
    expect(offsetAt(new Date("2025-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(5.5 * HOUR);
    expect(offsetAt(new Date("2025-07-15T12:00:00Z"), "Australia/Lord_Howe")).toBe(10.5 * HOUR);
    expect(offsetAt(new Date("2025-01-15T12:00:00Z"), "Australia/Lord_Howe")).toBe(11 * HOUR);
    expect(offsetAt(new Date("2025-07-15T12:00:00Z"), "UTC")).toBe(0);
  });

  test("changes exactly at New York's daylight saving switches", () => {
    expect(offsetAt(new Date("2025-03-09T06:59:59Z"), NEW_YORK)).toBe(-5 * HOUR);
    expect(offsetAt(new Date("2025-03-09T07:00:00Z"), NEW_YORK)).toBe(-4 * HOUR);
    expect(offsetAt(new Date("2025-11-02T05:59:59Z"), NEW_YORK)).toBe(-4 * HOUR);
    expect(offsetAt(new Date("2025-11-02T06:00:00Z"), NEW_YORK)).toBe(-5 * HOUR);
  });

  test("is a whole offset even for instants with milliseconds", () => {
    expect(offsetAt(new Date("2025-07-15T12:00:00.750Z"), NEW_YORK)).toBe(-4 * HOUR);
    expect(offsetAt(new Date("1969-12-31T23:59:59.250Z"), NEW_YORK)).toBe(-5 * HOUR);
  });
});

describe("fromWallClock", () => {
  test("finds the instant the zone's clocks show", () => {
    expect(iso(fromWallClock(wall("2025-04-25 20:00"), NEW_YORK))).toBe("2025-04-26T00:00:00.000Z");
    expect(iso(fromWallClock(wall("2025-01-10 20:00"), NEW_YORK))).toBe("2025-01-11T01:00:00.000Z");
    expect(iso(fromWallClock(wall("2025-04-25 20:00"), "Asia/Tokyo"))).toBe("2025-04-25T11:00:00.000Z");
    expect(iso(fromWallClock(wall("2025-04-25 20:00:30"), "UTC"))).toBe("2025-04-25T20:00:30.000Z");
  });

  test("returns null for a time skipped when the clocks go forward", () => {
    // New York: 02:00 -> 03:00 on 2025-03-09.
    expect(fromWallClock(wall("2025-03-09 02:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-03-09 02:30"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-03-09 02:59:59"), NEW_YORK)).toBeNull();
    expect(iso(fromWallClock(wall("2025-03-09 01:59:59"), NEW_YORK))).toBe("2025-03-09T06:59:59.000Z");
    expect(iso(fromWallClock(wall("2025-03-09 03:00"), NEW_YORK))).toBe("2025-03-09T07:00:00.000Z");
    // Berlin: 02:00 -> 03:00 on 2025-03-30.
    expect(fromWallClock(wall("2025-03-30 02:30"), "Europe/Berlin")).toBeNull();
    // Lord Howe: 02:00 -> 02:30 on 2025-10-05, a half-hour gap.
    expect(fromWallClock(wall("2025-10-05 02:15"), "Australia/Lord_Howe")).toBeNull();
    expect(iso(fromWallClock(wall("2025-10-05 02:30"), "Australia/Lord_Howe"))).toBe(
      "2025-10-04T15:30:00.000Z",
    );
  });

  test("returns the earlier instant for a time repeated when the clocks go back", () => {
    // New York: 01:00-02:00 happens twice on 2025-11-02 (EDT, then EST).
    expect(iso(fromWallClock(wall("2025-11-02 01:30"), NEW_YORK))).toBe("2025-11-02T05:30:00.000Z");
    expect(iso(fromWallClock(wall("2025-11-02 01:00"), NEW_YORK))).toBe("2025-11-02T05:00:00.000Z");
    expect(iso(fromWallClock(wall("2025-11-02 02:00"), NEW_YORK))).toBe("2025-11-02T07:00:00.000Z");
    // Berlin: 02:00-03:00 happens twice on 2025-10-26.
    expect(iso(fromWallClock(wall("2025-10-26 02:30"), "Europe/Berlin"))).toBe("2025-10-26T00:30:00.000Z");
    // Lord Howe: 01:30-02:00 happens twice on 2025-04-06 (+11:00, then +10:30).
    expect(iso(fromWallClock(wall("2025-04-06 01:45"), "Australia/Lord_Howe"))).toBe(
      "2025-04-05T14:45:00.000Z",
    );
  });

  test("returns null for dates and times that do not exist on any calendar", () => {
    expect(fromWallClock(wall("2025-02-30 20:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-02-29 20:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-04-31 20:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-13-01 20:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-00-10 20:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-04-00 20:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-04-25 24:00"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-04-25 20:60"), NEW_YORK)).toBeNull();
    expect(fromWallClock(wall("2025-04-25 20:00:60"), NEW_YORK)).toBeNull();
    expect(iso(fromWallClock(wall("2024-02-29 20:00"), NEW_YORK))).toBe("2024-03-01T01:00:00.000Z");
  });

  const zones = [
    NEW_YORK,
    "America/Los_Angeles",
    "America/St_Johns",
    "America/Sao_Paulo",
    "Europe/Berlin",
    "Europe/London",
    "Asia/Tokyo",
    "Asia/Kolkata",
    "Asia/Kathmandu",
    "Australia/Lord_Howe",
    "Pacific/Chatham",
    "UTC",
  ];
  const zone = fc.constantFrom(...zones);
  // Plain random instants seldom land near a clock change, so half of them are drawn from the hours
  // around 2025's changes in these zones.
  const clockChanges = [
    "2025-03-09T07:00:00Z",
    "2025-11-02T06:00:00Z",
    "2025-03-30T01:00:00Z",
    "2025-10-26T01:00:00Z",
    "2025-04-05T15:00:00Z",
    "2025-10-04T15:30:00Z",
    "2025-04-05T14:00:00Z",
    "2025-09-27T14:00:00Z",
  ].map((text) => new Date(text).getTime());
  const instant = fc.oneof(
    fc.date({
      min: new Date("1971-01-01T00:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
    fc
      .tuple(fc.constantFrom(...clockChanges), fc.integer({ min: -3 * HOUR, max: 3 * HOUR }))
      .map(([change, delta]) => new Date(change + delta)),
  );

  test("round-trips any instant to the second, or to the earlier of two instants with the same wall time", () => {
    fc.assert(
      fc.property(instant, zone, (date, timeZone) => {
        const wholeSecond = Math.floor(date.getTime() / 1000) * 1000;
        const clock = toWallClock(date, timeZone);
        const found = fromWallClock(clock, timeZone);
        expect(found).not.toBeNull();
        expect(toWallClock(found!, timeZone)).toEqual(clock);
        if (found!.getTime() !== wholeSecond) {
          // Ambiguous: the clocks were turned back between the two instants.
          expect(found!.getTime()).toBeLessThan(wholeSecond);
          expect(offsetAt(found!, timeZone)).toBeGreaterThan(offsetAt(date, timeZone));
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("never returns an instant whose wall time differs from the one asked for", () => {
    const clock = fc.record({
      year: fc.integer({ min: 1971, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(clock, zone, (asked, timeZone) => {
        const found = fromWallClock(asked, timeZone);
        if (found) expect(toWallClock(found, timeZone)).toEqual(asked);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("addDays", () => {
  test("moves the calendar date and keeps the time of day", () => {
    expect(addDays(wall("2025-04-25 20:15:30"), 1)).toEqual(wall("2025-04-26 20:15:30"));
    expect(addDays(wall("2025-04-25 20:15:30"), -1)).toEqual(wall("2025-04-24 20:15:30"));
    expect(addDays(wall("2025-04-25 20:15:30"), 0)).toEqual(wall("2025-04-25 20:15:30"));
  });

  test("rolls over month and year ends, leap years included", () => {
    expect(addDays(wall("2025-01-31 00:00"), 1)).toEqual(wall("2025-02-01 00:00"));
    expect(addDays(wall("2025-04-30 00:00"), 1)).toEqual(wall("2025-05-01 00:00"));
    expect(addDays(wall("2025-02-28 00:00"), 1)).toEqual(wall("2025-03-01 00:00"));
    expect(addDays(wall("2024-02-28 00:00"), 1)).toEqual(wall("2024-02-29 00:00"));
    expect(addDays(wall("2024-02-29 00:00"), 1)).toEqual(wall("2024-03-01 00:00"));
    expect(addDays(wall("2025-12-31 23:00"), 1)).toEqual(wall("2026-01-01 23:00"));
    expect(addDays(wall("2026-01-01 00:00"), -1)).toEqual(wall("2025-12-31 00:00"));
    expect(addDays(wall("2025-03-01 00:00"), -1)).toEqual(wall("2025-02-28 00:00"));
    expect(addDays(wall("2025-12-25 00:00"), 10)).toEqual(wall("2026-01-04 00:00"));
  });

  test("counts calendar days, unaffected by daylight saving", () => {
    expect(addDays(wall("2025-03-08 04:00"), 1)).toEqual(wall("2025-03-09 04:00"));
    expect(addDays(wall("2025-11-01 04:00"), 1)).toEqual(wall("2025-11-02 04:00"));
  });
});

describe("assertTimeZone", () => {
  test("accepts IANA zones the runtime knows", () => {
    for (const timeZone of [NEW_YORK, "Europe/Berlin", "Australia/Lord_Howe", "UTC"]) {
      expect(() => assertTimeZone(timeZone)).not.toThrow();
    }
  });

  test("throws a RangeError naming an unknown zone", () => {
    expect(() => assertTimeZone("Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => assertTimeZone("Mars/Olympus_Mons")).toThrow(/Mars\/Olympus_Mons/);
    expect(() => assertTimeZone("Eastern Time")).toThrow(RangeError);
    expect(() => assertTimeZone("")).toThrow(RangeError);
  });
});
