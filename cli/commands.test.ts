import { beforeEach, describe, expect, test } from "vitest";
import { parseCsvRows } from "./csv.ts";
import { SHOW_COLUMNS, type Show, type ShowFields } from "#app/lib/shows/fields.ts";
import { COLUMN_NAMES } from "./columns.ts";
import { LIFECYCLE_DEFAULTS, showFields } from "#tests/shows.ts";
import { runShowsCommand } from "#cli/commands.ts";
import type { ShowsCli } from "#cli/shows-cli.ts";
import { type StoreChoice } from "#cli/arguments.ts";
import { formatTable, toJson } from "./format.ts";
import { ReadOnlyStoreError, type ShowsStore } from "#app/.server/shows/store.ts";

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";
const NOW = new Date("2026-06-01T16:00:00Z");

const byDateThenId = (a: Show, b: Show) =>
  a.date === null || b.date === null
    ? Number(a.date === null) - Number(b.date === null) || a.id - b.id
    : a.date.getTime() - b.date.getTime() || a.id - b.id;

/** A store in memory: ids from 1, every write trivially atomic, every call recorded. */
class MemoryStore implements ShowsStore {
  readonly description = "the test store";
  shows: Show[] = [];
  nextId = 1;
  writes = 0;
  closed = 0;
  /** Rows that fail validation, reported by list(). */
  invalid: { id: unknown; problems: string[] }[] = [];
  /** Thrown by every write when set. */
  failWith: Error | null = null;

  seed(shows: (Partial<ShowFields> & { id?: number })[]): Show[] {
    for (const fields of shows) {
      const id = fields.id ?? this.nextId;
      this.shows.push({ updatedAt: null, ...emptyShow(), ...fields, id });
      this.nextId = Math.max(this.nextId, id + 1);
    }
    return this.snapshot();
  }

  snapshot(): Show[] {
    return structuredClone([...this.shows].sort(byDateThenId));
  }

  private write() {
    if (this.failWith) throw this.failWith;
    this.writes++;
  }

  async rows(): Promise<unknown[]> {
    return this.snapshot();
  }

  async list(onInvalid: (id: unknown, problems: string[]) => void): Promise<Show[]> {
    for (const { id, problems } of this.invalid) onInvalid(id, problems);
    return this.snapshot();
  }

  async add(shows: readonly ShowFields[]): Promise<Show[]> {
    this.write();
    const added = shows.map((fields) => ({ ...structuredClone(fields), id: this.nextId++, updatedAt: NOW }));
    this.shows.push(...added);
    return structuredClone(added);
  }

  async update(id: number, fields: Partial<ShowFields>): Promise<Show | null> {
    this.write();
    const show = this.shows.find((candidate) => candidate.id === id);
    if (!show) return null;
    Object.assign(show, structuredClone(fields), { updatedAt: NOW });
    return structuredClone(show);
  }

  async remove(id: number): Promise<boolean> {
    this.write();
    const before = this.shows.length;
    this.shows = this.shows.filter((show) => show.id !== id);
    return this.shows.length < before;
  }

  async replaceAll(shows: readonly (ShowFields & { id?: number })[]): Promise<Show[]> {
    this.write();
    const highest = Math.max(0, ...shows.flatMap((show) => (show.id === undefined ? [] : [show.id])));
    let nextId = highest + 1;
    const withIds = shows
      .filter((show) => show.id !== undefined)
      .map((show) => ({ ...show, updatedAt: NOW })) as Show[];
    const without = shows
      .filter((show) => show.id === undefined)
      .map((show) => ({ ...show, id: nextId++, updatedAt: NOW }));
    this.shows = structuredClone([...withIds, ...without]);
    this.nextId = nextId;
    return this.snapshot();
  }

  async close(): Promise<void> {
    this.closed++;
  }
}

function emptyShow(): ShowFields {
  return showFields({ venue: "Somewhere" });
}

let store: MemoryStore;
let files: Map<string, string>;
let answer: boolean | null;
let questions: string[];
let choices: StoreChoice[];
let out: string[];
let err: string[];

const cli: ShowsCli = {
  openStore: async (choice) => {
    choices.push(choice);
    return store;
  },
  timeZone: NEW_YORK,
  country: "US",
  now: () => NOW,
  out: (text) => out.push(text),
  err: (text) => err.push(text),
  confirm: async (question) => {
    questions.push(question);
    return answer;
  },
  readFile: (path) => {
    const text = files.get(path);
    if (text === undefined) {
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT" });
    }
    return text;
  },
};

beforeEach(() => {
  store = new MemoryStore();
  files = new Map();
  answer = null;
  questions = [];
  choices = [];
});

/** Runs one command line; what it printed, and its exit code. */
async function shows(...argv: string[]) {
  out = [];
  err = [];
  const code = await runShowsCommand(argv, cli);
  return { code, out: out.join(""), err: err.join("") };
}

/** Runs a command that must not touch the store. */
async function refused(...argv: string[]) {
  const before = store.snapshot();
  const result = await shows(...argv);
  expect(store.writes).toBe(0);
  expect(store.snapshot()).toEqual(before);
  expect(result.out).toBe("");
  return result;
}

const SOCIAL = {
  date: new Date("2027-01-01T02:00:00Z"), // December 31, 2026 at 9:00 PM in New York
  venue: "The Social",
  city: "Orlando",
  state: "FL",
  price: 15,
  supportingArtists: ["Loopback"],
  ageRestriction: 21,
  ticketLink: "https://tickets.example.com/social",
};

/** The lifecycle columns of a plain show, as list --json and export print them. */
const EXPORTED_DEFAULTS = { ...LIFECYCLE_DEFAULTS, updatedAt: null };

const names = (count: number) => Array.from({ length: count }, (_, index) => `Band ${index + 1}`);

