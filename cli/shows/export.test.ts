import { parse } from "csv-parse/sync";
import { describe, expect, test } from "vitest";

import { SHOW_COLUMNS } from "#app/lib/shows/fields.ts";

import { parseCsvRows } from "../csv.ts";
import { toJson } from "../format.ts";
import { MemoryStore, NEW_YORK, showsTool } from "../test-helpers.ts";

const tool = showsTool();
const { shows, refused } = tool;

describe("export and a restore", () => {
  /** Shows with everything that has gone wrong in CSV and JSON files somewhere. */
  const tricky = [
    {
      id: 4,
      date: "2026-12-31T21:00:00-05:00",
      venue: 'Café "Zé", Orlando',
      city: "Orlando",
      state: "FL",
      price: 12.5,
      supportingArtists: ["Earth, Wind & Fire", 'The "Quoted"', "Ströme & Söhne"],
      ageRestriction: 21,
      ticketLink: "https://tickets.example.com/a?b=1&c=2",
      flyerLink: "https://example.com/flyer.png",
      // Every lifecycle column.
      status: "rescheduled",
      previousDate: "2026-12-20T20:00:00-05:00",
      soldOut: true,
      onSaleDate: "2026-10-01T10:00:00-04:00",
      title: 'New Year\'s Eve, "Live"',
      address: "54 N Orange Ave, Suite 2",
      postalCode: "32801",
      country: "US",
      notes: "Doors 8 PM.\nAll ages, with a parent after 10.",
    },
    {
      id: 9,
      date: "2026-08-01",
      venue: "Ströme & Söhne",
      city: "Köln",
      price: 0,
      status: "cancelled",
      supportingArtists: ["Steel Ghosts", "Loopback"],
    },
    { id: 2, date: null, venue: "日本武道館", city: "東京", supportingArtists: ["バンド, その2"] },
    // The second 1:30 AM of the night the clocks go back.
    {
      id: 5,
      date: "2026-11-01T01:30:00-05:00",
      venue: "Commas, and 'quotes'",
      state: " padded ",
      supportingArtists: ["[Secret guest]", "Loopback"],
    },
    {
      id: 6,
      date: "2026-01-10T20:00:00.250-05:00",
      venue: "A past show with milliseconds",
      ageRestriction: 0,
    },
  ];

  async function seedTricky() {
    tool.files.set("tricky.json", JSON.stringify(tricky));
    expect((await shows("import", "tricky.json", "--replace")).code).toBe(0);
  }

  test("export --format json: every show, past ones too, as list --json rows", async () => {
    await seedTricky();
    const result = await shows("export");
    expect(result.code).toBe(0);
    expect(result.out).toBe(toJson(tool.store.snapshot(), NEW_YORK));
    const rows = JSON.parse(result.out) as { id: number; date: string | null }[];
    expect(rows.map((row) => [row.id, row.date])).toEqual([
      [6, "2026-01-10T20:00:00.250-05:00"],
      [9, "2026-08-01T00:00:00-04:00"],
      [5, "2026-11-01T01:30:00-05:00"],
      [4, "2026-12-31T21:00:00-05:00"],
      [2, null],
    ]);
    expect((await shows("export", "--format", "json")).out).toBe(result.out);
  });

  test("export --format csv: the columns, one row per show", async () => {
    await seedTricky();
    const result = await shows("export", "--format", "csv");
    expect(result.code).toBe(0);
    const [header, ...rows] = parseCsvRows(result.out).map((row) => row.fields);
    expect(header).toEqual([...SHOW_COLUMNS]);
    expect(rows.map((row) => row[0])).toEqual(["6", "9", "5", "4", "2"]);
    const artists = rows.map((row) => row[SHOW_COLUMNS.indexOf("supportingArtists")]);
    // "A, B", as a spreadsheet user reads and types it; a JSON list only where that would not read back.
    expect(artists).toEqual([
      "",
      "Steel Ghosts, Loopback",
      JSON.stringify(["[Secret guest]", "Loopback"]),
      JSON.stringify(["Earth, Wind & Fire", 'The "Quoted"', "Ströme & Söhne"]),
      JSON.stringify(["バンド, その2"]),
    ]);
  });

  for (const format of ["json", "csv"] as const) {
    test(`export --format ${format} → import --replace gives exactly the same export again`, async () => {
      await seedTricky();
      const first = await shows("export", "--format", format);
      tool.files.set(`backup.${format}`, first.out);

      // Into the same store, changed in the meantime.
      await shows("add", "--date", "TBA", "--venue", "Added later");
      await shows("remove", "4", "--yes");
      expect((await shows("import", `backup.${format}`, "--replace")).code).toBe(0);
      expect((await shows("export", "--format", format)).out).toBe(first.out);

      // Into an empty one.
      tool.store = new MemoryStore();
      expect((await shows("import", `backup.${format}`, "--replace")).code).toBe(0);
      expect((await shows("export", "--format", format)).out).toBe(first.out);

      // And the other format holds the same shows.
      const other = format === "json" ? "csv" : "json";
      const viaOther = (await shows("export", "--format", other)).out;
      tool.files.set(`backup.${other}`, viaOther);
      tool.store = new MemoryStore();
      await shows("import", `backup.${other}`, "--replace");
      expect((await shows("export", "--format", format)).out).toBe(first.out);
    });
  }

  test("export --format csv starts no cell with a formula, and imports back unchanged", async () => {
    const formulas = [
      {
        id: 1,
        venue: '=HYPERLINK("https://evil.example","Tickets")',
        city: "+1+2@evil.example",
        state: "@SUM(A1)",
        title: "-cmd@evil.example",
        notes: "- Doors 7 PM\n- All ages",
        supportingArtists: ["-Minus", "Loopback"],
      },
      { id: 2, venue: "'=Already quoted", notes: "\tIndented", price: 0 },
    ];
    tool.files.set("formulas.json", JSON.stringify(formulas));
    expect((await shows("import", "formulas.json", "--replace")).code).toBe(0);
    const stored = tool.store.snapshot();

    const csv = (await shows("export", "--format", "csv")).out;
    // The cells as a spreadsheet reads them.
    const cells = (parse(csv) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

    tool.files.set("formulas.csv", csv);
    tool.store = new MemoryStore();
    expect((await shows("import", "formulas.csv", "--replace")).code).toBe(0);
    expect(tool.store.snapshot()).toEqual(stored);
  });

  test("a backup that leaves invalid rows out exits 1", async () => {
    tool.store.seed([{ venue: "Good" }]);
    tool.store.invalid = [{ id: 2, problems: ["date: not a date: soon"] }];
    const result = await shows("export");
    expect(result.code).toBe(1);
    expect(result.err).toContain("warning: stored show 2 is invalid and left out (date: not a date: soon)");
    expect(JSON.parse(result.out)).toHaveLength(1);
  });

  test("an unknown format is a usage mistake", async () => {
    const result = await refused("export", "--format", "xml");
    expect(result.code).toBe(2);
    expect(result.err).toContain('--format must be json or csv, not "xml"');
  });
});
