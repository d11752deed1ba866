import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isDateOnly } from "./dates.ts";
import { toWallClock } from "../time-zone.ts";
import { MAX_SUPPORTING_ARTISTS, MAX_TEXT_LENGTH, formatArtists } from "#app/lib/shows/text-parsers.ts";
import { ShowInputError, parseField, parseNewShow, parseShowFields } from "#app/lib/shows/input.ts";
import { SHOW_COLUMNS, SHOW_FIELD_NAMES, showWith } from "#app/lib/shows/fields.ts";
import { COLUMN_NAMES, findColumn } from "#cli/columns.ts";
import { LIFECYCLE_DEFAULTS } from "#tests/shows.ts";

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";
const parseShowDate = (input: unknown, timeZone: string) => parseField("date", input, timeZone);
const parsePrice = (input: unknown) => parseField("price", input, NEW_YORK);
const parseAges = (input: unknown) => parseField("ageRestriction", input, NEW_YORK);
const parseArtists = (input: unknown) => parseField("supportingArtists", input, NEW_YORK);
const parseLink = (input: unknown) => parseField("ticketLink", input, NEW_YORK);
const LONDON = "Europe/London";
const SYDNEY = "Australia/Sydney";
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DST_MESSAGE = /does not exist in .*: the clocks skip that hour when summer time starts/;

/** The instant parseShowDate gives, as an ISO string; fails the test on a rejection. */
function instant(input: unknown, timeZone = NEW_YORK): string | null {
  const parsed = parseShowDate(input, timeZone);
  if (!parsed.ok) throw new Error(`${JSON.stringify(input)} was rejected: ${parsed.message}`);
  return parsed.value ? parsed.value.toISOString() : null;
}

/** The message of a rejection; fails the test when the input is accepted. */
function rejection(parsed: { ok: true; value: unknown } | { ok: false; message: string }): string {
  if (parsed.ok) throw new Error(`accepted: ${String(parsed.value)}`);
  return parsed.message;
}

const dateRejection = (input: unknown, timeZone = NEW_YORK) => rejection(parseShowDate(input, timeZone));

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

// ---------------------------------------------------------------------------
// An independent view of wall-clock time, straight from Intl, to cross-check
// the library (which has its own, in time-zone.ts).

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallText(ms: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Every instant (ascending) at which the clocks in `timeZone` read `text` ("YYYY-MM-DD HH:MM"), found by trying every offset in quarter hours. */
function instantsShowing(text: string, timeZone: string): number[] {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text)!.map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const found: number[] = [];
  for (let offset = 14 * HOUR; offset >= -14 * HOUR; offset -= 15 * MINUTE) {
    const candidate = asUtc - offset;
    if (wallText(candidate, timeZone) === text) found.push(candidate);
  }
  return found;
}

/** The offset of `timeZone` at `ms` as "+HH:MM", from Intl alone. */
function isoOffset(ms: number, timeZone: string): string {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/
    .exec(wallText(ms, timeZone))!
    .map(Number);
  const minutes = Math.round(
    (Date.UTC(y!, mo! - 1, d!, h!, mi!) - Math.floor(ms / MINUTE) * MINUTE) / MINUTE,
  );
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** The local dates on which the clocks change in `timeZone` between the years given (inclusive). */
function clockChangeDays(timeZone: string, fromYear: number, toYear: number): string[] {
  const offsetAt = (ms: number) => isoOffset(ms, timeZone);
  const days = new Set<string>();
  for (let day = Date.UTC(fromYear, 0, 1); day < Date.UTC(toYear + 1, 0, 1); day += 24 * HOUR) {
    if (offsetAt(day) === offsetAt(day + 24 * HOUR)) continue;
    // Narrow the change down to the minute, then take the local date on either side of it.
    let before = day;
    let after = day + 24 * HOUR;
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === offsetAt(before)) before = middle;
      else after = middle;
    }
    days.add(wallText(before, timeZone).slice(0, 10));
    days.add(wallText(after, timeZone).slice(0, 10));
  }
  return [...days].sort();
}

const FROM_YEAR = 2024;
const TO_YEAR = 2031;

/** "YYYY-MM-DD HH:MM" wall-clock times, half on the days the clocks change, early in the morning. */
const clockChanges = new Map<string, string[]>();
function wallTimes(timeZone: string): fc.Arbitrary<string> {
  if (!clockChanges.has(timeZone)) clockChanges.set(timeZone, clockChangeDays(timeZone, FROM_YEAR, TO_YEAR));
  const anyDay = fc
    .date({
      min: new Date(Date.UTC(FROM_YEAR, 0, 1)),
      max: new Date(Date.UTC(TO_YEAR, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const anyTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));
  const early = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 59 }));
  return fc
    .oneof(fc.tuple(anyDay, anyTime), fc.tuple(fc.constantFrom(...clockChanges.get(timeZone)!), early))
    .map(([day, [hour, minute]]) => `${day} ${pad(hour)}:${pad(minute)}`)
    .filter((text) => !text.endsWith(" 00:00"));
}

/** A zone, and a wall-clock time there (often near its clock changes). */
const zoneAndWallTime = fc
  .constantFrom(NEW_YORK, LONDON, SYDNEY)
  .chain((timeZone) => fc.tuple(fc.constant(timeZone), wallTimes(timeZone)));