describe("add", () => {
  test("prints the new id and the show as the site shows it", async () => {
    const result = await shows(
      "add",
      "--date",
      "2026-12-31 21:00",
      "--venue",
      "The Social",
      "--city",
      "Orlando",
      "--state",
      "FL",
      "--price",
      "15",
      "--ages",
      "21+",
      "--with",
      "Loopback, The Cold Opens",
      "--tickets",
      "https://tickets.example.com/social",
      "--flyer",
      "https://example.com/flyer.png",
    );
    expect(result).toEqual({
      code: 0,
      err: "",
      out: [
        "Added show 1 to the test store:",
        "  December 31, 2026 at 9:00 PM",
        "  The Social, Orlando, FL",
        "  $15 · Ages 21+ · With Loopback, The Cold Opens",
        "  Get Tickets: https://tickets.example.com/social",
        "  Flyer: https://example.com/flyer.png",
        "  Page: /shows/1",
        "",
      ].join("\n"),
    });
    expect(store.snapshot()).toEqual([
      {
        ...showFields(),
        updatedAt: NOW,
        id: 1,
        date: new Date("2027-01-01T02:00:00Z"),
        venue: "The Social",
        city: "Orlando",
        state: "FL",
        price: 15,
        supportingArtists: ["Loopback", "The Cold Opens"],
        ageRestriction: 21,
        ticketLink: "https://tickets.example.com/social",
        flyerLink: "https://example.com/flyer.png",
      },
    ]);
    expect(choices).toEqual(["default"]);
    expect(store.closed).toBe(1);
  });

  test("the next show gets the next id; every date form works", async () => {
    expect((await shows("add", "--date", "2026-12-31 9pm", "--venue", "A")).out).toMatch(
      /^Added show 1 .*\n {2}December 31, 2026 at 9:00 PM\n/,
    );
    expect((await shows("add", "--date", "2026-12-31", "--venue", "B")).out).toMatch(
      /^Added show 2 .*\n {2}December 31, 2026\n/,
    );
    expect((await shows("add", "--date", "TBA", "--venue", "C")).out).toMatch(
      /^Added show 3 .*\n {2}Date to be announced\n {2}C\n {2}Tickets at door\n {2}Page: \/shows\/3\n$/,
    );
    expect((await shows("add", "--date", "2026-12-31T21:00:00-05:00", "--venue", "D")).out).toContain(
      "December 31, 2026 at 9:00 PM",
    );
    expect(store.shows.map((show) => show.id)).toEqual([1, 2, 3, 4]);
  });

  test("a past show is added, with a note that the site lists it under past shows", async () => {
    const result = await shows("add", "--date", "2026-01-10 20:00", "--venue", "Old");
    expect(result.code).toBe(0);
    expect(result.out).toContain("(This show has passed: the site lists it under past shows.)");
  });

  test("--date and --venue are required: a usage mistake", async () => {
    const noDate = await refused("add", "--venue", "The Social");
    expect(noDate.code).toBe(2);
    expect(noDate.err).toContain("--date is required");
    expect(noDate.err).toContain('Run "npm run shows -- add --help" for how.');
    const noVenue = await refused("add", "--date", "TBA");
    expect(noVenue.code).toBe(2);
    expect(noVenue.err).toContain("--venue is required");
    expect(choices).toEqual([]);
  });

  const invalid: [string, string[], string][] = [
    [
      "February 30",
      ["--date", "2026-02-30 20:00"],
      '--date "2026-02-30 20:00": is not a date: February 2026 has no day 30',
    ],
    ["month 13", ["--date", "2026-13-01"], '--date "2026-13-01": has no month 13'],
    [
      "a time skipped by the clocks going forward",
      ["--date", "2026-03-08 02:30"],
      '--date "2026-03-08 02:30": does not exist in America/New_York: the clocks skip that hour when summer time starts',
    ],
    ["an explicit midnight", ["--date", "2026-05-01 00:00"], '--date "2026-05-01 00:00": is midnight'],
    ["a year out of range", ["--date", "2101-01-01"], '--date "2101-01-01": is in 2101'],
    ["an empty venue", ["--venue", ""], '--venue "": is empty'],
    ["a blank venue", ["--venue", "   "], '--venue "   ": is empty'],
    ["a negative price", ["--price", "-5"], '--price "-5": is not a price: give dollars, 0 or more'],
    ["a non-numeric price", ["--price", "cheap"], '--price "cheap": is not a price'],
    ["a price with three decimals", ["--price", "12.505"], '--price "12.505": is not a price'],
    ["ages 100", ["--ages", "100"], '--ages "100": is not an age: give a whole number from 0 to 99'],
    ["ages -1", ["--ages", "-1"], '--ages "-1": is not an age'],
    ["ages not whole", ["--ages", "2.5"], '--ages "2.5": is not an age'],
    [
      "an ftp ticket link",
      ["--tickets", "ftp://example.com/t"],
      '--tickets "ftp://example.com/t": is not a link',
    ],
    [
      "a javascript: flyer",
      ["--flyer", "javascript:alert(1)"],
      '--flyer "javascript:alert(1)": is not a link',
    ],
    ["a relative ticket link", ["--tickets", "/tickets"], '--tickets "/tickets": is not a link'],
    [
      "51 artists",
      ["--with", names(51).join(", ")],
      `--with "${names(51).join(", ")}": lists 51 artists; the most is 50`,
    ],
    ["an artist name over 200 characters", ["--with", `A, ${"n".repeat(201)}`], "--with"],
    [
      "a venue over 200 characters",
      ["--venue", "v".repeat(201)],
      `--venue "${"v".repeat(201)}": is 201 characters long; the most is 200`,
    ],
    [
      "a city over 200 characters",
      ["--city", "c".repeat(201)],
      `--city "${"c".repeat(201)}": is 201 characters long`,
    ],
    [
      "a state over 200 characters",
      ["--state", "s".repeat(201)],
      `--state "${"s".repeat(201)}": is 201 characters long`,
    ],
  ];

  for (const [rule, options, problem] of invalid) {
    test(`refuses ${rule}: exit 1, names the option and the value, writes nothing`, async () => {
      const base: Record<string, string> = { "--date": "2026-12-31 21:00", "--venue": "The Social" };
      for (let index = 0; index < options.length; index += 2) base[options[index]!] = options[index + 1]!;
      const result = await refused("add", ...Object.entries(base).flat());
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^Nothing was saved:\n {2}--/);
      expect(result.err).toContain(`  ${problem}`);
      expect(choices).toEqual([]);
    });
  }

  test("an artist name over 200 characters is named with the rule", async () => {
    const result = await refused("add", "--date", "TBA", "--venue", "V", "--with", `A, ${"n".repeat(201)}`);
    expect(result.err).toContain("has a name that is 201 characters long; the most is 200");
  });

  test("50 artists and 200 characters are fine", async () => {
    const result = await shows(
      "add",
      "--date",
      "TBA",
      "--venue",
      "v".repeat(200),
      "--with",
      names(50).join(","),
    );
    expect(result.code).toBe(0);
    expect(store.shows[0]!.supportingArtists).toEqual(names(50));
    expect(store.shows[0]!.venue).toBe("v".repeat(200));
  });

  test("every problem at once", async () => {
    const result = await refused(
      "add",
      "--date",
      "2026-02-30",
      "--venue",
      "",
      "--price",
      "-5",
      "--ages",
      "100",
    );
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "Nothing was saved:",
      '  --date "2026-02-30": is not a date: February 2026 has no day 30',
      '  --venue "": is empty',
      '  --price "-5": is not a price: give dollars, 0 or more, such as 15 or 12.50',
      '  --ages "100": is not an age: give a whole number from 0 to 99, such as 21',
      "",
    ]);
  });

  test("an unknown option is a usage mistake naming it", async () => {
    const result = await refused("add", "--date", "TBA", "--venue", "V", "--prize", "15");
    expect(result.code).toBe(2);
    expect(result.err).toContain("--prize");
    expect(result.err).toMatch(
      /^shows add: Unknown option '--prize'\nRun "npm run shows -- add --help" for how.\n$/,
    );
    expect(choices).toEqual([]);
  });

  test("--price -5 is a price problem, not an option problem", async () => {
    for (const argv of [["--price", "-5"], ["--price=-5"], ["--price", "-5.50"]]) {
      const result = await refused("add", "--date", "TBA", "--venue", "V", ...argv);
      expect(result.code, argv.join(" ")).toBe(1);
      expect(result.err).toMatch(/ {2}--price "-5(\.50)?": is not a price/);
      expect(result.err).not.toMatch(/option|ambiguous/i);
    }
  });

  test("an unexpected argument is a usage mistake", async () => {
    const result = await refused("add", "extra", "--date", "TBA", "--venue", "V");
    expect(result.code).toBe(2);
    expect(result.err).toContain('unexpected argument "extra"');
  });
});

