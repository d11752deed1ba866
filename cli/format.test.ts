import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { type Show, SHOW_COLUMNS } from "#app/lib/shows/fields.ts";
import { parseField } from "#app/lib/shows/input.ts";
import { toWallClock } from "#app/lib/time-zone.ts";
import { LIFECYCLE_DEFAULTS, ORIGINAL_DEFAULTS, SOCIAL_FIELDS, storedShow } from "#tests/shows.ts";

import { parseCsvRows } from "./csv.ts";
import { describeShow, formatTable, toExportRow, toJson, toLocalIso, toShowsCsv } from "./format.ts";
import { SOCIAL_DESCRIBED } from "./test-helpers.ts";

/** The rows' fields alone. */
const parseCsv = (text: string) => parseCsvRows(text).map((row) => row.fields);

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";
const SETTINGS = { timeZone: NEW_YORK, country: "US" };
/** Before every show of these tests. */
const BEFORE = new Date("2026-01-01T00:00:00Z");
const HOUR = 60 * 60 * 1000;

const at = (iso: string) => new Date(iso);

/** The show at The Social (tests/shows.ts) with a second supporting act. */
function show(overrides: Partial<Show> = {}): Show {
  return storedShow({
    id: 1,
    ...SOCIAL_FIELDS,
    date: at("2027-01-01T02:00:00Z"), // December 31, 2026, 9 PM in New York
    supportingArtists: ["Loopback", "The Cold Opens"],
    ...overrides,
  });
}

const bare = (overrides: Partial<Show> = {}) => show({ ...ORIGINAL_DEFAULTS, ...overrides });