// ---------------------------------------------------------------------------

describe("parseShowDate: accepted forms", () => {
  test("a 24-hour time is wall-clock time in the band's zone (summer: UTC-4)", () => {
    expect(instant("2026-05-01 20:00")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-01T20:00")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-01T20:00:00")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-01 20:00:30")).toBe("2026-05-02T00:00:30.000Z");
    expect(instant("2026-05-01 00:01")).toBe("2026-05-01T04:01:00.000Z");
    expect(instant("2026-05-01 23:59")).toBe("2026-05-02T03:59:00.000Z");
  });

  test("winter is UTC-5", () => {
    expect(instant("2026-01-10 20:00")).toBe("2026-01-11T01:00:00.000Z");
    expect(instant("2026-12-31 21:00")).toBe("2027-01-01T02:00:00.000Z");
  });

  test("12-hour times with am/pm, in any case and spacing", () => {
    for (const text of [
      "2026-05-01 8pm",
      "2026-05-01 8PM",
      "2026-05-01 8 pm",
      "2026-05-01 8p.m.",
      "2026-05-01 8:00 PM",
      "2026-05-01 08:00pm",
    ]) {
      expect(instant(text), text).toBe("2026-05-02T00:00:00.000Z");
    }
    expect(instant("2026-05-01 8:30 PM")).toBe("2026-05-02T00:30:00.000Z");
    expect(instant("2026-05-01 9am")).toBe("2026-05-01T13:00:00.000Z");
    expect(instant("2026-05-01 12pm")).toBe("2026-05-01T16:00:00.000Z");
    expect(instant("2026-05-01 12:30 AM")).toBe("2026-05-01T04:30:00.000Z");
    expect(instant("2026-05-01 11:59 PM")).toBe("2026-05-02T03:59:00.000Z");
  });

  test("a date alone is local midnight: the time is not announced", () => {
    expect(instant("2026-05-01")).toBe("2026-05-01T04:00:00.000Z");
    expect(instant("2026-12-31")).toBe("2026-12-31T05:00:00.000Z");
    expect(instant("2026-5-1")).toBe("2026-05-01T04:00:00.000Z");
    const parsed = parseShowDate("2026-05-01", NEW_YORK);
    expect(parsed.ok && parsed.value && isDateOnly(parsed.value, NEW_YORK)).toBe(true);
    expect(toWallClock(new Date(instant("2026-05-01")!), NEW_YORK)).toEqual({
      year: 2026,
      month: 5,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  test("a date alone is midnight in whichever zone is given", () => {
    expect(instant("2026-05-01", "Asia/Tokyo")).toBe("2026-04-30T15:00:00.000Z");
    expect(instant("2026-05-01", LONDON)).toBe("2026-04-30T23:00:00.000Z");
  });

  test("an ISO date with Z or an offset is that instant, whatever the zone", () => {
    expect(instant("2026-05-01T20:00:00-04:00")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-01T21:00:00-03:00")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-02T00:00:00Z")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-02T00:00Z")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-02 00:00:00z")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-02T05:30:00+0530")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-02T00:00:00+00")).toBe("2026-05-02T00:00:00.000Z");
    expect(instant("2026-05-02T00:00:00.250Z")).toBe("2026-05-02T00:00:00.250Z");
    expect(instant("2026-05-02T00:00:00.5Z")).toBe("2026-05-02T00:00:00.500Z");
    expect(instant("2026-05-02T00:00:00Z", SYDNEY)).toBe("2026-05-02T00:00:00.000Z");
  });

  test("an ISO local midnight with its offset is the date-only show export writes", () => {
    const value = instant("2026-05-01T00:00:00-04:00");
    expect(value).toBe("2026-05-01T04:00:00.000Z");
    expect(isDateOnly(new Date(value!), NEW_YORK)).toBe(true);
  });

  test("when the clocks go back, a time that happens twice is the first one; the offset picks the second", () => {
    expect(instant("2026-11-01 01:30")).toBe("2026-11-01T05:30:00.000Z");
    expect(instant("2026-11-01T01:30:00-04:00")).toBe("2026-11-01T05:30:00.000Z");
    expect(instant("2026-11-01T01:30:00-05:00")).toBe("2026-11-01T06:30:00.000Z");
  });

  test("TBA, TBD, nothing: no date", () => {
    for (const input of ["TBA", "tba", "TBD", " tbd ", "", "   ", null, undefined]) {
      expect(parseShowDate(input, NEW_YORK), String(input)).toEqual({ ok: true, value: null });
    }
  });

  test("surrounding spaces do not matter", () => {
    expect(instant("  2026-05-01 20:00  ")).toBe("2026-05-02T00:00:00.000Z");
  });

  test("a Date passes through; an invalid one is refused", () => {
    const date = new Date("2026-05-02T00:00:00Z");
    expect(parseShowDate(date, NEW_YORK)).toEqual({ ok: true, value: date });
    expect(dateRejection(new Date(Number.NaN))).toMatch(/not a date/);
  });

  test("a year before 100 gets the year message, not a summer-time one", () => {
    for (const input of ["0050-05-01 20:00", "0050-05-01", "0099-12-31 8pm"]) {
      const parsed = parseShowDate(input, "America/New_York");
      expect(parsed.ok, input).toBe(false);
      if (!parsed.ok) expect(parsed.message, input).toContain("give a year from 1990 to 2100");
    }
  });

  test("February 29 only in leap years", () => {
    expect(instant("2028-02-29 20:00")).toBe("2028-03-01T01:00:00.000Z");
    expect(dateRejection("2026-02-29 20:00")).toBe("is not a date: February 2026 has no day 29");
  });

  test("the years 1990 to 2100 are accepted", () => {
    expect(instant("1990-01-01")).toBe("1990-01-01T05:00:00.000Z");
    expect(instant("2100-12-31 23:59")).toBe("2101-01-01T04:59:00.000Z");
  });
});

describe("parseShowDate: rejections name what is wrong", () => {
  test("a day the month does not have", () => {
    expect(dateRejection("2026-02-30 20:00")).toBe("is not a date: February 2026 has no day 30");
    expect(dateRejection("2026-02-30")).toBe("is not a date: February 2026 has no day 30");
    expect(dateRejection("2026-04-31 8pm")).toBe("is not a date: April 2026 has no day 31");
    expect(dateRejection("2026-05-00")).toBe("is not a date: May 2026 has no day 0");
    expect(dateRejection("2026-05-32")).toBe("is not a date: May 2026 has no day 32");
  });

  test("a month that does not exist", () => {
    expect(dateRejection("2026-13-01 20:00")).toBe("has no month 13");
    expect(dateRejection("2026-00-10")).toBe("has no month 0");
  });

  test("a time skipped when the clocks go forward", () => {
    expect(dateRejection("2026-03-08 02:30")).toBe(
      "does not exist in America/New_York: the clocks skip that hour when summer time starts",
    );
    expect(dateRejection("2026-03-08 2:30am")).toMatch(DST_MESSAGE);
    expect(dateRejection("2026-03-08T02:00")).toMatch(DST_MESSAGE);
    expect(dateRejection("2026-03-08 02:59")).toMatch(DST_MESSAGE);
    // Either side of the gap exists.
    expect(instant("2026-03-08 01:59")).toBe("2026-03-08T06:59:00.000Z");
    expect(instant("2026-03-08 03:00")).toBe("2026-03-08T07:00:00.000Z");
    // Elsewhere the gap is elsewhere.
    expect(dateRejection("2026-03-29 01:30", LONDON)).toMatch(/does not exist in Europe\/London/);
    expect(dateRejection("2026-10-04 02:30", SYDNEY)).toMatch(/does not exist in Australia\/Sydney/);
    expect(instant("2026-03-08 02:30", LONDON)).toBe("2026-03-08T02:30:00.000Z");
  });

  test("an explicit midnight, which would read as 'time not announced'", () => {
    for (const text of [
      "2026-05-01 00:00",
      "2026-05-01T00:00:00",
      "2026-05-01 12am",
      "2026-05-01 12:00 AM",
      "2026-05-01 0:00",
    ]) {
      expect(dateRejection(text), text).toMatch(/^is midnight, which the site shows as "time not announced"/);
    }
  });

  test("an hour that does not go with am/pm", () => {
    expect(dateRejection("2026-05-01 13pm")).toBe("has hour 13 with pm: use 1 to 12, or a 24-hour time");
    expect(dateRejection("2026-05-01 0am")).toMatch(/^has hour 0 with am/);
    expect(dateRejection("2026-05-01 20:00 PM")).toMatch(/^has hour 20 with PM/);
  });

  test("a time of day that does not exist", () => {
    expect(dateRejection("2026-05-01 24:00")).toBe("is not a time of day");
    expect(dateRejection("2026-05-01 20:60")).toBe("is not a time of day");
    expect(dateRejection("2026-05-01 20:00:60")).toBe("is not a time of day");
  });

  test("years outside 1990 to 2100", () => {
    expect(dateRejection("1989-12-31 20:00")).toBe("is in 1989: give a year from 1990 to 2100");
    expect(dateRejection("2101-01-01")).toBe("is in 2101: give a year from 1990 to 2100");
    expect(dateRejection("9999-05-01 20:00")).toBe("is in 9999: give a year from 1990 to 2100");
    // With an offset, the year is the band's: 1990 has not started yet in New York.
    expect(dateRejection("1990-01-01T03:00:00Z")).toBe("is in 1989: give a year from 1990 to 2100");
    expect(dateRejection("2101-06-01T20:00:00-04:00")).toMatch(/^is in 2101/);
    // Refused; see the report about the message for years before 100.
    expect(parseShowDate("0050-05-01 20:00", NEW_YORK).ok).toBe(false);
  });

  test("an ISO date with an offset that is not a real date and time", () => {
    expect(dateRejection("2026-02-30T20:00:00Z")).toMatch(/^is not a real date and time/);
    expect(dateRejection("2026-05-01T25:00:00Z")).toMatch(/^is not a real date and time/);
    expect(dateRejection("2026-05-01T20:00:00+24:00")).toMatch(/^is not a real date and time/);
  });

  test("garbage, with the forms that work", () => {
    for (const input of [
      "hello",
      "next friday",
      "2026/05/01",
      "05/01/2026",
      "May 1, 2026",
      "2026-05-01 8:30 XM",
      "2026-05-01 8pmish",
      "20260501",
      "2026-05-01T20:00:00-04:00 extra",
    ]) {
      const message = dateRejection(input);
      expect(message, input).toMatch(/^is not a date: use "2026-05-01 20:00"/);
      expect(message).toContain('"TBA"');
    }
    for (const input of [42, {}, [], true]) {
      expect(dateRejection(input), String(input)).toMatch(/^is not a date/);
    }
  });
});

describe("parseShowDate across clock changes (properties)", () => {
  test("the helpers find the known clock changes and gaps", () => {
    expect(clockChangeDays(NEW_YORK, 2026, 2026)).toEqual(["2026-03-08", "2026-11-01"]);
    expect(clockChangeDays(LONDON, 2026, 2026)).toEqual(["2026-03-29", "2026-10-25"]);
    expect(clockChangeDays(SYDNEY, 2026, 2026)).toEqual(["2026-04-05", "2026-10-04"]);
    expect(instantsShowing("2026-03-08 02:30", NEW_YORK)).toEqual([]);
    expect(instantsShowing("2026-11-01 01:30", NEW_YORK)).toEqual([
      Date.parse("2026-11-01T05:30:00Z"),
      Date.parse("2026-11-01T06:30:00Z"),
    ]);
    expect(isoOffset(Date.parse("2026-07-01T00:00:00Z"), SYDNEY)).toBe("+10:00");
  });

  for (const timeZone of [NEW_YORK, LONDON, SYDNEY]) {
    test(`${timeZone}: the wall clock typed, or the DST message exactly when that time does not exist`, () => {
      let skipped = 0;
      let existing = 0;
      fc.assert(
        fc.property(wallTimes(timeZone), (text) => {
          const parsed = parseShowDate(text, timeZone);
          const showing = instantsShowing(text, timeZone);
          if (showing.length === 0) {
            skipped++;
            expect(parsed.ok).toBe(false);
            expect(rejection(parsed)).toBe(
              `does not exist in ${timeZone}: the clocks skip that hour when summer time starts`,
            );
          } else {
            existing++;
            expect(parsed.ok).toBe(true);
            const value = (parsed as { value: Date }).value;
            expect(wallText(value.getTime(), timeZone)).toBe(text);
            expect(value.getUTCSeconds()).toBe(0);
            // A time that happens twice (clocks back) is the first.
            expect(value.getTime()).toBe(showing[0]);
          }
        }),
        { numRuns: 400 },
      );
      // Both sides of the property were exercised.
      expect(skipped).toBeGreaterThan(0);
      expect(existing).toBeGreaterThan(0);
    });
  }

  test('"8pm", "8:00 PM" and "20:00" agree, accepted or not', () => {
    fc.assert(
      fc.property(zoneAndWallTime, ([timeZone, text]) => {
        const [day, time] = text.split(" ") as [string, string];
        const [hour, minute] = time.split(":").map(Number) as [number, number];
        const hour12 = hour % 12 === 0 ? 12 : hour % 12;
        const meridiem = hour < 12 ? "am" : "pm";
        const forms = [
          `${day} ${time}`,
          `${day}T${time}`,
          `${day} ${time}:00`,
          `${day} ${hour12}:${pad(minute)} ${meridiem.toUpperCase()}`,
          `${day} ${hour12}:${pad(minute)}${meridiem}`,
        ];
        if (minute === 0)
          forms.push(`${day} ${hour12}${meridiem}`, `${day} ${hour12} ${meridiem.toUpperCase()}`);
        const results = forms.map((form) => {
          const parsed = parseShowDate(form, timeZone);
          return parsed.ok ? { at: (parsed.value as Date).toISOString() } : { problem: parsed.message };
        });
        for (const result of results) expect(result).toEqual(results[0]);
      }),
      { numRuns: 400 },
    );
  });

  test("the same wall time typed with its ISO offset is the same instant, both times a repeated hour happens", () => {
    fc.assert(
      fc.property(zoneAndWallTime, ([timeZone, text]) => {
        const showing = instantsShowing(text, timeZone);
        if (showing.length === 0) return;
        const local = text.replace(" ", "T");
        const typed = parseShowDate(text, timeZone);
        for (const ms of showing) {
          const withOffset = parseShowDate(`${local}:00${isoOffset(ms, timeZone)}`, timeZone);
          expect(withOffset).toEqual({ ok: true, value: new Date(ms) });
          // Also in another zone: an offset makes the band's zone irrelevant.
          expect(parseShowDate(`${local}${isoOffset(ms, timeZone)}`, "UTC")).toEqual(withOffset);
        }
        expect(typed).toEqual({ ok: true, value: new Date(showing[0]!) });
      }),
      { numRuns: 400 },
    );
  });
});

describe("parsePrice", () => {
  test("dollars as typed", () => {
    expect(parsePrice("15")).toEqual({ ok: true, value: 15 });
    expect(parsePrice(15)).toEqual({ ok: true, value: 15 });
    expect(parsePrice("$15")).toEqual({ ok: true, value: 15 });
    expect(parsePrice("12.50")).toEqual({ ok: true, value: 12.5 });
    expect(parsePrice("$12.5")).toEqual({ ok: true, value: 12.5 });
    expect(parsePrice(12.5)).toEqual({ ok: true, value: 12.5 });
    expect(parsePrice(" 15 ")).toEqual({ ok: true, value: 15 });
    expect(parsePrice("0")).toEqual({ ok: true, value: 0 });
    expect(parsePrice("100000")).toEqual({ ok: true, value: 100_000 });
  });

  test("nothing: no price shown", () => {
    for (const input of [null, undefined, ""]) expect(parsePrice(input)).toEqual({ ok: true, value: null });
  });

  test("refuses negative, non-numeric and over-precise prices", () => {
    for (const input of [
      "-5",
      -5,
      "abc",
      "fifteen",
      "12.505",
      12.505,
      "1,000",
      "$",
      "15$",
      ".5",
      "15.",
      "1e3",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      [15],
    ]) {
      expect(rejection(parsePrice(input)), String(input)).toBe(
        "is not a price: give dollars, 0 or more, such as 15 or 12.50",
      );
    }
    expect(rejection(parsePrice("100000.01"))).toMatch(/up to 100000$/);
  });
});

describe("parseAges", () => {
  test("a whole number from 0 to 99, with or without +", () => {
    expect(parseAges(0)).toEqual({ ok: true, value: 0 });
    expect(parseAges("0")).toEqual({ ok: true, value: 0 });
    expect(parseAges(99)).toEqual({ ok: true, value: 99 });
    expect(parseAges("21+")).toEqual({ ok: true, value: 21 });
    expect(parseAges(" 18 ")).toEqual({ ok: true, value: 18 });
    for (const input of [null, undefined, ""]) expect(parseAges(input)).toEqual({ ok: true, value: null });
  });

  test("refuses 100, negatives, fractions and words", () => {
    for (const input of [100, "100", -1, "-1", 2.5, "2.5", "abc", "21++", "+21", true]) {
      expect(rejection(parseAges(input)), String(input)).toBe(
        "is not an age: give a whole number from 0 to 99, such as 21",
      );
    }
  });
});

describe("parseArtists", () => {
  const names = (count: number) => Array.from({ length: count }, (_, index) => `Band ${index + 1}`);

  test('a list, or "A, B" as typed', () => {
    expect(parseArtists("Loopback, The Cold Opens")).toEqual({
      ok: true,
      value: ["Loopback", "The Cold Opens"],
    });
    expect(parseArtists(["Loopback", "Earth, Wind & Fire"])).toEqual({
      ok: true,
      value: ["Loopback", "Earth, Wind & Fire"],
    });
    for (const input of [null, undefined, ""]) expect(parseArtists(input)).toEqual({ ok: true, value: [] });
  });

  test("text that starts with [ is a JSON list, for names that hold a comma (old CSV exports wrote every list so)", () => {
    expect(parseArtists('["Crosby, Stills & Nash Tribute", "Loopback"]')).toEqual({
      ok: true,
      value: ["Crosby, Stills & Nash Tribute", "Loopback"],
    });
    expect(parseArtists(' ["Steel Ghosts"] ')).toEqual({ ok: true, value: ["Steel Ghosts"] });
    expect(rejection(parseArtists('["Steel Ghosts"'))).toBe(
      'is not a list of names: write them as "A, B", or as a JSON list such as ["Crosby, Stills & Nash Tribute", "B"] when a name holds a comma',
    );
    expect(rejection(parseArtists("[1]"))).toBe("has a name that must be text");
  });

  test("empty names are dropped, the others trimmed", () => {
    expect(parseArtists(" A ,, B , ")).toEqual({ ok: true, value: ["A", "B"] });
    expect(parseArtists(["A", "", "  ", null, " B "])).toEqual({ ok: true, value: ["A", "B"] });
  });

  test(`${MAX_SUPPORTING_ARTISTS} artists, no more`, () => {
    expect(parseArtists(names(50))).toEqual({ ok: true, value: names(50) });
    expect(parseArtists(names(50).join(", "))).toEqual({ ok: true, value: names(50) });
    expect(rejection(parseArtists(names(51)))).toBe("lists 51 artists; the most is 50");
    expect(rejection(parseArtists(names(51).join(",")))).toBe("lists 51 artists; the most is 50");
    // Empty names do not count.
    expect(parseArtists([...names(50), "", " "])).toEqual({ ok: true, value: names(50) });
  });

  test(`a name of ${MAX_TEXT_LENGTH} characters, no more`, () => {
    expect(parseArtists(["x".repeat(200)])).toEqual({ ok: true, value: ["x".repeat(200)] });
    expect(rejection(parseArtists(["A", "x".repeat(201)]))).toBe(
      "has a name that is 201 characters long; the most is 200",
    );
  });

  test("refuses what is not a list of names", () => {
    expect(rejection(parseArtists(5))).toMatch(/^is not a list of names: write them as "A, B"/);
    expect(rejection(parseArtists({ name: "A" }))).toMatch(/^is not a list of names: /);
    expect(rejection(parseArtists(["A", 5]))).toBe("has a name that must be text");
    expect(rejection(parseArtists(["A\0B"]))).toBe(
      "has a name that contains a control or text-direction character (U+0000): write it as plain text",
    );
  });
});

describe("formatArtists", () => {
  test('"A, B", as a spreadsheet user types it', () => {
    expect(formatArtists(["Steel Ghosts", "Loopback"])).toBe("Steel Ghosts, Loopback");
    expect(formatArtists(["Steel Ghosts"])).toBe("Steel Ghosts");
    expect(formatArtists([])).toBe("");
  });

  test("a JSON list when the plain text would read back otherwise", () => {
    expect(formatArtists(["Earth, Wind & Fire", "Loopback"])).toBe('["Earth, Wind & Fire","Loopback"]');
    expect(formatArtists(["[Secret guest]", "Loopback"])).toBe('["[Secret guest]","Loopback"]');
    expect(formatArtists(["Loopback", "[Secret guest]"])).toBe("Loopback, [Secret guest]");
  });

  test("parseArtists reads back whatever it writes (property)", () => {
    // Names as stored: trimmed, not empty, such as input accepts; commas, brackets and quotes among them.
    const tricky = fc
      .array(fc.constantFrom("[", "]", ",", '"', " ", "a", "é", "😀", "\\"), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.join(""));
    const storedName = fc
      .oneof(tricky, fc.string())
      .map((text) => text.trim())
      .filter((text) => text !== "" && parseArtists([text]).ok);
    fc.assert(
      fc.property(fc.array(storedName, { maxLength: 6 }), (names) => {
        expect(parseArtists(formatArtists(names))).toEqual({ ok: true, value: names });
      }),
      { numRuns: 500 },
    );
  });
});

describe("parseLink", () => {
  test("http and https links, as the URL parser writes them", () => {
    expect(parseLink("https://tickets.example.com/show/1")).toEqual({
      ok: true,
      value: "https://tickets.example.com/show/1",
    });
    expect(parseLink("http://example.com")).toEqual({ ok: true, value: "http://example.com/" });
    expect(parseLink("  https://example.com/a  ")).toEqual({ ok: true, value: "https://example.com/a" });
    for (const input of [null, undefined, ""]) expect(parseLink(input)).toEqual({ ok: true, value: null });
  });

  test("refuses other schemes, relative links and garbage", () => {
    for (const input of [
      "ftp://example.com/flyer.png",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:band@example.com",
      "/tickets",
      "tickets.example.com",
      "//example.com/x",
      "not a link",
      42,
    ]) {
      expect(rejection(parseLink(input)), String(input)).toBe(
        "is not a link: give an http:// or https:// URL",
      );
    }
  });

  test("refuses a link over 2000 characters", () => {
    expect(rejection(parseLink(`https://example.com/${"a".repeat(2000)}`))).toBe(
      "is longer than 2000 characters",
    );
  });
});

describe("parseShowFields and parseNewShow", () => {
  const complete = {
    date: "2026-12-31 9pm",
    venue: "  The Social ",
    city: "Orlando",
    state: "FL",
    price: "$15",
    supportingArtists: "Loopback, The Cold Opens",
    ageRestriction: "21+",
    ticketLink: "https://tickets.example.com/social",
    flyerLink: "http://example.com/flyer.png",
  };

  test("a new show: every field checked and cleaned", () => {
    expect(parseNewShow(complete, NEW_YORK)).toEqual({
      ...showWith({}),
      date: new Date("2027-01-01T02:00:00Z"),
      venue: "The Social",
      city: "Orlando",
      state: "FL",
      price: 15,
      supportingArtists: ["Loopback", "The Cold Opens"],
      ageRestriction: 21,
      ticketLink: "https://tickets.example.com/social",
      flyerLink: "http://example.com/flyer.png",
    });
  });

  test("a new show with only a venue: the rest empty", () => {
    expect(parseNewShow({ venue: "The Social" }, NEW_YORK)).toEqual({
      date: null,
      venue: "The Social",
      city: null,
      state: null,
      price: null,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
      ...LIFECYCLE_DEFAULTS,
    });
  });

  test("the venue is required and may not be empty", () => {
    const problems = (input: Record<string, unknown>) => {
      try {
        parseNewShow(input, NEW_YORK);
      } catch (error) {
        expect(error).toBeInstanceOf(ShowInputError);
        return (error as ShowInputError).problems;
      }
      throw new Error("accepted");
    };
    expect(problems({})).toEqual([{ field: "venue", value: undefined, message: "is required" }]);
    expect(problems({ venue: "" })).toEqual([{ field: "venue", value: "", message: "is empty" }]);
    expect(problems({ venue: "   " })).toEqual([{ field: "venue", value: "   ", message: "is empty" }]);
    expect(problems({ venue: 7 })).toEqual([{ field: "venue", value: 7, message: "must be text" }]);
    expect(problems({ venue: "A\0B" })).toEqual([
      {
        field: "venue",
        value: "A\0B",
        message: "contains a control or text-direction character (U+0000): write it as plain text",
      },
    ]);
  });

  test("text that could attack a terminal, a calendar or a reader is refused, naming the character", () => {
    const cases: [string, string][] = [
      ["Evil\u001b]0;pwned\u0007Hall", "U+001B"], // a terminal title (OSC 0)
      ["\u001b]52;c;cm0gLXJmIH4=\u0007", "U+001B"], // the clipboard (OSC 52)
      ["Hall\r\nBEGIN:VEVENT", "U+000D"], // calendar lines
      ["Line\nbreak", "U+000A"],
      ["Tab\there", "U+0009"],
      ["C1\u009bcontrol", "U+009B"],
      ["DEL\u007f", "U+007F"],
      ["Hall \u202egnp.exe", "U+202E"], // right-to-left override
      ["\u2066isolate\u2069", "U+2066"],
    ];
    const everywhere = cases.filter(([, character]) => character !== "U+000A");
    for (const [field, [text, character]] of [
      ...["venue", "city", "title"].flatMap((name) => cases.map((item) => [name, item] as const)),
      // The notes may run over lines ("Doors 7 PM" and "All ages" on two), and nothing else.
      ...everywhere.filter(([text]) => !text.includes("\r\n")).map((item) => ["notes", item] as const),
    ]) {
      expect(() => parseNewShow({ venue: "V", [field]: text }, NEW_YORK), `${field} ${character}`).toThrow(
        `${field}: contains a control or text-direction character (${character}): write it as plain text`,
      );
    }
    expect(rejection(parseArtists(["Good", "Bad\u202e"]))).toContain("(U+202E)");
    expect(parseNewShow({ venue: "V", notes: "Doors 7 PM\r\nAll ages" }, NEW_YORK).notes).toBe(
      "Doors 7 PM\nAll ages",
    );
    // Right-to-left text itself, and marks, are text: accepted.
    expect(parseNewShow({ venue: "מועדון הבלוז \u200f", city: "תל אביב" }, NEW_YORK)).toMatchObject({
      venue: "מועדון הבלוז \u200f",
      city: "תל אביב",
    });
  });

  test(`text of ${MAX_TEXT_LENGTH} characters (after trimming), no more`, () => {
    const long = "x".repeat(201);
    expect(parseNewShow({ venue: "x".repeat(200) }, NEW_YORK).venue).toBe("x".repeat(200));
    expect(parseNewShow({ venue: ` ${"x".repeat(200)} ` }, NEW_YORK).venue).toBe("x".repeat(200));
    for (const field of ["venue", "city", "state"] as const) {
      expect(() => parseNewShow({ venue: "V", [field]: long }, NEW_YORK), field).toThrow(
        `${field}: is 201 characters long; the most is 200`,
      );
    }
  });

  test("optional text that is empty becomes null", () => {
    expect(parseNewShow({ venue: "V", city: "", state: "   " }, NEW_YORK)).toMatchObject({
      city: null,
      state: null,
    });
  });

  test("complete: false checks only the fields given", () => {
    expect(parseShowFields({ price: "12.50" }, NEW_YORK, { complete: false })).toEqual({ price: 12.5 });
    expect(parseShowFields({ city: "" }, NEW_YORK, { complete: false })).toEqual({ city: null });
    expect(parseShowFields({}, NEW_YORK, { complete: false })).toEqual({});
    expect(() => parseShowFields({ price: "-5" }, NEW_YORK, { complete: false })).toThrow(ShowInputError);
    // The same with complete: true wants the venue.
    expect(() => parseShowFields({ price: "12.50" }, NEW_YORK, { complete: true })).toThrow(
      "venue: is required",
    );
  });

  test("ShowInputError lists every problem at once, in column order, with its value", () => {
    const artists = Array.from({ length: 51 }, (_, index) => `Band ${index}`);
    const input = {
      flyerLink: "javascript:alert(1)",
      ticketLink: "ftp://example.com",
      ageRestriction: "100",
      supportingArtists: artists,
      price: "-5",
      state: "y".repeat(201),
      city: "Orlando",
      venue: "",
      date: "2026-02-30 20:00",
      status: "maybe",
      previousDate: "yesterday",
      soldOut: "sort of",
      onSaleDate: "soon",
      title: "t".repeat(201),
      address: 12,
      postalCode: "9".repeat(21),
      country: "Narnia",
      notes: "n".repeat(1_001),
    };
    let error: unknown;
    try {
      parseNewShow(input, NEW_YORK);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ShowInputError);
    expect(error).toBeInstanceOf(Error);
    const { problems, message, name } = error as ShowInputError;
    expect(name).toBe("ShowInputError");
    expect(problems.map((problem) => problem.field)).toEqual(
      SHOW_FIELD_NAMES.filter((field) => field !== "city"),
    );
    expect(problems).toEqual([
      { field: "date", value: "2026-02-30 20:00", message: "is not a date: February 2026 has no day 30" },
      { field: "venue", value: "", message: "is empty" },
      { field: "state", value: "y".repeat(201), message: "is 201 characters long; the most is 200" },
      { field: "price", value: "-5", message: expect.stringMatching(/^is not a price/) },
      { field: "supportingArtists", value: artists, message: "lists 51 artists; the most is 50" },
      { field: "ageRestriction", value: "100", message: expect.stringMatching(/^is not an age/) },
      { field: "ticketLink", value: "ftp://example.com", message: expect.stringMatching(/^is not a link/) },
      { field: "flyerLink", value: "javascript:alert(1)", message: expect.stringMatching(/^is not a link/) },
      {
        field: "status",
        value: "maybe",
        message: "is not a state: give one of scheduled, postponed, cancelled, rescheduled",
      },
      { field: "previousDate", value: "yesterday", message: expect.stringMatching(/^is not a date/) },
      { field: "soldOut", value: "sort of", message: "is not yes or no" },
      { field: "onSaleDate", value: "soon", message: expect.stringMatching(/^is not a date/) },
      { field: "title", value: "t".repeat(201), message: "is 201 characters long; the most is 200" },
      { field: "address", value: 12, message: "must be text" },
      { field: "postalCode", value: "9".repeat(21), message: "is 21 characters long; the most is 20" },
      {
        field: "country",
        value: "Narnia",
        message: "is not a country code: give two letters such as US, CA or GB",
      },
      { field: "notes", value: "n".repeat(1_001), message: "is 1001 characters long; the most is 1000" },
    ]);
    expect(message.split("\n")).toHaveLength(17);
    expect(message).toContain("date: is not a date: February 2026 has no day 30");
    expect(message).toContain("venue: is empty");
  });
});

describe("the lifecycle fields as the band types them", () => {
  const parsed = (input: Record<string, unknown>) => parseShowFields(input, NEW_YORK, { complete: false });

  test("a state in any case; the American 'canceled' too; nothing is scheduled", () => {
    expect(parsed({ status: "Postponed" })).toEqual({ status: "postponed" });
    expect(parsed({ status: " canceled " })).toEqual({ status: "cancelled" });
    expect(parsed({ status: "" })).toEqual({ status: "scheduled" });
  });

  test("sold out: yes or no, however written", () => {
    for (const yes of ["yes", "Y", "true", true]) expect(parsed({ soldOut: yes })).toEqual({ soldOut: true });
    for (const no of ["no", "N", "false", false, ""])
      expect(parsed({ soldOut: no })).toEqual({ soldOut: false });
  });

  test("the on-sale date takes the show date's forms, in the band's zone", () => {
    expect(parsed({ onSaleDate: "2026-12-01 10am" })).toEqual({
      onSaleDate: new Date("2026-12-01T15:00:00Z"),
    });
    // Empty: on sale now.
    expect(parsed({ onSaleDate: "" })).toEqual({ onSaleDate: null });
  });

  test("a country code in either case becomes upper case; a name or an unassigned code is refused", () => {
    expect(parsed({ country: "ca" })).toEqual({ country: "CA" });
    expect(() => parsed({ country: "EU" })).toThrow(ShowInputError);
    expect(() => parsed({ country: "USA" })).toThrow(/country: is not a country code/);
  });

  test("a previous date is refused on a show that is not rescheduled, and kept on one that is", () => {
    const moved = { venue: "X", date: "2027-01-10 20:00", previousDate: "2027-01-03 20:00" };
    expect(() => parseNewShow(moved, NEW_YORK)).toThrow(
      "previousDate: is kept only for a rescheduled show; this one is scheduled",
    );
    expect(parseNewShow({ ...moved, status: "rescheduled" }, NEW_YORK)).toMatchObject({
      status: "rescheduled",
      previousDate: new Date("2027-01-04T01:00:00Z"),
    });
  });
});

describe("a file's column names", () => {
  test("each column by its own name and its option, in any case, with spaces, - or _ between words", () => {
    for (const column of SHOW_COLUMNS) {
      expect(findColumn(column)).toBe(column);
      expect(findColumn(column.toUpperCase())).toBe(column);
    }
    expect(findColumn("Postal code")).toBe("postalCode");
    expect(findColumn("postal_code")).toBe("postalCode");
    expect(findColumn("PostalCode")).toBe("postalCode");
    expect(findColumn(" postal-code ")).toBe("postalCode");
    expect(findColumn("On sale")).toBe("onSaleDate");
    expect(findColumn("Sold out")).toBe("soldOut");
  });

  test("the names spreadsheets give the columns", () => {
    const aliases: [string, string][] = [
      ["Supporting acts", "supportingArtists"],
      ["Support", "supportingArtists"],
      ["With", "supportingArtists"],
      ["Tickets", "ticketLink"],
      ["Ticket link", "ticketLink"],
      ["Ticket URL", "ticketLink"],
      ["Age", "ageRestriction"],
      ["Ages", "ageRestriction"],
      ["Age limit", "ageRestriction"],
      ["Zip", "postalCode"],
      ["Notes", "notes"],
    ];
    for (const [name, column] of aliases) expect(findColumn(name), name).toBe(column);
  });

  test("names that could mean two columns are none", () => {
    for (const name of ["Doors", "Prize", "", "Show"]) expect(findColumn(name), name).toBeUndefined();
  });

  test("no name stands for two columns, and every listed name finds its column", () => {
    for (const column of SHOW_COLUMNS) {
      for (const name of COLUMN_NAMES[column]) expect(findColumn(name), name).toBe(column);
    }
  });
});