describe("--store", () => {
  test("passes the choice to openStore", async () => {
    await shows("list", "--store", "embedded");
    await shows("list", "--store", "hosted");
    await shows("list");
    expect(choices).toEqual(["embedded", "hosted", "default"]);
  });

  test("anything else is a usage mistake", async () => {
    const result = await refused("list", "--store", "cloud");
    expect(result.code).toBe(2);
    expect(result.err).toContain('--store must be "embedded" or "hosted", not "cloud"');
  });
});

describe("edit", () => {
  beforeEach(() => {
    store.seed([
      { ...SOCIAL, id: 1 },
      { venue: "Other", id: 2 },
    ]);
  });

  test("changes the given fields and shows the result", async () => {
    const result = await shows("edit", "1", "--price", "12.50", "--date", "2026-12-31 8pm");
    expect(result.code).toBe(0);
    expect(result.err).toBe("");
    expect(result.out).toBe(
      [
        "Changed show 1:",
        "  December 31, 2026 at 8:00 PM",
        "  The Social, Orlando, FL",
        "  $12.50 · Ages 21+ · With Loopback",
        "  Get Tickets: https://tickets.example.com/social",
        "  Page: /shows/1",
        "",
      ].join("\n"),
    );
    expect(store.shows.find((show) => show.id === 1)).toMatchObject({
      price: 12.5,
      date: new Date("2027-01-01T01:00:00Z"),
      venue: "The Social",
      city: "Orlando",
    });
  });

  test('--city "" clears the city; --with "" the artists; --date "" or TBA the date', async () => {
    expect((await shows("edit", "1", "--city", "", "--with", "")).code).toBe(0);
    expect(store.shows[0]).toMatchObject({ city: null, supportingArtists: [], state: "FL" });
    expect((await shows("edit", "1", "--date", "TBA")).out).toContain("Date to be announced");
    expect(store.shows[0]!.date).toBeNull();
  });

  test('--venue "" is refused: the venue is required', async () => {
    const result = await refused("edit", "1", "--venue", "");
    expect(result.code).toBe(1);
    expect(result.err).toContain('--venue "": is required and cannot be cleared');
  });

  test("validation as for add: exit 1, nothing written", async () => {
    const price = await refused("edit", "1", "--price", "-5");
    expect(price.code).toBe(1);
    expect(price.err).toContain('--price "-5": is not a price');
    const date = await refused("edit", "1", "--date", "2026-02-30 20:00");
    expect(date.code).toBe(1);
    expect(date.err).toContain('--date "2026-02-30 20:00": is not a date: February 2026 has no day 30');
    const link = await refused("edit", "1", "--tickets", "javascript:alert(1)");
    expect(link.code).toBe(1);
    expect(link.err).toContain('--tickets "javascript:alert(1)": is not a link');
  });

  test("an unknown id: exit 1", async () => {
    const result = await shows("edit", "99", "--city", "Tampa");
    expect(result.code).toBe(1);
    expect(result.err).toContain("There is no show 99 in the test store.");
    expect(store.shows.map((show) => show.city)).toEqual(["Orlando", null]);
  });

  test("usage mistakes: exit 2", async () => {
    const cases: [string[], string][] = [
      [["edit", "--city", "Tampa"], "missing the show id"],
      [["edit", "abc", "--city", "Tampa"], '"abc" is not a show id'],
      [["edit", "0", "--city", "Tampa"], '"0" is not a show id'],
      [["edit", "1"], "give at least one field to change"],
      [["edit", "1", "2", "--city", "Tampa"], 'unexpected argument "2"'],
      [["edit", "1", "--prize", "5"], "Unknown option '--prize'"],
    ];
    for (const [argv, message] of cases) {
      const result = await refused(...argv);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.err).toContain(message);
      expect(result.err).toContain('Run "npm run shows -- edit --help" for how.');
    }
  });
});

