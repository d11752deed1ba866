import { describe, expect, test } from "vitest";

import { NEW_YORK, parseShowDate, rejection } from "./test-helpers.ts";

/** What Google Sheets, Excel and Numbers write for a US date and time (decision 078). */

function instant(input: string): string | null {
  const parsed = parseShowDate(input, NEW_YORK);
  if (!parsed.ok) throw new Error(`${JSON.stringify(input)} was rejected: ${parsed.message}`);
  return parsed.value ? parsed.value.toISOString() : null;
}

const dateRejection = (input: string) => rejection(parseShowDate(input, NEW_YORK));

/** February 19, 2027, local midnight in New York (winter: UTC-5): time not announced. */
const FEB_19 = "2027-02-19T05:00:00.000Z";
/** February 20, 2027 at 8:00 PM in New York. */
const FEB_20_8PM = "2027-02-21T01:00:00.000Z";

describe("a spreadsheet's US date", () => {
  test("M/D/YYYY and MM/DD/YYYY, month first", () => {
    expect(instant("2/19/2027")).toBe(FEB_19);
    expect(instant("02/19/2027")).toBe(FEB_19);
    expect(instant("2/3/2027")).toBe("2027-02-03T05:00:00.000Z");
  });

  test("month names, short or long, with or without the weekday", () => {
    for (const text of [
      "Feb 20, 2027 8:00 PM",
      "February 20, 2027 8:00 PM",
      "Feb. 20, 2027 8pm",
      "20 Feb 2027 20:00",
      "20-Feb-2027 8:00 PM",
      "Sat, Feb 20, 2027 8:00 PM",
      "Saturday, February 20, 2027 at 8:00 PM",
      "Sat 2/20/2027 8:00:00 PM",
      "2/20/2027 20:00",
      "2/20/2027 8:00:00 PM",
      "2/20/2027, 8:00 PM",
    ]) {
      expect(instant(text), text).toBe(FEB_20_8PM);
    }
    expect(instant("Sept 5, 2027")).toBe("2027-09-05T04:00:00.000Z");
  });

  test("12-hour times in the ways people write them", () => {
    for (const text of ["2/20/2027 8pm", "2/20/2027 8 PM", "2/20/2027 8:00 p.m.", "2/20/2027 8:00PM"]) {
      expect(instant(text), text).toBe(FEB_20_8PM);
    }
    expect(instant("2/20/2027 8:30 p.m.")).toBe("2027-02-21T01:30:00.000Z");
  });

  test("ISO dates are read as before", () => {
    expect(instant("2027-02-20 20:00")).toBe(FEB_20_8PM);
    expect(instant("2027-02-20 08:00")).toBe("2027-02-20T13:00:00.000Z");
  });
});

describe("a spreadsheet's date that could mean two things", () => {
  test("a day first (D/M/YYYY) is refused, naming the month-first form, never flipped", () => {
    expect(dateRejection("19/2/2027")).toBe(
      "reads day first (19/2 as 19 February): dates here are month first (M/D/YYYY): write 2/19/2027, or 2027-02-19",
    );
  });

  test("a two-digit year is refused, naming the year in full", () => {
    expect(dateRejection("2/19/27")).toBe("has a two-digit year: write the year in full, 2/19/2027");
  });

  test("a one-digit hour without AM or PM is refused: an evening gig at 8:00, or a morning one?", () => {
    expect(dateRejection("2/20/2027 8:00")).toBe(
      'has the time "8:00" without AM or PM: write 8:00 PM (or 8:00 AM, or 24-hour 20:00)',
    );
    expect(dateRejection("2027-02-20 9:30")).toMatch(/^has the time "9:30" without AM or PM/);
    // Two digits are a 24-hour clock's.
    expect(instant("2027-02-20 09:30")).toBe("2027-02-20T14:30:00.000Z");
  });

  test("beside a spreadsheet's date, 10:30, 11:00 and 12:00 without AM or PM are refused too; an ISO date's are 24-hour", () => {
    expect(dateRejection("2/20/2027 10:30")).toBe(
      'has the time "10:30" without AM or PM: write 10:30 PM (or 10:30 AM, or 24-hour 22:30)',
    );
    expect(dateRejection("Feb 20, 2027 11:00")).toMatch(/^has the time "11:00" without AM or PM/);
    expect(dateRejection("2/20/2027 12:00")).toBe(
      'has the time "12:00" without AM or PM: write 12:00 PM for noon, 12:00 AM for midnight',
    );
    expect(instant("2/20/2027 10:30 PM")).toBe("2027-02-21T03:30:00.000Z");
    expect(instant("2/20/2027 22:30")).toBe("2027-02-21T03:30:00.000Z");
    expect(instant("2027-02-20 10:30")).toBe("2027-02-20T15:30:00.000Z");
  });

  test("a weekday that is not the date's is refused", () => {
    expect(dateRejection("Fri, Feb 20, 2027")).toBe("says Friday, but February 20, 2027 is a Saturday");
  });

  test("a day the month does not have", () => {
    expect(dateRejection("2/30/2027")).toBe("is not a date: February 2027 has no day 30");
    expect(dateRejection("Feb 30, 2027")).toBe("is not a date: February 2027 has no day 30");
  });
});
