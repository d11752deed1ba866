import { describe, expect, test } from "vitest";

import { showFields } from "#tests/shows.ts";

import { emptyShow, names, NOW, showsTool, SOCIAL } from "../test-helpers.ts";
import { COLUMN_NAMES } from "./columns.ts";

const tool = showsTool();
const { shows, refused } = tool;

describe("import", () => {
  const jsonRows = [
    { ...SOCIAL, date: "2026-12-31 9pm" },
    { date: "TBA", venue: "Will's Pub", price: "$10", ageRestriction: "18+" },
  ];

  test("JSON: adds the rows with new ids", async () => {
    tool.store.seed([{ venue: "Existing" }]);
    const result = await shows("import", tool.file("shows.json", JSON.stringify(jsonRows)));
    expect(result).toEqual({
      code: 0,
      err: "",
      out: "Added 2 shows from shows.json (ids 2, 3) to the test store.\n",
    });
    expect(tool.store.snapshot()).toEqual([
      { ...SOCIAL, updatedAt: NOW, id: 2 },
      { ...emptyShow(), id: 1, venue: "Existing", updatedAt: null },
      { ...emptyShow(), id: 3, venue: "Will's Pub", price: 10, ageRestriction: 18, updatedAt: NOW },
    ]);
  });

  test("CSV: header of column names, empty cells empty, artists as a JSON list or typed", async () => {
    tool.files.set(
      "shows.csv",
      [
        "\uFEFFdate,venue,city,state,price,supportingArtists,ageRestriction,ticketLink",
        '2026-12-31 21:00,"Café ""Zé"", Orlando",Orlando,FL,12.50,"[""Earth, Wind & Fire"",""Loopback""]",21,https://t.example.com/1',
        '2026-12-31,Ströme & Söhne,,,,"A, B",,',
        "",
      ].join("\r\n"),
    );
    const result = await shows("import", "shows.csv");
    expect(result.code).toBe(0);
    expect(result.out).toBe("Added 2 shows from shows.csv (ids 1, 2) to the test store.\n");
    expect(tool.store.shows).toEqual([
      {
        ...showFields(),
        updatedAt: NOW,
        id: 1,
        date: new Date("2027-01-01T02:00:00Z"),
        venue: 'Café "Zé", Orlando',
        city: "Orlando",
        state: "FL",
        price: 12.5,
        supportingArtists: ["Earth, Wind & Fire", "Loopback"],
        ageRestriction: 21,
        ticketLink: "https://t.example.com/1",
        flyerLink: null,
      },
      {
        ...emptyShow(),
        updatedAt: NOW,
        id: 2,
        date: new Date("2026-12-31T05:00:00Z"),
        venue: "Ströme & Söhne",
        supportingArtists: ["A", "B"],
      },
    ]);
  });

  test("JSON: one bad row and nothing is written; every problem with its row and field", async () => {
    tool.store.seed([{ venue: "Existing" }]);
    tool.files.set(
      "shows.json",
      JSON.stringify([
        jsonRows[0],
        { date: "2026-02-30 20:00", venue: "", price: -5 },
        jsonRows[1],
        { venue: "V", ageRestriction: 100, ticketLink: "ftp://x.example.com", supportingArtists: names(51) },
      ]),
    );
    const result = await refused("import", "shows.json");
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "Nothing was imported: 6 problems in shows.json:",
      '  row 2: date "2026-02-30 20:00" is not a date: February 2026 has no day 30',
      "  row 2: venue is empty",
      '  row 2: price -5 is not a price: give dollars, 0 or more, such as 15 or 12.50, "Free", or "TBA" when not known yet',
      `  row 4: supportingArtists ${JSON.stringify(names(51))} lists 51 artists; the most is 50`,
      "  row 4: ageRestriction 100 is not an age: give a whole number from 0 to 99, such as 21",
      '  row 4: ticketLink "ftp://x.example.com" is not a link: give an http:// or https:// URL',
      "",
    ]);
    expect(tool.choices).toEqual([]);
  });

  test("CSV: problems name the spreadsheet's row and the column as the header writes it", async () => {
    tool.files.set(
      "shows.csv",
      [
        "Venue,Date,Price,Tickets,Ages",
        "The Social,2026-12-31 21:00,15,,",
        "Will's Pub,2026-03-08 02:30,$15 adv,ftp://x.example.com,150",
        ",TBA,,,",
        "  ,2027-02-30,,,",
      ].join("\n"),
    );
    const result = await refused("import", "shows.csv");
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "Nothing was imported: 7 problems in shows.csv:",
      '  row 3: Date "2026-03-08 02:30" does not exist in America/New_York: the clocks skip that hour when summer time starts',
      '  row 3: Price "$15 adv" is not a price: give dollars, 0 or more, such as 15 or 12.50, "Free", or "TBA" when not known yet',
      '  row 3: Ages "150" is not an age: give a whole number from 0 to 99, such as 21',
      '  row 3: Tickets "ftp://x.example.com" is not a link: give an http:// or https:// URL',
      "  row 4: Venue is empty",
      '  row 5: Date "2027-02-30" is not a date: February 2027 has no day 30',
      "  row 5: Venue is empty",
      "",
    ]);
  });

  test("JSON: a missing venue is named by its column", async () => {
    const result = await refused(
      "import",
      tool.file("shows.json", JSON.stringify([{ date: "TBA" }, { venue: null }])),
    );
    expect(result.err).toContain("  row 1: venue is required\n");
    expect(result.err).toContain("  row 2: venue is required\n");
  });

  test("CSV: an artists cell that starts like a list but is not one", async () => {
    const result = await refused("import", tool.file("shows.csv", 'venue,supportingArtists\nV,"[oops"\n'));
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'row 2: supportingArtists "[oops" is not a list of names: write them as "A, B"',
    );
  });

  test("unknown columns", async () => {
    const json = await refused(
      "import",
      tool.file("shows.json", JSON.stringify([{ venue: "V" }, { venue: "V", prize: 5 }])),
    );
    expect(json.code).toBe(1);
    expect(json.err).toContain('shows.json, row 2: unknown column "prize". The columns');
    expect(json.err).toContain(`\n  ${COLUMN_NAMES.venue.join(", ")}\n`);

    const csv = await refused("import", tool.file("shows.csv", "venue,prize\nV,5\n"));
    expect(csv.code).toBe(1);
    expect(csv.err).toContain('shows.csv: unknown column "prize"');
  });

  test("duplicate and bad ids", async () => {
    tool.files.set(
      "shows.json",
      JSON.stringify([
        { id: 4, venue: "A" },
        { id: 5, venue: "B" },
        { id: 4, venue: "C" },
        { id: "x", venue: "D" },
        { id: 0, venue: "E" },
        { id: 1.5, venue: "F" },
      ]),
    );
    const result = await refused("import", "shows.json", "--replace");
    expect(result.code).toBe(1);
    expect(result.err).toContain("row 3: id 4 is the same id as row 1");
    expect(result.err).toContain('row 4: id "x" is not a show id (a whole number from 1)');
    expect(result.err).toContain("row 5: id 0 is not a show id");
    expect(result.err).toContain("row 6: id 1.5 is not a show id");
  });

  test("rows that are not objects", async () => {
    const result = await refused(
      "import",
      tool.file("shows.json", JSON.stringify([{ venue: "A" }, null, 5, ["V"]])),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain("row 2: is not an object of columns");
    expect(result.err).toContain("row 3: is not an object of columns");
    expect(result.err).toContain("row 4: is not an object of columns");
  });

  test("files that cannot be read or are not shows: exit 1", async () => {
    const cases: [string, string | undefined, string][] = [
      ["missing.json", undefined, "cannot read missing.json: ENOENT"],
      ["broken.json", "[{", "broken.json is not valid JSON"],
      ["object.json", '{"venue":"V"}', 'object.json must hold an array of shows, as "export" writes'],
      ["shows.txt", "venue\nV\n", "shows.txt: give a .json or .csv file"],
      ["empty.csv", "", "empty.csv is empty: it needs a header row of column names"],
      ["open.csv", 'venue\n"The Social\n', "open.csv: line 2: a quoted field is never closed"],
    ];
    for (const [path, text, message] of cases) {
      if (text !== undefined) tool.files.set(path, text);
      const result = await refused("import", path);
      expect(result.code, path).toBe(1);
      expect(result.err).toContain(message);
    }
  });

  test("an empty list adds nothing", async () => {
    expect(await shows("import", tool.file("none.json", "[]"))).toEqual({
      code: 0,
      err: "",
      out: "Added 0 shows from none.json to the test store.\n",
    });
    expect(tool.store.shows).toEqual([]);
  });

  test("CSV: a row spanning lines after a multi-line quoted cell", async () => {
    const result = await refused("import", tool.file("shows.csv", 'venue,price\n"Two\nlines",15\nBad,-5\n'));
    expect(result.code).toBe(1);
    expect(result.err).toContain('  row 3 (line 4): price "-5" is not a price');
  });

  test("no file is a usage mistake", async () => {
    const result = await refused("import");
    expect(result.code).toBe(2);
    expect(result.err).toContain("missing the file to import");
  });

  test("--replace replaces every show, keeping the ids given; without it, new ids", async () => {
    tool.store.seed([{ venue: "Old 1" }, { venue: "Old 2" }, { venue: "Old 3" }]);
    const rows = [
      { id: 7, venue: "Seven", date: "2026-12-01" },
      { venue: "No id" },
      { id: 3, venue: "Three", date: "2026-11-01" },
    ];

    const added = await shows("import", tool.file("backup.json", JSON.stringify(rows)));
    expect(added.out).toBe("Added 3 shows from backup.json (ids 4, 5, 6) to the test store.\n");
    expect(tool.store.shows.map((show) => [show.id, show.venue])).toEqual([
      [1, "Old 1"],
      [2, "Old 2"],
      [3, "Old 3"],
      [4, "Seven"],
      [5, "No id"],
      [6, "Three"],
    ]);

    const replaced = await shows("import", "backup.json", "--replace");
    expect(replaced).toEqual({
      code: 0,
      err: "",
      out: "Replaced every show in the test store with the 3 in backup.json.\n",
    });
    expect(tool.store.snapshot().map((show) => [show.id, show.venue])).toEqual([
      [3, "Three"],
      [7, "Seven"],
      [8, "No id"],
    ]);
  });
});