describe("the lifecycle: new fields, cancel, postpone, reschedule", () => {
  const lifecycleOptions = [
    "--title",
    "Release Show",
    "--address",
    "54 N Orange Ave",
    "--postal-code",
    "32801",
    "--country",
    "us",
    "--notes",
    "Doors 7 PM",
    "--on-sale",
    "2026-12-01 10:00",
    "--sold-out",
    "no",
    "--status",
    "scheduled",
  ];

  test("add takes every new field as an option and prints the show as fans will see it", async () => {
    const result = await shows(
      "add",
      "--date",
      "2026-12-31 21:00",
      "--venue",
      "The Social",
      "--city",
      "Orlando",
      "--state",
      "FL",
      "--tickets",
      "https://t.example.com/1",
      ...lifecycleOptions,
    );
    expect(result).toEqual({
      code: 0,
      err: "",
      out: [
        "Added show 1 to the test store:",
        "  Release Show",
        "  December 31, 2026 at 9:00 PM",
        "  The Social, Orlando, FL",
        "  54 N Orange Ave, Orlando, FL 32801",
        "  Doors 7 PM",
        "  On sale December 1 at 10:00 AM",
        "  Page: /shows/1",
        "",
      ].join("\n"),
    });
    expect(store.shows[0]).toMatchObject({
      title: "Release Show",
      address: "54 N Orange Ave",
      postalCode: "32801",
      country: "US",
      notes: "Doors 7 PM",
      onSaleDate: new Date("2026-12-01T15:00:00Z"),
      soldOut: false,
      status: "scheduled",
      previousDate: null,
    });
  });

  test("bad values are refused, each named with its option, and nothing is stored", async () => {
    const result = await refused(
      "add",
      "--date",
      "2026-12-31 21:00",
      "--venue",
      "X",
      "--country",
      "XX",
      "--sold-out",
      "maybe",
      "--status",
      "gone",
      "--on-sale",
      "soonish",
    );
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "Nothing was saved:",
      '  --status "gone": is not a state: give one of scheduled, postponed, cancelled, rescheduled',
      '  --sold-out "maybe": is not yes or no',
      expect.stringMatching(/^ {2}--on-sale "soonish": is not a date: /),
      '  --country "XX": is not a country code: give two letters such as US, CA or GB',
      "",
    ]);
  });

  describe("on a stored show", () => {
    beforeEach(() => {
      store.seed([
        { ...SOCIAL, id: 1 },
        { id: 2, venue: "Some Day" },
        {
          ...SOCIAL,
          id: 3,
          venue: "Moved Before",
          status: "rescheduled",
          previousDate: new Date("2026-12-24T02:00:00Z"),
        },
      ]);
    });

    test("cancel: the show stays, marked Cancelled, with no tickets", async () => {
      const result = await shows("cancel", "1");
      expect(result).toEqual({
        code: 0,
        err: "",
        out: [
          "Cancelled show 1:",
          "  December 31, 2026 at 9:00 PM · Cancelled",
          "  The Social, Orlando, FL",
          "  $15 · Ages 21+ · With Loopback",
          "  No tickets: the show is cancelled",
          "  Page: /shows/1",
          "",
        ].join("\n"),
      });
      expect(store.shows.find((show) => show.id === 1)).toMatchObject({
        status: "cancelled",
        venue: "The Social",
      });
      expect(await shows("cancel", "1")).toMatchObject({
        code: 0,
        out: expect.stringMatching(/^Show 1 is already cancelled:/),
      });
      expect(store.writes).toBe(1);
    });

    test("cancel of a rescheduled show drops the date it moved from", async () => {
      expect((await shows("cancel", "3")).code).toBe(0);
      expect(store.shows.find((show) => show.id === 3)).toMatchObject({
        status: "cancelled",
        previousDate: null,
      });
    });

    test("postpone: the date kept, tickets kept", async () => {
      const result = await shows("postpone", "1");
      expect(result.code).toBe(0);
      expect(result.out).toContain("  December 31, 2026 at 9:00 PM · Postponed\n");
      expect(result.out).toContain("  Get Tickets: https://tickets.example.com/social\n");
      expect(store.shows.find((show) => show.id === 1)).toMatchObject({
        status: "postponed",
        date: SOCIAL.date,
      });
    });

    test("reschedule --date: the new date, the old one kept as 'Moved from'", async () => {
      const result = await shows("reschedule", "1", "--date", "2027-01-15 8pm");
      expect(result.code).toBe(0);
      expect(result.out.split("\n").slice(0, 4)).toEqual([
        "Rescheduled show 1:",
        "  January 15, 2027 at 8:00 PM · Rescheduled",
        "  Moved from December 31, 2026 at 9:00 PM",
        "  The Social, Orlando, FL",
      ]);
      expect(store.shows.find((show) => show.id === 1)).toMatchObject({
        status: "rescheduled",
        date: new Date("2027-01-16T01:00:00Z"),
        previousDate: SOCIAL.date,
      });
    });

    test("reschedule refuses what it cannot do, by name, and stores nothing", async () => {
      const noDate = await refused("reschedule", "1");
      expect(noDate).toMatchObject({ code: 2, err: expect.stringContaining("--date is required") });
      const tba = await refused("reschedule", "1", "--date", "TBA");
      expect(tba.err).toContain(
        '--date "TBA": is not a date: give the new date (when it is not known yet, use postpone)',
      );
      const bad = await refused("reschedule", "1", "--date", "2027-02-30");
      expect(bad.err).toContain('--date "2027-02-30": is not a date: February 2027 has no day 30');
      const undated = await refused("reschedule", "2", "--date", "2027-01-15 8pm");
      expect(undated.err).toContain("show 2 has no date yet");
      const same = await refused("reschedule", "1", "--date", "2026-12-31 21:00");
      expect(same.err).toContain("show 1 is already on that date");
      const missing = await refused("reschedule", "99", "--date", "2027-01-15 8pm");
      expect(missing).toMatchObject({ code: 1, err: expect.stringContaining("There is no show 99") });
      const extra = await refused("cancel", "1", "--venue", "X");
      expect(extra.code).toBe(2);
    });

    test("edit --status to another state drops the date a rescheduled show moved from", async () => {
      expect((await shows("edit", "3", "--status", "scheduled")).code).toBe(0);
      expect(store.shows.find((show) => show.id === 3)).toMatchObject({
        status: "scheduled",
        previousDate: null,
      });
    });

    test("edit --sold-out yes: 'Sold out' where the button was", async () => {
      const result = await shows("edit", "1", "--sold-out", "yes");
      expect(result.out).toContain("  Sold out\n");
      expect(result.out).not.toContain("Get Tickets");
    });

    test("list shows each show's state", async () => {
      await shows("cancel", "1");
      await shows("edit", "2", "--sold-out", "yes");
      const table = (await shows("list")).out.split("\n");
      expect(table[0]).toMatch(/^id {2}date +state +venue/);
      expect(table.find((line) => line.startsWith("1 "))).toMatch(/ cancelled +The Social/);
      expect(table.find((line) => line.startsWith("3 "))).toMatch(/ rescheduled +Moved Before/);
      expect(table.find((line) => line.startsWith("2 "))).toMatch(/ sold out +Some Day/);
    });
  });
});

