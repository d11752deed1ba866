import { describe, expect, test } from "vitest";

import { SHOW_COLUMNS } from "#app/lib/shows/fields.ts";

import { COLUMN_NAMES, findColumn } from "./columns.ts";

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
