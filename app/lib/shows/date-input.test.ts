import { describe, expect, test } from "vitest";

import { toWallClock } from "../time-zone.ts";
import { isDateOnly } from "./dates.ts";
import { LONDON, NEW_YORK, parseShowDate, rejection, SYDNEY } from "./test-helpers.ts";

const DST_MESSAGE = /does not exist in .*: the clocks skip that hour when summer time starts/;

/** The instant a typed date reads as, as an ISO string; fails the test on a rejection. */
function instant(input: unknown, timeZone = NEW_YORK): string | null {
  const parsed = parseShowDate(input, timeZone);
  if (!parsed.ok) throw new Error(`${JSON.stringify(input)} was rejected: ${parsed.message}`);
  return parsed.value ? parsed.value.toISOString() : null;
}

const dateRejection = (input: unknown, timeZone = NEW_YORK) => rejection(parseShowDate(input, timeZone));

describe("a typed date: accepted forms", () => {
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

describe("a typed date: rejections name what is wrong", () => {
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
      "05.01.2026",
      "May 1st",
      "2026-05-01 8:30 XM",
      "2026-05-01 8pmish",
      "20260501",
      "2026-05-01T20:00:00-04:00 extra",
    ]) {
      const message = dateRejection(input);
      expect(message, input).toMatch(
        /^is not a date: use "2026-05-01 20:00", "5\/1\/2026 8:00 PM", "May 1, 2026 8pm"/,
      );
      expect(message).toContain('"TBA"');
    }
    for (const input of [42, {}, [], true]) {
      expect(dateRejection(input), String(input)).toMatch(/^is not a date/);
    }
  });
});