describe("remove", () => {
  beforeEach(() => {
    store.seed([
      { ...SOCIAL, id: 1 },
      { venue: "Other", id: 2 },
    ]);
  });

  test("asks first, showing the show; yes removes it", async () => {
    answer = true;
    const result = await shows("remove", "1");
    expect(result).toEqual({ code: 0, out: "Removed show 1.\n", err: "" });
    expect(questions).toEqual([
      "Remove show 1?\n  December 31, 2026 at 9:00 PM\n  The Social, Orlando, FL\n  $15 · Ages 21+ · With Loopback\n  Get Tickets: https://tickets.example.com/social\n  Page: /shows/1\n[y/N] ",
    ]);
    expect(store.shows.map((show) => show.id)).toEqual([2]);
  });

  test("no keeps it", async () => {
    answer = false;
    const result = await shows("remove", "1");
    expect(result.out).toBe("Nothing removed.\n");
    expect(result.code).toBe(1);
    expect(store.writes).toBe(0);
    expect(store.shows.map((show) => show.id)).toEqual([1, 2]);
  });

  test("nobody to ask: refuses, telling to use --yes", async () => {
    answer = null;
    const result = await refused("remove", "1");
    expect(result.code).toBe(2);
    expect(result.err).toContain("remove asks for confirmation: run it in a terminal, or add --yes");
    expect(questions).toHaveLength(1);
  });

  test("--yes (or -y) removes without asking", async () => {
    expect(await shows("remove", "1", "--yes")).toEqual({ code: 0, out: "Removed show 1.\n", err: "" });
    expect(await shows("remove", "-y", "2")).toEqual({ code: 0, out: "Removed show 2.\n", err: "" });
    expect(questions).toEqual([]);
    expect(store.shows).toEqual([]);
  });

  test("an unknown id is refused without asking", async () => {
    answer = true;
    const result = await refused("remove", "9");
    expect(result.code).toBe(1);
    expect(result.err).toContain("There is no show 9 in the test store.");
    expect(questions).toEqual([]);
  });

  test("a missing or bad id is a usage mistake", async () => {
    expect((await refused("remove")).code).toBe(2);
    expect((await refused("remove", "one", "--yes")).code).toBe(2);
  });
});