describe("import: CSV rows that do not fit", () => {
  test("a problem names the spreadsheet's row, and the line a row starts on when that differs", async () => {
    const { code, err } = await refused(
      "import",
      tool.file("shows.csv", 'venue,price\n"Two\nlines",15\n\nBad,-5\n'),
    );
    expect(code).toBe(1);
    // A spreadsheet shows the header in row 1, the two-line cell in row 2 and the blank line as row 3.
    expect(err).toContain('  row 4 (line 5): price "-5" is not a price');
  });

  test("a row with more cells than the header has columns is refused, not guessed", async () => {
    const { code, err } = await refused("import", tool.file("shows.csv", "venue,price\nA,1,extra\n"));
    expect(code).toBe(1);
    expect(err).toContain("  row 2: has 3 cells but the header has 2 columns");
  });

  test("empty cells after the last column, as spreadsheets write them, are no problem", async () => {
    expect((await shows("import", tool.file("shows.csv", "Venue,Price,,\nA,1,,\nB,2,,,\n"))).code).toBe(0);
    expect(tool.store.shows.map((show) => [show.venue, show.price])).toEqual([
      ["A", 1],
      ["B", 2],
    ]);
  });

  test("a column with values but no name in the header is refused", async () => {
    const { code, err } = await refused("import", tool.file("shows.csv", "Venue,,Price\nA,oops,1\n"));
    expect(code).toBe(1);
    expect(err).toBe("shows import: shows.csv: column 2 holds values but has no name in the header\n");
  });

  test("a column named twice in the header is refused", async () => {
    const { code, err } = await refused("import", tool.file("shows.csv", "venue,venue\nA,B\n"));
    expect(code).toBe(1);
    expect(err).toContain('the column "venue" appears twice');
  });
});
