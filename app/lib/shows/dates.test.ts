import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { withProcessTimeZone } from "#tests/process-time-zone.ts";

import { fromWallClock, toWallClock } from "../time-zone.ts";
import { formatShowDate, isDateOnly, isUpcoming, showDateParts, showDateTimeAttribute } from "./dates.ts";

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const at = (iso: string) => new Date(iso);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";
const SHOW_DATE = new RegExp(`^${MONTH} \\d{1,2}, \\d{4}( at \\d{1,2}:\\d{2} (AM|PM))?$`);

const zones = [
  NEW_YORK,
  "America/Los_Angeles",
  "America/St_Johns",
  "Europe/Berlin",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "UTC",
];
const anyZone = fc.constantFrom(...zones);
const anyInstant = fc.date({
  min: at("1971-01-01T00:00:00Z"),
  max: at("2099-12-31T00:00:00Z"),
  noInvalidDate: true,
});

describe("formatShowDate", () => {
  test("spells out the date and time in the band's zone", () => {
    expect(formatShowDate(at("2025-04-26T00:00:00Z"), NEW_YORK)).toBe("April 25, 2025 at 8:00 PM");
  });

  test("separates the time and AM/PM with a plain ASCII space", () => {
    const text = formatShowDate(at("2025-04-26T00:00:00Z"), NEW_YORK);
    expect(text.endsWith("8:00 PM")).toBe(true);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
  });

  test("shows only the date for a show at local midnight (time not announced)", () => {
    expect(formatShowDate(at("2025-04-25T04:00:00Z"), NEW_YORK)).toBe("April 25, 2025");
    expect(formatShowDate(at("2025-01-10T05:00:00Z"), NEW_YORK)).toBe("January 10, 2025");
  });

  test("writes noon as 12 PM and the half hour after midnight as 12:30 AM", () => {
    expect(formatShowDate(at("2025-04-25T16:00:00Z"), NEW_YORK)).toBe("April 25, 2025 at 12:00 PM");
    expect(formatShowDate(at("2025-04-25T04:30:00Z"), NEW_YORK)).toBe("April 25, 2025 at 12:30 AM");
    expect(formatShowDate(at("2025-04-25T04:01:00Z"), NEW_YORK)).toBe("April 25, 2025 at 12:01 AM");
    expect(formatShowDate(at("2025-04-25T15:59:00Z"), NEW_YORK)).toBe("April 25, 2025 at 11:59 AM");
    expect(formatShowDate(at("2025-04-26T03:59:00Z"), NEW_YORK)).toBe("April 25, 2025 at 11:59 PM");
    expect(formatShowDate(at("2025-04-25T13:05:00Z"), NEW_YORK)).toBe("April 25, 2025 at 9:05 AM");
  });

  test("uses the date in the band's zone, not in UTC", () => {
    // 01:00 UTC on May 1 is still April 30 in New York.
    expect(formatShowDate(at("2025-05-01T01:00:00Z"), NEW_YORK)).toBe("April 30, 2025 at 9:00 PM");
    expect(formatShowDate(at("2026-01-01T03:00:00Z"), NEW_YORK)).toBe("December 31, 2025 at 10:00 PM");
  });

  test("gives each zone its own wall-clock reading of the same instant", () => {
    const instant = at("2025-04-26T00:00:00Z");
    expect(formatShowDate(instant, "Europe/Berlin")).toBe("April 26, 2025 at 2:00 AM");
    expect(formatShowDate(instant, "Asia/Tokyo")).toBe("April 26, 2025 at 9:00 AM");
    expect(formatShowDate(instant, "Asia/Kolkata")).toBe("April 26, 2025 at 5:30 AM");
    expect(formatShowDate(instant, "Australia/Lord_Howe")).toBe("April 26, 2025 at 10:30 AM");
    expect(formatShowDate(instant, "UTC")).toBe("April 26, 2025");
    // Midnight in Tokyo is a date-only show there, and a timed one in New York.
    expect(formatShowDate(at("2025-04-25T15:00:00Z"), "Asia/Tokyo")).toBe("April 26, 2025");
    expect(formatShowDate(at("2025-04-25T15:00:00Z"), NEW_YORK)).toBe("April 25, 2025 at 11:00 AM");
  });

  test("always has the shape 'Month D, YYYY' with an optional ' at H:MM AM/PM'", () => {
    fc.assert(
      fc.property(anyInstant, anyZone, (instant, timeZone) => {
        expect(formatShowDate(instant, timeZone)).toMatch(SHOW_DATE);
      }),
      { numRuns: 2000 },
    );
  });

  test("always reads back as the zone's wall clock, to the minute", () => {
    const months = MONTH.slice(1, -1).split("|");
    const parts = /^(\w+) (\d+), (\d+)(?: at (\d+):(\d+) (AM|PM))?$/;
    fc.assert(
      fc.property(anyInstant, anyZone, (instant, timeZone) => {
        const [, month, day, year, hour12 = "12", minute = "00", meridiem = "AM"] = parts.exec(
          formatShowDate(instant, timeZone),
        )!;
        const clock = toWallClock(instant, timeZone);
        expect(months.indexOf(month!) + 1).toBe(clock.month);
        expect(Number(day)).toBe(clock.day);
        expect(Number(year)).toBe(clock.year);
        expect((Number(hour12) % 12) + (meridiem === "PM" ? 12 : 0)).toBe(clock.hour);
        expect(Number(minute)).toBe(clock.minute);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("showDateParts: the date block of a card", () => {
  test("gives month, day, weekday and time in the band's zone", () => {
    // 01:30 UTC on Friday the 27th is 8:30 PM on Thursday the 26th in New York.
    expect(showDateParts(at("2026-11-27T01:30:00Z"), NEW_YORK)).toEqual({
      month: "Nov",
      day: 26,
      weekday: "Thu",
      year: 2026,
      time: "8:30 PM",
    });
    expect(showDateParts(at("2026-11-27T01:30:00Z"), "UTC")).toMatchObject({ day: 27, weekday: "Fri" });
  });

  test("has no time for a date-only show", () => {
    expect(showDateParts(at("2026-12-10T05:00:00Z"), NEW_YORK)).toEqual({
      month: "Dec",
      day: 10,
      weekday: "Thu",
      year: 2026,
      time: null,
    });
  });

  test("always agrees with the full date a fan reads beside it", () => {
    const weekdays = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
    fc.assert(
      fc.property(anyInstant, anyZone, (instant, timeZone) => {
        const parts = showDateParts(instant, timeZone);
        const full = formatShowDate(instant, timeZone);
        expect(full.startsWith(`${parts.month}`)).toBe(true);
        expect(full).toContain(` ${parts.day}, ${parts.year}`);
        expect(parts.time === null ? !full.includes(" at ") : full.endsWith(` at ${parts.time}`)).toBe(true);
        const clock = toWallClock(instant, timeZone);
        expect(parts.weekday).toBe(weekdays.format(Date.UTC(clock.year, clock.month - 1, clock.day)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("showDateTimeAttribute", () => {
  test("is the band's wall-clock time with its offset, summer and winter", () => {
    expect(showDateTimeAttribute(at("2025-04-26T00:00:00Z"), NEW_YORK)).toBe("2025-04-25T20:00-04:00");
    expect(showDateTimeAttribute(at("2025-12-06T01:30:00Z"), NEW_YORK)).toBe("2025-12-05T20:30-05:00");
    expect(showDateTimeAttribute(at("2025-04-25T18:00:00Z"), "Asia/Kolkata")).toBe("2025-04-25T23:30+05:30");
  });

  test("is the day alone for a date-only show, not a midnight start", () => {
    expect(showDateTimeAttribute(at("2025-04-25T04:00:00Z"), NEW_YORK)).toBe("2025-04-25");
  });

  test("always names the same minute as the show's start (or its day)", () => {
    fc.assert(
      fc.property(anyInstant, anyZone, (instant, zone) => {
        const attribute = showDateTimeAttribute(instant, zone);
        if (isDateOnly(instant, zone)) {
          expect(attribute).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        } else {
          const minute = Math.floor(instant.getTime() / MINUTE) * MINUTE;
          expect(new Date(attribute).getTime()).toBe(minute);
        }
      }),
    );
  });
});

describe("isDateOnly", () => {
  test("is true exactly at local midnight in the given zone", () => {
    expect(isDateOnly(at("2025-04-25T04:00:00Z"), NEW_YORK)).toBe(true);
    expect(isDateOnly(at("2025-01-10T05:00:00Z"), NEW_YORK)).toBe(true);
    expect(isDateOnly(at("2025-04-25T04:01:00Z"), NEW_YORK)).toBe(false);
    expect(isDateOnly(at("2025-04-25T00:00:00Z"), NEW_YORK)).toBe(false);
    expect(isDateOnly(at("2025-04-25T00:00:00Z"), "UTC")).toBe(true);
  });
});

describe("isUpcoming: a show stays listed until 4 hours after its start", () => {
  const start = at("2025-04-26T00:00:00Z"); // April 25, 8:00 PM in New York

  test("is listed before, at and up to 4 hours after the start, and not from then on", () => {
    expect(isUpcoming(start, at("2025-04-01T00:00:00Z"), NEW_YORK)).toBe(true);
    expect(isUpcoming(start, start, NEW_YORK)).toBe(true);
    expect(isUpcoming(start, plus(start, 3 * HOUR + 59 * MINUTE), NEW_YORK)).toBe(true);
    expect(isUpcoming(start, plus(start, 4 * HOUR - 1), NEW_YORK)).toBe(true);
    expect(isUpcoming(start, plus(start, 4 * HOUR), NEW_YORK)).toBe(false);
    expect(isUpcoming(start, plus(start, 5 * HOUR), NEW_YORK)).toBe(false);
    expect(isUpcoming(start, at("2026-01-01T00:00:00Z"), NEW_YORK)).toBe(false);
  });

  test("counts 4 real hours across a daylight saving change", () => {
    // November 1, 11:30 PM EDT; clocks go back at 2:00 AM, so 4 hours later it is 2:30 AM EST.
    const beforeFallBack = at("2025-11-02T03:30:00Z");
    expect(isUpcoming(beforeFallBack, at("2025-11-02T07:29:59Z"), NEW_YORK)).toBe(true);
    expect(isUpcoming(beforeFallBack, at("2025-11-02T07:30:00Z"), NEW_YORK)).toBe(false);
    // March 8, 11:30 PM EST; clocks go forward at 2:00 AM, so 4 hours later it is 4:30 AM EDT.
    const beforeSpringForward = at("2025-03-09T04:30:00Z");
    expect(isUpcoming(beforeSpringForward, at("2025-03-09T08:29:59Z"), NEW_YORK)).toBe(true);
    expect(isUpcoming(beforeSpringForward, at("2025-03-09T08:30:00Z"), NEW_YORK)).toBe(false);
  });

  test("keeps a show without a date listed at any time", () => {
    expect(isUpcoming(null, at("2025-04-26T00:00:00Z"), NEW_YORK)).toBe(true);
    expect(isUpcoming(null, at("2099-12-31T23:59:59Z"), NEW_YORK)).toBe(true);
  });

  test("lists every timed show for exactly 4 hours after its start", () => {
    fc.assert(
      fc.property(anyInstant, anyZone, (showStart, timeZone) => {
        fc.pre(!isDateOnly(showStart, timeZone));
        expect(isUpcoming(showStart, showStart, timeZone)).toBe(true);
        expect(isUpcoming(showStart, plus(showStart, 4 * HOUR - 1), timeZone)).toBe(true);
        expect(isUpcoming(showStart, plus(showStart, 4 * HOUR), timeZone)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  test("never lists a show again once it has stopped being listed", () => {
    fc.assert(
      fc.property(
        fc.option(anyInstant, { nil: null }),
        anyInstant,
        fc.integer({ min: 0, max: 10 * 24 * HOUR }),
        anyZone,
        (showStart, now, later, timeZone) => {
          if (!isUpcoming(showStart, now, timeZone)) {
            expect(isUpcoming(showStart, plus(now, later), timeZone)).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("isUpcoming: a date-only show stays listed until 04:00 the next day", () => {
  /** Listed at 03:59:59.999 the next day in New York, gone at 04:00:00. */
  function expectListedUntil(dateOnlyStart: string, lastListed: string, firstGone: string) {
    const start = at(dateOnlyStart);
    expect(formatShowDate(start, NEW_YORK)).not.toContain(" at ");
    expect(isUpcoming(start, start, NEW_YORK)).toBe(true);
    expect(isUpcoming(start, at(lastListed), NEW_YORK)).toBe(true);
    expect(isUpcoming(start, at(firstGone), NEW_YORK)).toBe(false);
    expect(toWallClock(at(firstGone), NEW_YORK)).toMatchObject({ hour: 4, minute: 0, second: 0 });
  }

  test("is listed all evening and into the night, and gone at 4 AM", () => {
    const start = at("2025-04-25T04:00:00Z"); // April 25, 2025 (no time)
    expect(isUpcoming(start, at("2025-04-26T03:59:00Z"), NEW_YORK)).toBe(true); // April 25, 11:59 PM
    expect(isUpcoming(start, at("2025-04-26T07:59:00Z"), NEW_YORK)).toBe(true); // April 26, 3:59 AM
    expectListedUntil("2025-04-25T04:00:00Z", "2025-04-26T07:59:59.999Z", "2025-04-26T08:00:00Z");
    expect(isUpcoming(start, at("2025-04-26T12:00:00Z"), NEW_YORK)).toBe(false);
  });

  test("ends at 04:00 local time when the clocks go forward overnight (2025-03-09)", () => {
    // The night is an hour shorter: 04:00 EDT is 08:00 UTC, not 09:00.
    expectListedUntil("2025-03-08T05:00:00Z", "2025-03-09T07:59:59.999Z", "2025-03-09T08:00:00Z");
    expect(isUpcoming(at("2025-03-08T05:00:00Z"), at("2025-03-09T08:30:00Z"), NEW_YORK)).toBe(false);
    // A show on the day of the change itself.
    expectListedUntil("2025-03-09T05:00:00Z", "2025-03-10T07:59:59.999Z", "2025-03-10T08:00:00Z");
  });

  test("ends at 04:00 local time when the clocks go back overnight (2025-11-02)", () => {
    // The night is an hour longer: 04:00 EST is 09:00 UTC, not 08:00.
    expectListedUntil("2025-11-01T04:00:00Z", "2025-11-02T08:59:59.999Z", "2025-11-02T09:00:00Z");
    expect(isUpcoming(at("2025-11-01T04:00:00Z"), at("2025-11-02T08:30:00Z"), NEW_YORK)).toBe(true);
    // A show on the day of the change itself.
    expectListedUntil("2025-11-02T04:00:00Z", "2025-11-03T08:59:59.999Z", "2025-11-03T09:00:00Z");
  });

  test("rolls over month and year ends", () => {
    expectListedUntil("2025-01-31T05:00:00Z", "2025-02-01T08:59:59.999Z", "2025-02-01T09:00:00Z");
    expectListedUntil("2025-02-28T05:00:00Z", "2025-03-01T08:59:59.999Z", "2025-03-01T09:00:00Z");
    expectListedUntil("2024-02-28T05:00:00Z", "2024-02-29T08:59:59.999Z", "2024-02-29T09:00:00Z");
    expectListedUntil("2024-02-29T05:00:00Z", "2024-03-01T08:59:59.999Z", "2024-03-01T09:00:00Z");
    expectListedUntil("2025-06-30T04:00:00Z", "2025-07-01T07:59:59.999Z", "2025-07-01T08:00:00Z");
    expectListedUntil("2025-12-31T05:00:00Z", "2026-01-01T08:59:59.999Z", "2026-01-01T09:00:00Z");
  });

  test("follows the zone it is given", () => {
    // Berlin, the night its clocks go forward: 04:00 CEST on March 30 is 02:00 UTC.
    const berlin = at("2025-03-28T23:00:00Z");
    expect(isUpcoming(berlin, at("2025-03-30T01:59:59Z"), "Europe/Berlin")).toBe(true);
    expect(isUpcoming(berlin, at("2025-03-30T02:00:00Z"), "Europe/Berlin")).toBe(false);
    // Tokyo, no daylight saving.
    const tokyo = at("2025-04-24T15:00:00Z");
    expect(isUpcoming(tokyo, at("2025-04-25T18:59:59Z"), "Asia/Tokyo")).toBe(true);
    expect(isUpcoming(tokyo, at("2025-04-25T19:00:00Z"), "Asia/Tokyo")).toBe(false);
    // Lord Howe, half-hour clock changes: forward at 02:00 on October 5, back at 02:00 on April 6.
    const lordHoweSpring = at("2025-10-03T13:30:00Z"); // October 4, midnight (+10:30)
    expect(isUpcoming(lordHoweSpring, at("2025-10-04T16:59:59Z"), "Australia/Lord_Howe")).toBe(true);
    expect(isUpcoming(lordHoweSpring, at("2025-10-04T17:00:00Z"), "Australia/Lord_Howe")).toBe(false);
    const lordHoweAutumn = at("2025-04-04T13:00:00Z"); // April 5, midnight (+11:00)
    expect(isUpcoming(lordHoweAutumn, at("2025-04-05T17:29:59Z"), "Australia/Lord_Howe")).toBe(true);
    expect(isUpcoming(lordHoweAutumn, at("2025-04-05T17:30:00Z"), "Australia/Lord_Howe")).toBe(false);
  });

  test("judges midnight in the given zone: the same instant can be date-only in one zone and timed in another", () => {
    const instant = at("2025-04-25T04:00:00Z"); // midnight in New York, 6:00 AM in Berlin
    expect(isUpcoming(instant, at("2025-04-25T09:00:00Z"), NEW_YORK)).toBe(true);
    expect(isUpcoming(instant, at("2025-04-25T09:00:00Z"), "Europe/Berlin")).toBe(false);
  });

  const calendarDate = fc
    .date({ min: at("1971-01-01T00:00:00Z"), max: at("2099-12-30T00:00:00Z"), noInvalidDate: true })
    .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
  // Zones whose midnight always exists (Brazil's used to be skipped by its clock changes).
  const midnightZone = fc.constantFrom(
    NEW_YORK,
    "America/Los_Angeles",
    "Europe/Berlin",
    "Asia/Tokyo",
    "Asia/Kolkata",
    "Australia/Lord_Howe",
    "UTC",
  );

  test("for any date and zone, stops being listed exactly when the next day's clocks read 04:00", () => {
    fc.assert(
      fc.property(calendarDate, midnightZone, (date, timeZone) => {
        const start = fromWallClock({ ...date, hour: 0, minute: 0, second: 0 }, timeZone)!;
        expect(start).not.toBeNull();
        // Find the first moment the show is no longer listed (isUpcoming is monotonic).
        let listed = start.getTime();
        let gone = listed + 48 * HOUR;
        expect(isUpcoming(start, new Date(gone), timeZone)).toBe(false);
        while (gone - listed > 1) {
          const middle = Math.floor((listed + gone) / 2);
          if (isUpcoming(start, new Date(middle), timeZone)) listed = middle;
          else gone = middle;
        }
        const nextDay = toWallClock(new Date(start.getTime() + 36 * HOUR), timeZone);
        expect(toWallClock(new Date(gone), timeZone)).toEqual({
          year: nextDay.year,
          month: nextDay.month,
          day: nextDay.day,
          hour: 4,
          minute: 0,
          second: 0,
        });
        expect(toWallClock(new Date(listed), timeZone)).toMatchObject({ hour: 3, minute: 59, second: 59 });
      }),
      { numRuns: 300 },
    );
  });
});

describe("independent of the server's time zone", () => {
  const processZones = ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati", "Pacific/Pago_Pago"];
  const examples = [
    "2025-04-26T00:00:00Z",
    "2025-04-25T04:00:00Z",
    "2025-03-08T05:00:00Z",
    "2025-11-02T04:00:00Z",
    "2025-12-31T05:00:00Z",
  ].map(at);
  const moments = [
    "2025-04-26T03:59:00Z",
    "2025-04-26T07:59:59Z",
    "2025-04-26T08:00:00Z",
    "2025-03-09T08:00:00Z",
    "2025-11-03T08:59:59Z",
    "2026-01-01T09:00:00Z",
  ].map(at);

  function results() {
    return examples.map((start) => ({
      text: formatShowDate(start, NEW_YORK),
      listed: moments.map((now) => isUpcoming(start, now, NEW_YORK)),
    }));
  }

  test("gives the same dates and listings whatever TZ the server runs in", () => {
    const inUtc = results();
    expect(inUtc[0]!.text).toBe("April 25, 2025 at 8:00 PM");
    for (const processZone of processZones) {
      withProcessTimeZone(processZone, () => {
        // The process really is in another zone now, so a Date's local getters would disagree.
        expect(new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset()).not.toBe(0);
        expect(results()).toEqual(inUtc);
      });
    }
  });

  test("formats any instant the same whatever TZ the server runs in", () => {
    fc.assert(
      fc.property(anyInstant, anyZone, fc.constantFrom(...processZones), (instant, timeZone, processZone) => {
        const inUtc = formatShowDate(instant, timeZone);
        expect(withProcessTimeZone(processZone, () => formatShowDate(instant, timeZone))).toBe(inUtc);
      }),
      { numRuns: 300 },
    );
  });
});
