import { describe, expect, test } from "vitest";

import { captureLogs } from "#tests/logs.ts";
import { storedShow } from "#tests/shows.ts";

import { parseShowRows } from "./source.ts";

/** The rows a store returns, validated one by one: a bad row is logged with its id and skipped. */

const logs = captureLogs();
const skippedRows = () => logs.withMessage("skipped an invalid show row");

describe("parseShowRows", () => {
  const good = { id: 1, date: "2025-05-01T20:00:00", venue: "The Social" };
  const alsoGood = { id: 2, date: null, venue: "Somewhere Secret" };

  test("keeps a valid row, filling the optional fields", () => {
    expect(parseShowRows([good])).toEqual([
      storedShow({ id: 1, date: new Date("2025-05-02T00:00:00Z"), venue: "The Social" }),
    ]);
    expect(logs.lines()).toEqual([]);
  });

  test("accepts the limits themselves: age 99, 50 supporting artists", () => {
    const shows = parseShowRows([
      { ...good, ageRestriction: 99, supportingArtists: Array.from({ length: 50 }, (_, i) => `Band ${i}`) },
    ]);

    expect(shows).toHaveLength(1);
    expect(skippedRows()).toEqual([]);
  });

  test.each([
    { what: "a string", row: "not a row", id: null },
    { what: "a number", row: 42, id: null },
    { what: "null", row: null, id: null },
    { what: "undefined", row: undefined, id: null },
    { what: "an array", row: [good], id: null },
    { what: "a row without an id", row: { date: null, venue: "No Id Hall" }, id: null },
    { what: "a row with a null id", row: { id: null, venue: "Null Id Hall" }, id: null },
    { what: "a negative id", row: { id: -3, venue: "Negative Hall" }, id: -3 },
    { what: "a row without a venue", row: { id: 10, date: null }, id: 10 },
    { what: "a blank venue", row: { id: 11, venue: "   " }, id: 11 },
    { what: "an impossible date", row: { id: 12, date: "2025-02-30T20:00:00", venue: "X" }, id: 12 },
    { what: "a date that is not one", row: { id: 13, date: "next Friday", venue: "X" }, id: 13 },
    { what: "an age restriction of 150", row: { id: 14, venue: "X", ageRestriction: 150 }, id: 14 },
    { what: "a fractional age", row: { id: 15, venue: "X", ageRestriction: 20.5 }, id: 15 },
    {
      what: "51 supporting artists",
      row: { id: 16, venue: "X", supportingArtists: Array.from({ length: 51 }, (_, i) => `Band ${i}`) },
      id: 16,
    },
    { what: "an absurd price", row: { id: 17, venue: "X", price: 1e9 }, id: 17 },
    { what: "a venue 201 characters long", row: { id: 18, venue: "V".repeat(201) }, id: 18 },
    { what: "a text id", row: { id: "abc", venue: "X" }, id: "abc" },
    { what: "an unknown status", row: { id: 19, venue: "X", status: "maybe" }, id: 19 },
    { what: "a status that is not text", row: { id: 20, venue: "X", status: 3 }, id: 20 },
    {
      what: "a previous date on a show that is not rescheduled",
      row: { id: 21, venue: "X", status: "postponed", previousDate: "2025-05-01T20:00:00Z" },
      id: 21,
    },
    { what: "an unknown country", row: { id: 22, venue: "X", country: "XX" }, id: 22 },
    { what: "a country that is a name", row: { id: 23, venue: "X", country: "Canada" }, id: 23 },
    { what: "sold out as text", row: { id: 24, venue: "X", soldOut: "yes" }, id: 24 },
    { what: "an impossible on-sale date", row: { id: 25, venue: "X", onSaleDate: "2025-02-30" }, id: 25 },
  ])("skips $what, logging its id", ({ row, id }) => {
    const shows = parseShowRows([good, row, alsoGood]);

    expect(shows.map((show) => show.id)).toEqual([1, 2]);
    const skipped = skippedRows();
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ level: "warn", id });
    expect(skipped[0]?.problems).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(logs.stderr()).not.toHaveBeenCalled();
  });

  test("logs every bad row, in order, and keeps all the good ones", () => {
    const shows = parseShowRows([
      null,
      good,
      { id: 7, venue: 42 },
      alsoGood,
      { id: 8, venue: "X", price: -5 },
    ]);

    expect(shows.map((show) => show.id)).toEqual([1, 2]);
    expect(skippedRows().map((line) => line.id)).toEqual([null, 7, 8]);
  });

  test("names the field at fault", () => {
    parseShowRows([{ id: 14, venue: "X", ageRestriction: 150 }]);

    expect(skippedRows()[0]?.problems).toEqual([expect.stringMatching(/^ageRestriction: /)]);
  });

  test("an empty table is no shows and no log", () => {
    expect(parseShowRows([])).toEqual([]);
    expect(logs.lines()).toEqual([]);
  });
});
