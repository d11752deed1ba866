import { describe, expect, test } from "vitest";

import { SHOW_COLUMNS, type ShowFields } from "#app/lib/shows/fields.ts";

import { showsTool } from "../test-helpers.ts";

const tool = showsTool();
const { shows, refused } = tool;

describe("import: a spreadsheet's header", () => {
  test("names in any case, with spaces, - or _ between words, as a spreadsheet writes them", async () => {
    tool.files.set(
      "shows.csv",
      [
        "Date,VENUE,City,Postal code,On sale,sold_out,Ticket-Link,Flyer Link,Age restriction",
        "2026-12-31 9pm,The Social,Orlando,32801,2026-12-01 10am,no,https://t.example.com/1,https://f.example.com/1,21",
        "",
      ].join("\r\n"),
    );
    expect((await shows("import", "shows.csv")).code).toBe(0);
    expect(tool.store.shows[0]).toMatchObject({
      date: new Date("2027-01-01T02:00:00Z"),
      venue: "The Social",
      city: "Orlando",
      postalCode: "32801",
      onSaleDate: new Date("2026-12-01T15:00:00Z"),
      soldOut: false,
      ticketLink: "https://t.example.com/1",
      flyerLink: "https://f.example.com/1",
      ageRestriction: 21,
    });
  });

  const aliases: [string, string, Partial<ShowFields>][] = [
    ["Supporting acts", "Steel Ghosts, Loopback", { supportingArtists: ["Steel Ghosts", "Loopback"] }],
    ["Support", "Steel Ghosts", { supportingArtists: ["Steel Ghosts"] }],
    ["With", "Loopback", { supportingArtists: ["Loopback"] }],
    ["Tickets", "https://t.example.com/1", { ticketLink: "https://t.example.com/1" }],
    ["Ticket link", "https://t.example.com/1", { ticketLink: "https://t.example.com/1" }],
    ["Ticket URL", "https://t.example.com/1", { ticketLink: "https://t.example.com/1" }],
    ["Age", "18+", { ageRestriction: 18 }],
    ["Ages", "21", { ageRestriction: 21 }],
    ["Age limit", "21", { ageRestriction: 21 }],
    ["Zip", "32801", { postalCode: "32801" }],
    ["PostalCode", "32801", { postalCode: "32801" }],
    ["postal_code", "32801", { postalCode: "32801" }],
    ["Notes", "Doors 7 PM", { notes: "Doors 7 PM" }],
  ];
  for (const [name, cell, fields] of aliases) {
    test(`"${name}" is ${Object.keys(fields)[0]}`, async () => {
      expect(
        (await shows("import", tool.file("shows.csv", `Venue,${name}\nThe Social,"${cell}"\n`))).code,
      ).toBe(0);
      expect(tool.store.shows[0]).toMatchObject({ venue: "The Social", ...fields });
    });
  }

  test("two names of one column: refused, naming both", async () => {
    const { code, err } = await refused(
      "import",
      tool.file("shows.csv", "Venue,Tickets,ticket_link\nA,https://a.example.com,https://b.example.com\n"),
    );
    expect(code).toBe(1);
    expect(err).toBe(
      'shows import: shows.csv: the columns "Tickets" and "ticket_link" are the same column, ticketLink: keep one\n',
    );
  });

  test("an unknown column is refused, naming it and every accepted name, so that a typo loses nothing", async () => {
    const { code, err } = await refused("import", tool.file("shows.csv", "Venue,Prize,Dors\nA,5,7pm\n"));
    expect(code).toBe(1);
    const lines = err.split("\n");
    expect(lines[0]).toBe(
      'shows import: shows.csv: unknown columns "Prize", "Dors". The columns, in any case, with or without spaces:',
    );
    expect(lines).toContain("  supportingArtists, with, supporting acts, support, openers");
    expect(lines).toContain("  ticketLink, tickets, ticket URL, ticket");
    expect(lines).toContain("  ageRestriction, ages, age, age limit, minimum age");
    expect(lines).toContain("  time, start, start time, show time, showtime, (beside date)");
    // Every show column, then Time and Doors.
    expect(lines.slice(1, -1)).toHaveLength(SHOW_COLUMNS.length + 2);
  });

  test("a file without a venue column is refused at once, not row by row", async () => {
    const { code, err } = await refused("import", tool.file("shows.csv", "Date,City\n2026-12-31,Orlando\n"));
    expect(code).toBe(1);
    expect(err).toBe("shows import: shows.csv has no venue column: every show needs a venue\n");
  });

  test("JSON keys are matched the same way", async () => {
    tool.files.set(
      "shows.json",
      JSON.stringify([{ Venue: "The Social", "Supporting acts": "A, B", Age: 21 }]),
    );
    expect((await shows("import", "shows.json")).code).toBe(0);
    expect(tool.store.shows[0]).toMatchObject({
      venue: "The Social",
      supportingArtists: ["A", "B"],
      ageRestriction: 21,
    });
  });
});
