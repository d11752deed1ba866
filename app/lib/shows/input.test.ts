import { describe, expect, test } from "vitest";

import { LIFECYCLE_DEFAULTS, ORIGINAL_DEFAULTS, SOCIAL_FIELDS } from "#tests/shows.ts";

import { SHOW_FIELD_NAMES, showWith } from "./fields.ts";
import { parseNewShow, parseShowFields, ShowInputError } from "./input.ts";
import { NEW_YORK, parseArtists, rejection } from "./test-helpers.ts";
import { MAX_TEXT_LENGTH } from "./text-parsers.ts";

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
    // The show at The Social (tests/shows.ts): "$15" is 15, "21+" is 21, the venue trimmed.
    expect(parseNewShow(complete, NEW_YORK)).toEqual({
      ...showWith({}),
      ...SOCIAL_FIELDS,
      date: new Date("2027-01-01T02:00:00Z"),
      supportingArtists: ["Loopback", "The Cold Opens"],
      flyerLink: "http://example.com/flyer.png",
    });
  });

  test("a new show with only a venue: the rest empty", () => {
    expect(parseNewShow({ venue: "The Social" }, NEW_YORK)).toEqual({
      venue: "The Social",
      ...ORIGINAL_DEFAULTS,
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
      notable: "famous",
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
      { field: "notable", value: "famous", message: "is not yes or no" },
    ]);
    expect(message.split("\n")).toHaveLength(18);
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