describe("toLocalIso", () => {
  test("the band's wall clock with its offset, summer and winter", () => {
    expect(toLocalIso(at("2026-05-02T00:00:00Z"), NEW_YORK)).toBe("2026-05-01T20:00:00-04:00");
    expect(toLocalIso(at("2026-01-11T01:00:00Z"), NEW_YORK)).toBe("2026-01-10T20:00:00-05:00");
    expect(toLocalIso(at("2026-05-01T04:00:00Z"), NEW_YORK)).toBe("2026-05-01T00:00:00-04:00");
  });

  test("both sides of a repeated hour keep their own offset", () => {
    expect(toLocalIso(at("2026-11-01T05:30:00Z"), NEW_YORK)).toBe("2026-11-01T01:30:00-04:00");
    expect(toLocalIso(at("2026-11-01T06:30:00Z"), NEW_YORK)).toBe("2026-11-01T01:30:00-05:00");
  });

  test("other zones: positive, half-hour and zero offsets", () => {
    expect(toLocalIso(at("2026-07-01T12:00:00Z"), "Europe/London")).toBe("2026-07-01T13:00:00+01:00");
    expect(toLocalIso(at("2026-01-01T12:00:00Z"), "Europe/London")).toBe("2026-01-01T12:00:00+00:00");
    expect(toLocalIso(at("2026-01-01T12:00:00Z"), "Australia/Sydney")).toBe("2026-01-01T23:00:00+11:00");
    expect(toLocalIso(at("2026-07-01T12:00:00Z"), "Australia/Sydney")).toBe("2026-07-01T22:00:00+10:00");
    expect(toLocalIso(at("2026-01-01T12:00:00Z"), "Asia/Kolkata")).toBe("2026-01-01T17:30:00+05:30");
    expect(toLocalIso(at("2026-01-01T12:00:00Z"), "America/St_Johns")).toBe("2026-01-01T08:30:00-03:30");
    expect(toLocalIso(at("2026-01-01T12:00:00Z"), "UTC")).toBe("2026-01-01T12:00:00+00:00");
  });

  test("milliseconds only when there are some", () => {
    expect(toLocalIso(at("2026-05-02T00:00:00.250Z"), NEW_YORK)).toBe("2026-05-01T20:00:00.250-04:00");
    expect(toLocalIso(at("2026-05-02T00:00:00.007Z"), NEW_YORK)).toBe("2026-05-01T20:00:00.007-04:00");
    expect(toLocalIso(at("2026-05-02T00:00:05Z"), NEW_YORK)).toBe("2026-05-01T20:00:05-04:00");
  });

  test("round trip through the date input for any instant the band may store (property)", () => {
    const zones = [NEW_YORK, "Europe/London", "Australia/Sydney", "Asia/Kolkata", "America/St_Johns", "UTC"];
    const instant = fc.oneof(
      fc.date({ min: at("1990-01-02T00:00:00Z"), max: at("2100-12-30T00:00:00Z"), noInvalidDate: true }),
      // Around New York's clock changes.
      fc
        .tuple(
          fc.constantFrom("2026-03-08T07:00:00Z", "2026-11-01T06:00:00Z", "2030-03-10T07:00:00Z"),
          fc.integer({ min: -3 * HOUR, max: 3 * HOUR }),
        )
        .map(([change, shift]) => new Date(at(change).getTime() + shift)),
    );
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (date, timeZone) => {
        const text = toLocalIso(date, timeZone);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/);
        // The wall-clock part is the band's wall clock.
        const clock = toWallClock(date, timeZone);
        const pad = (value: number) => String(value).padStart(2, "0");
        expect(text.slice(0, 19)).toBe(
          `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`,
        );
        // And reading it back, in any zone, is the same instant, milliseconds included.
        expect(parseField("date", text, timeZone)).toEqual({ ok: true, value: date });
        expect(parseField("date", text, "UTC")).toEqual({ ok: true, value: date });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("toExportRow and toJson", () => {
  test("every column, the date as local ISO, nothing left out", () => {
    const row = toExportRow(
      show({
        flyerLink: "https://example.com/flyer.png",
        status: "rescheduled",
        previousDate: at("2026-12-20T01:00:00Z"),
        soldOut: true,
        onSaleDate: at("2026-12-01T15:00:00Z"),
        title: "New Year's Eve",
        address: "54 N Orange Ave",
        postalCode: "32801",
        country: "US",
        notes: "Doors 8 PM",
        notable: true,
        updatedAt: at("2026-12-02T12:00:00.250Z"),
      }),
      NEW_YORK,
    );
    expect(Object.keys(row)).toEqual([...SHOW_COLUMNS]);
    expect(row).toEqual({
      id: 1,
      date: "2026-12-31T21:00:00-05:00",
      ...SOCIAL_FIELDS,
      supportingArtists: ["Loopback", "The Cold Opens"],
      flyerLink: "https://example.com/flyer.png",
      status: "rescheduled",
      previousDate: "2026-12-19T20:00:00-05:00",
      soldOut: true,
      onSaleDate: "2026-12-01T10:00:00-05:00",
      title: "New Year's Eve",
      address: "54 N Orange Ave",
      postalCode: "32801",
      country: "US",
      notes: "Doors 8 PM",
      notable: true,
      updatedAt: "2026-12-02T07:00:00.250-05:00",
    });
  });

  test("empty values are null (the artists an empty list)", () => {
    expect(toExportRow(bare({ id: 7 }), NEW_YORK)).toEqual({
      id: 7,
      venue: "The Social",
      ...ORIGINAL_DEFAULTS,
      ...LIFECYCLE_DEFAULTS,
      updatedAt: null,
    });
  });

  test("toJson: an indented array of the rows, with a final newline", () => {
    const shows = [show(), bare({ id: 2 })];
    const json = toJson(shows, NEW_YORK);
    expect(json.endsWith("]\n")).toBe(true);
    expect(json).toContain('\n  {\n    "id": 1,\n    "date": "2026-12-31T21:00:00-05:00",');
    expect(JSON.parse(json)).toEqual(shows.map((each) => toExportRow(each, NEW_YORK)));
    expect(toJson([], NEW_YORK)).toBe("[]\n");
  });
});

describe("toShowsCsv", () => {
  test("a header of the columns, then one row per show", () => {
    const csv = toShowsCsv([show(), bare({ id: 2, venue: 'Café "Zé", Orlando' })], NEW_YORK);
    expect(csv.split("\r\n")[0]).toBe(
      "id,date,venue,city,state,price,supportingArtists,ageRestriction,ticketLink,flyerLink," +
        "status,previousDate,soldOut,onSaleDate,title,address,postalCode,country,notes,notable,updatedAt",
    );
    expect(parseCsv(csv)).toEqual([
      [...SHOW_COLUMNS],
      [
        "1",
        "2026-12-31T21:00:00-05:00",
        "The Social",
        "Orlando",
        "FL",
        "15",
        "Loopback, The Cold Opens",
        "21",
        "https://tickets.example.com/social",
        "",
        "scheduled",
        "",
        "false",
        ...Array.from({ length: 6 }, () => ""),
        "false",
        "",
      ],
      [
        "2",
        "",
        'Café "Zé", Orlando',
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "scheduled",
        "",
        "false",
        ...Array(6).fill(""),
        "false",
        "",
      ],
    ]);
  });

  test('the artists cell is "A, B"; a JSON list when a name holds a comma, so that it reads back', () => {
    const artistsCell = (names: string[]) =>
      parseCsv(toShowsCsv([show({ supportingArtists: names })], NEW_YORK))[1]![
        SHOW_COLUMNS.indexOf("supportingArtists")
      ];
    expect(artistsCell(["Steel Ghosts", 'The "Quoted"', "Ströme & Söhne"])).toBe(
      'Steel Ghosts, The "Quoted", Ströme & Söhne',
    );
    const names = ["Earth, Wind & Fire", 'The "Quoted"', "Ströme & Söhne"];
    expect(JSON.parse(artistsCell(names)!)).toEqual(names);
    expect(artistsCell([])).toBe("");
  });

  test("prices as plain numbers, 0 included", () => {
    const [, paid, free] = parseCsv(toShowsCsv([show({ price: 12.5 }), show({ id: 2, price: 0 })], NEW_YORK));
    expect(paid![SHOW_COLUMNS.indexOf("price")]).toBe("12.5");
    expect(free![SHOW_COLUMNS.indexOf("price")]).toBe("0");
  });

  test("no shows: the header alone", () => {
    expect(toShowsCsv([], NEW_YORK)).toBe(`${SHOW_COLUMNS.join(",")}\r\n`);
  });
});

describe("formatTable", () => {
  test("no shows", () => {
    expect(formatTable([], SETTINGS, BEFORE)).toBe("No shows.\n");
  });

  test("a header, a rule, and one aligned line per show in the band's zone", () => {
    const table = formatTable(
      [
        show(),
        bare({ id: 12, date: at("2026-05-01T04:00:00Z"), venue: "Will's Pub", price: 0 }),
        bare({ id: 3, venue: "Somewhere", status: "postponed", soldOut: true }),
      ],
      SETTINGS,
      BEFORE,
    );
    const lines = table.split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(6);
    const [header, rule, first, second, third] = lines as [string, string, string, string, string];
    expect(header.split(/ {2,}/)).toEqual([
      "id",
      "date",
      "state",
      "venue",
      "city/state",
      "price",
      "ages",
      "lineup",
      "tickets",
    ]);
    expect(rule).toMatch(/^[- ]+$/);
    expect(first.split(/ {2,}/)).toEqual([
      "1",
      "December 31, 2026 at 9:00 PM",
      "scheduled",
      "The Social",
      "Orlando, FL",
      "$15",
      "Ages 21+",
      "With Loopback, The Cold Opens",
      "https://tickets.example.com/social",
    ]);
    expect(second.split(/ {2,}/)).toEqual([
      "12",
      "May 1, 2026",
      "scheduled",
      "Will's Pub",
      "—",
      "Free",
      "—",
      "—",
      "—",
    ]);
    expect(third.split(/ {2,}/)).toEqual([
      "3",
      "TBA",
      "postponed, sold out",
      "Somewhere",
      "—",
      "—",
      "—",
      "—",
      "—",
    ]);
    // Every column starts where its header does.
    for (const title of ["date", "state", "venue", "city/state", "price", "ages", "lineup"]) {
      const column = header.indexOf(title);
      expect(rule[column - 1], title).toBe(" ");
      expect(rule[column], title).toBe("-");
      for (const line of [first, second, third]) expect(line[column - 1], `${title} in ${line}`).toBe(" ");
    }
    // No trailing spaces.
    for (const line of lines) expect(line).toBe(line.trimEnd());
  });

  test("long cells are cut to 36 characters with an ellipsis", () => {
    const venue = "The Very Long Name Of A Venue That Goes On And On";
    const table = formatTable([show({ venue })], SETTINGS, BEFORE);
    const cut = `${venue.slice(0, 35)}…`;
    expect(cut).toHaveLength(36);
    expect(table).toContain(cut);
    expect(table).not.toContain(venue);
  });
});

describe("describeShow", () => {
  const now = at("2026-06-01T12:00:00Z");

  test("a future show as the site shows it", () => {
    expect(describeShow(show({ flyerLink: "https://example.com/flyer.png" }), SETTINGS, now)).toBe(
      SOCIAL_DESCRIBED.join("\n"),
    );
  });

  test("an undated show with nothing else", () => {
    expect(describeShow(bare(), SETTINGS, now)).toBe(
      ["  Date to be announced", "  The Social", "  Tickets at door", "  Page: /shows/1"].join("\n"),
    );
  });

  test("the past-show note only for shows the site no longer lists", () => {
    const note = "  (This show has passed: the site lists it under past shows.)";
    const startingIn = (ms: number) => show({ date: new Date(now.getTime() + ms) });
    expect(describeShow(startingIn(HOUR), SETTINGS, now)).not.toContain(note);
    // Listed until 4 hours after it starts.
    expect(describeShow(startingIn(-3 * HOUR), SETTINGS, now)).not.toContain(note);
    expect(
      describeShow(startingIn(-5 * HOUR), SETTINGS, now)
        .split("\n")
        .at(-1),
    ).toBe(note);
    expect(describeShow(show({ date: at("2026-01-11T01:00:00Z") }), SETTINGS, now)).toContain(note);
    // A date-only show is listed all that day.
    expect(describeShow(show({ date: at("2026-06-01T04:00:00Z") }), SETTINGS, now)).not.toContain(note);
    expect(describeShow(show({ date: at("2026-05-31T04:00:00Z") }), SETTINGS, now)).toContain(note);
    // An undated show is never over.
    expect(describeShow(bare(), SETTINGS, now)).not.toContain(note);
  });

  test("links that are not http(s) are not shown", () => {
    const text = describeShow(
      show({ ticketLink: "javascript:alert(1)", flyerLink: "ftp://x" }),
      SETTINGS,
      now,
    );
    expect(text).toContain("Tickets at door");
    expect(text).not.toContain("javascript");
    expect(text).not.toContain("Flyer");
  });
});