describe("list", () => {
  let past: Show;
  let upcoming: Show;
  let undated: Show;

  beforeEach(() => {
    [past, upcoming, undated] = store.seed([
      { id: 1, venue: "Back Then", date: new Date("2026-01-11T01:00:00Z") },
      { ...SOCIAL, id: 2 },
      { id: 3, venue: "Some Day" },
    ]) as [Show, Show, Show];
  });

  test("a table of the upcoming shows: past ones hidden", async () => {
    const result = await shows("list");
    expect(result).toEqual({ code: 0, err: "", out: formatTable([upcoming, undated], cli, NOW) });
    expect(result.out).toContain("December 31, 2026 at 9:00 PM");
    expect(result.out).toContain("TBA");
    expect(result.out).not.toContain("Back Then");
  });

  test("never prints a control or text-direction character it did not write itself", async () => {
    // A row stored by hand, before input refused such text.
    store.seed([
      {
        ...SOCIAL,
        id: 9,
        venue: "Evil\u001b]0;pwned\u0007 Hall\u001b]52;c;cm0gLXJmIH4=\u0007",
        city: "Or\rlando\u202e",
        notes: "line\nbreak\u009b",
      },
    ]);
    // Any control character but the tool's own line ends ("\n", and "\r\n" in CSV).
    const unsafe =
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /\r(?!\n)|[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
    for (const argv of [["list"], ["list", "--json"], ["export", "--format", "csv"], ["cancel", "9"]]) {
      const result = await shows(...argv);
      expect(result.out + result.err, argv.join(" ")).not.toMatch(unsafe);
      expect(result.out + result.err, argv.join(" ")).toMatch(/\\u001b/);
    }
    // What the tool writes itself stays: its own line ends.
    expect((await shows("list")).out.split("\n").length).toBeGreaterThan(3);
  });

  test("--all shows past ones too", async () => {
    const result = await shows("list", "--all");
    expect(result.out).toBe(formatTable([past, upcoming, undated], cli, NOW));
    expect(result.out).toContain("Back Then");
  });

  test("--json prints the rows", async () => {
    const result = await shows("list", "--json");
    expect(result.out).toBe(toJson([upcoming, undated], NEW_YORK));
    expect(JSON.parse(result.out)).toEqual([
      {
        id: 2,
        date: "2026-12-31T21:00:00-05:00",
        venue: "The Social",
        city: "Orlando",
        state: "FL",
        price: 15,
        supportingArtists: ["Loopback"],
        ageRestriction: 21,
        ticketLink: "https://tickets.example.com/social",
        flyerLink: null,
        ...EXPORTED_DEFAULTS,
      },
      {
        id: 3,
        date: null,
        venue: "Some Day",
        city: null,
        state: null,
        price: null,
        supportingArtists: [],
        ageRestriction: null,
        ticketLink: null,
        flyerLink: null,
        ...EXPORTED_DEFAULTS,
      },
    ]);
    expect(
      JSON.parse((await shows("list", "--all", "--json")).out).map((row: { id: number }) => row.id),
    ).toEqual([1, 2, 3]);
  });

  test("no shows", async () => {
    store.shows = [];
    expect(await shows("list")).toEqual({ code: 0, out: "No shows.\n", err: "" });
  });

  test("invalid stored rows are reported and left out", async () => {
    store.invalid = [{ id: 7, problems: ["venue: Too small"] }];
    const result = await shows("list");
    expect(result.code).toBe(0);
    expect(result.err).toBe("warning: stored show 7 is invalid and left out (venue: Too small)\n");
  });

  test("an unknown option or an argument is a usage mistake", async () => {
    expect((await refused("list", "--everything")).code).toBe(2);
    expect((await refused("list", "now")).code).toBe(2);
  });
});

describe("import: CSV rows that do not fit", () => {
  test("a problem names the spreadsheet's row, and the line a row starts on when that differs", async () => {
    files.set("shows.csv", 'venue,price\n"Two\nlines",15\n\nBad,-5\n');
    const { code, err } = await refused("import", "shows.csv");
    expect(code).toBe(1);
    // A spreadsheet shows the header in row 1, the two-line cell in row 2 and the blank line as row 3.
    expect(err).toContain('  row 4 (line 5): price "-5" is not a price');
  });

  test("a row with more cells than the header has columns is refused, not guessed", async () => {
    files.set("shows.csv", "venue,price\nA,1,extra\n");
    const { code, err } = await refused("import", "shows.csv");
    expect(code).toBe(1);
    expect(err).toContain("  row 2: has 3 cells but the header has 2 columns");
  });

  test("empty cells after the last column, as spreadsheets write them, are no problem", async () => {
    files.set("shows.csv", "Venue,Price,,\nA,1,,\nB,2,,,\n");
    expect((await shows("import", "shows.csv")).code).toBe(0);
    expect(store.shows.map((show) => [show.venue, show.price])).toEqual([
      ["A", 1],
      ["B", 2],
    ]);
  });

  test("a column with values but no name in the header is refused", async () => {
    files.set("shows.csv", "Venue,,Price\nA,oops,1\n");
    const { code, err } = await refused("import", "shows.csv");
    expect(code).toBe(1);
    expect(err).toBe("shows import: shows.csv: column 2 holds values but has no name in the header\n");
  });

  test("a column named twice in the header is refused", async () => {
    files.set("shows.csv", "venue,venue\nA,B\n");
    const { code, err } = await refused("import", "shows.csv");
    expect(code).toBe(1);
    expect(err).toContain('the column "venue" appears twice');
  });
});

describe("import: a spreadsheet's header", () => {
  test("names in any case, with spaces, - or _ between words, as a spreadsheet writes them", async () => {
    files.set(
      "shows.csv",
      [
        "Date,VENUE,City,Postal code,On sale,sold_out,Ticket-Link,Flyer Link,Age restriction",
        "2026-12-31 9pm,The Social,Orlando,32801,2026-12-01 10am,no,https://t.example.com/1,https://f.example.com/1,21",
        "",
      ].join("\r\n"),
    );
    expect((await shows("import", "shows.csv")).code).toBe(0);
    expect(store.shows[0]).toMatchObject({
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
      files.set("shows.csv", `Venue,${name}\nThe Social,"${cell}"\n`);
      expect((await shows("import", "shows.csv")).code).toBe(0);
      expect(store.shows[0]).toMatchObject({ venue: "The Social", ...fields });
    });
  }

  test("two names of one column: refused, naming both", async () => {
    files.set("shows.csv", "Venue,Tickets,ticket_link\nA,https://a.example.com,https://b.example.com\n");
    const { code, err } = await refused("import", "shows.csv");
    expect(code).toBe(1);
    expect(err).toBe(
      'shows import: shows.csv: the columns "Tickets" and "ticket_link" are the same column, ticketLink: keep one\n',
    );
  });

  test("an unknown column is refused, naming it and every accepted name, so that a typo loses nothing", async () => {
    files.set("shows.csv", "Venue,Prize,Dors\nA,5,7pm\n");
    const { code, err } = await refused("import", "shows.csv");
    expect(code).toBe(1);
    const lines = err.split("\n");
    expect(lines[0]).toBe(
      'shows import: shows.csv: unknown columns "Prize", "Dors". The columns, in any case, with or without spaces:',
    );
    expect(lines).toContain("  supportingArtists, with, supporting acts, support, openers");
    expect(lines).toContain("  ticketLink, tickets, ticket URL, ticket");
    expect(lines).toContain("  ageRestriction, ages, age, age limit, minimum age");
    expect(lines.slice(1, -1)).toHaveLength(SHOW_COLUMNS.length);
  });

  test("a file without a venue column is refused at once, not row by row", async () => {
    files.set("shows.csv", "Date,City\n2026-12-31,Orlando\n");
    const { code, err } = await refused("import", "shows.csv");
    expect(code).toBe(1);
    expect(err).toBe("shows import: shows.csv has no venue column: every show needs a venue\n");
  });

  test("JSON keys are matched the same way", async () => {
    files.set("shows.json", JSON.stringify([{ Venue: "The Social", "Supporting acts": "A, B", Age: 21 }]));
    expect((await shows("import", "shows.json")).code).toBe(0);
    expect(store.shows[0]).toMatchObject({
      venue: "The Social",
      supportingArtists: ["A", "B"],
      ageRestriction: 21,
    });
  });
});

describe("command names", () => {
  test.each(["toString", "constructor", "__proto__", "main"])("%s is an unknown command", async (name) => {
    const { code, err } = await refused(name);
    expect(code).toBe(2);
    expect(err).toContain(`unknown command "${name}"`);
    expect(err).toContain('Run "npm run shows -- --help"');
  });
});

describe("import", () => {
  const jsonRows = [
    {
      date: "2026-12-31 9pm",
      venue: "The Social",
      city: "Orlando",
      state: "FL",
      price: 15,
      supportingArtists: ["Loopback"],
      ageRestriction: 21,
      ticketLink: "https://tickets.example.com/social",
    },
    { date: "TBA", venue: "Will's Pub", price: "$10", ageRestriction: "18+" },
  ];

  test("JSON: adds the rows with new ids", async () => {
    store.seed([{ venue: "Existing" }]);
    files.set("shows.json", JSON.stringify(jsonRows));
    const result = await shows("import", "shows.json");
    expect(result).toEqual({
      code: 0,
      err: "",
      out: "Added 2 shows from shows.json (ids 2, 3) to the test store.\n",
    });
    expect(store.snapshot()).toEqual([
      {
        ...showFields(),
        updatedAt: NOW,
        id: 2,
        date: new Date("2027-01-01T02:00:00Z"),
        venue: "The Social",
        city: "Orlando",
        state: "FL",
        price: 15,
        supportingArtists: ["Loopback"],
        ageRestriction: 21,
        ticketLink: "https://tickets.example.com/social",
        flyerLink: null,
      },
      { ...emptyShow(), id: 1, venue: "Existing", updatedAt: null },
      { ...emptyShow(), id: 3, venue: "Will's Pub", price: 10, ageRestriction: 18, updatedAt: NOW },
    ]);
  });

  test("CSV: header of column names, empty cells empty, artists as a JSON list or typed", async () => {
    files.set(
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
    expect(store.shows).toEqual([
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
    store.seed([{ venue: "Existing" }]);
    files.set(
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
      "  row 2: price -5 is not a price: give dollars, 0 or more, such as 15 or 12.50",
      `  row 4: supportingArtists ${JSON.stringify(names(51))} lists 51 artists; the most is 50`,
      "  row 4: ageRestriction 100 is not an age: give a whole number from 0 to 99, such as 21",
      '  row 4: ticketLink "ftp://x.example.com" is not a link: give an http:// or https:// URL',
      "",
    ]);
    expect(choices).toEqual([]);
  });

  test("CSV: problems name the spreadsheet's row and the column as the header writes it", async () => {
    files.set(
      "shows.csv",
      [
        "Venue,Date,Price,Tickets,Ages",
        "The Social,2026-12-31 21:00,15,,",
        "Will's Pub,2026-03-08 02:30,free,ftp://x.example.com,150",
        ",TBA,,,",
        "  ,2027-02-30,,,",
      ].join("\n"),
    );
    const result = await refused("import", "shows.csv");
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "Nothing was imported: 7 problems in shows.csv:",
      '  row 3: Date "2026-03-08 02:30" does not exist in America/New_York: the clocks skip that hour when summer time starts',
      '  row 3: Price "free" is not a price: give dollars, 0 or more, such as 15 or 12.50',
      '  row 3: Ages "150" is not an age: give a whole number from 0 to 99, such as 21',
      '  row 3: Tickets "ftp://x.example.com" is not a link: give an http:// or https:// URL',
      "  row 4: Venue is empty",
      '  row 5: Date "2027-02-30" is not a date: February 2027 has no day 30',
      "  row 5: Venue is empty",
      "",
    ]);
  });

  test("JSON: a missing venue is named by its column", async () => {
    files.set("shows.json", JSON.stringify([{ date: "TBA" }, { venue: null }]));
    const result = await refused("import", "shows.json");
    expect(result.err).toContain("  row 1: venue is required\n");
    expect(result.err).toContain("  row 2: venue is required\n");
  });

  test("CSV: an artists cell that starts like a list but is not one", async () => {
    files.set("shows.csv", 'venue,supportingArtists\nV,"[oops"\n');
    const result = await refused("import", "shows.csv");
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'row 2: supportingArtists "[oops" is not a list of names: write them as "A, B"',
    );
  });

  test("unknown columns", async () => {
    files.set("shows.json", JSON.stringify([{ venue: "V" }, { venue: "V", prize: 5 }]));
    const json = await refused("import", "shows.json");
    expect(json.code).toBe(1);
    expect(json.err).toContain('shows.json, row 2: unknown column "prize". The columns');
    expect(json.err).toContain(`\n  ${COLUMN_NAMES.venue.join(", ")}\n`);

    files.set("shows.csv", "venue,prize\nV,5\n");
    const csv = await refused("import", "shows.csv");
    expect(csv.code).toBe(1);
    expect(csv.err).toContain('shows.csv: unknown column "prize"');
  });

  test("duplicate and bad ids", async () => {
    files.set(
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
    files.set("shows.json", JSON.stringify([{ venue: "A" }, null, 5, ["V"]]));
    const result = await refused("import", "shows.json");
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
      if (text !== undefined) files.set(path, text);
      const result = await refused("import", path);
      expect(result.code, path).toBe(1);
      expect(result.err).toContain(message);
    }
  });

  test("an empty list adds nothing", async () => {
    files.set("none.json", "[]");
    expect(await shows("import", "none.json")).toEqual({
      code: 0,
      err: "",
      out: "Added 0 shows from none.json to the test store.\n",
    });
    expect(store.shows).toEqual([]);
  });

  test("CSV: a row spanning lines after a multi-line quoted cell", async () => {
    files.set("shows.csv", 'venue,price\n"Two\nlines",15\nBad,-5\n');
    const result = await refused("import", "shows.csv");
    expect(result.code).toBe(1);
    expect(result.err).toContain('  row 3 (line 4): price "-5" is not a price');
  });

  test("no file is a usage mistake", async () => {
    const result = await refused("import");
    expect(result.code).toBe(2);
    expect(result.err).toContain("missing the file to import");
  });

  test("--replace replaces every show, keeping the ids given; without it, new ids", async () => {
    store.seed([{ venue: "Old 1" }, { venue: "Old 2" }, { venue: "Old 3" }]);
    const rows = [
      { id: 7, venue: "Seven", date: "2026-12-01" },
      { venue: "No id" },
      { id: 3, venue: "Three", date: "2026-11-01" },
    ];
    files.set("backup.json", JSON.stringify(rows));

    const added = await shows("import", "backup.json");
    expect(added.out).toBe("Added 3 shows from backup.json (ids 4, 5, 6) to the test store.\n");
    expect(store.shows.map((show) => [show.id, show.venue])).toEqual([
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
    expect(store.snapshot().map((show) => [show.id, show.venue])).toEqual([
      [3, "Three"],
      [7, "Seven"],
      [8, "No id"],
    ]);
  });
});

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
    files.set("tricky.json", JSON.stringify(tricky));
    expect((await shows("import", "tricky.json", "--replace")).code).toBe(0);
  }

  test("export --format json: every show, past ones too, as list --json rows", async () => {
    await seedTricky();
    const result = await shows("export");
    expect(result.code).toBe(0);
    expect(result.out).toBe(toJson(store.snapshot(), NEW_YORK));
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
      files.set(`backup.${format}`, first.out);

      // Into the same store, changed in the meantime.
      await shows("add", "--date", "TBA", "--venue", "Added later");
      await shows("remove", "4", "--yes");
      expect((await shows("import", `backup.${format}`, "--replace")).code).toBe(0);
      expect((await shows("export", "--format", format)).out).toBe(first.out);

      // Into an empty one.
      store = new MemoryStore();
      expect((await shows("import", `backup.${format}`, "--replace")).code).toBe(0);
      expect((await shows("export", "--format", format)).out).toBe(first.out);

      // And the other format holds the same shows.
      const other = format === "json" ? "csv" : "json";
      const viaOther = (await shows("export", "--format", other)).out;
      files.set(`backup.${other}`, viaOther);
      store = new MemoryStore();
      await shows("import", `backup.${other}`, "--replace");
      expect((await shows("export", "--format", format)).out).toBe(first.out);
    });
  }

  test("a backup that leaves invalid rows out exits 1", async () => {
    store.seed([{ venue: "Good" }]);
    store.invalid = [{ id: 2, problems: ["date: not a date: soon"] }];
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

describe("store errors", () => {
  const READ_ONLY = "The hosted shows table is read-only.";

  test("a ReadOnlyStoreError exits 1 with its message and how to write: the service role key or the Table Editor", async () => {
    store.seed([{ venue: "Existing" }]);
    store.failWith = new ReadOnlyStoreError(READ_ONLY);
    files.set("shows.json", JSON.stringify([{ venue: "V" }]));
    for (const argv of [
      ["add", "--date", "TBA", "--venue", "V"],
      ["edit", "1", "--city", "Tampa"],
      ["remove", "1", "--yes"],
      ["import", "shows.json"],
      ["import", "shows.json", "--replace"],
    ]) {
      const result = await shows(...argv);
      expect(result.code, argv.join(" ")).toBe(1);
      expect(result.err.startsWith(`${READ_ONLY} To change shows on Supabase`)).toBe(true);
      expect(result.err).toMatch(/SUPABASE_SERVICE_ROLE_KEY/);
      expect(result.err).toMatch(/Table Editor/);
      expect(result.err.endsWith("\n")).toBe(true);
      expect(result.out).toBe("");
    }
    expect(store.shows.map((show) => show.venue)).toEqual(["Existing"]);
    // Reading still works.
    expect((await shows("list")).code).toBe(0);
  });

  test("any other store error exits 1 naming the command, and the store is closed", async () => {
    store.failWith = new Error("connection reset");
    const result = await shows("add", "--date", "TBA", "--venue", "V");
    expect(result).toEqual({ code: 1, out: "", err: "shows add: connection reset\n" });
    expect(store.closed).toBe(1);
  });

  test("a store that cannot be opened", async () => {
    const failing: ShowsCli = {
      ...cli,
      openStore: async () => {
        throw new Error("DATA_DIR is in use");
      },
    };
    out = [];
    err = [];
    expect(await runShowsCommand(["list"], failing)).toBe(1);
    expect(err.join("")).toBe("shows list: DATA_DIR is in use\n");
  });
});

describe("help and unknown commands", () => {
  for (const command of ["list", "add", "edit", "remove", "import", "export"]) {
    test(`${command} --help: exit 0 and its usage, no store opened`, async () => {
      for (const flag of ["--help", "-h"]) {
        const result = await shows(command, flag);
        expect(result.code).toBe(0);
        expect(result.err).toBe("");
        expect(result.out).toMatch(new RegExp(`^Usage: npm run shows -- ${command}\\b`));
      }
      // Even with other (wrong) options around it.
      expect((await shows(command, "--bogus", "--help")).code).toBe(0);
      expect(choices).toEqual([]);
    });
  }

  test("the main usage", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const result = await shows(...argv);
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/^Usage: npm run shows -- <command> \[options\]\n/);
      for (const command of ["list", "add", "edit", "remove", "import", "export"]) {
        expect(result.out).toContain(`  ${command} `);
      }
    }
    // No command at all: the usage, as a usage mistake.
    const none = await shows();
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/^Usage: npm run shows -- <command>/);
  });

  test("an unknown command: exit 2", async () => {
    for (const command of ["frobnicate", "delete", "List"]) {
      const result = await refused(command, "--yes");
      expect(result.code, command).toBe(2);
      expect(result.err).toBe(
        `shows ${command}: unknown command "${command}"\nRun "npm run shows -- --help" for how.\n`,
      );
    }
    // "main" is the name of the general usage, not a command.
    const main = await refused("main");
    expect(main.code).toBe(2);
    expect(main.err).toContain('shows main: unknown command "main"');
    expect(choices).toEqual([]);
  });

  test("names of Object.prototype are not commands either", async () => {
    // Only the exit code: the message is missing (see the report).
    for (const command of ["toString", "constructor", "__proto__"]) {
      const result = await refused(command);
      expect(result.code, command).toBe(2);
    }
    expect(choices).toEqual([]);
  });
});
