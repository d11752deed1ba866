import { describe, expect, test } from "vitest";

import { commandLine, names, NOW, showsTool, SOCIAL, SOCIAL_DESCRIBED } from "../test-helpers.ts";

const tool = showsTool();
const { shows, refused } = tool;

describe("add", () => {
  test("prints the new id and the show as the site shows it", async () => {
    const result = await shows(
      ...commandLine(
        'add --date "2026-12-31 21:00" --venue "The Social" --city Orlando --state FL --price 15 --ages 21+ ' +
          '--with "Loopback, The Cold Opens" --tickets https://tickets.example.com/social ' +
          "--flyer https://example.com/flyer.png",
      ),
    );
    expect(result).toEqual({
      code: 0,
      err: "",
      out: ["Added show 1 to the test store:", ...SOCIAL_DESCRIBED, ""].join("\n"),
    });
    expect(tool.store.snapshot()).toEqual([
      {
        ...SOCIAL,
        updatedAt: NOW,
        id: 1,
        supportingArtists: ["Loopback", "The Cold Opens"],
        flyerLink: "https://example.com/flyer.png",
      },
    ]);
    expect(tool.choices).toEqual(["default"]);
    expect(tool.store.closed).toBe(1);
  });

  test("a spreadsheet's date and a Free price, as import reads them", async () => {
    expect(
      (await shows("add", "--date", "Sat, Feb 20, 2027 8:00 PM", "--venue", "A", "--price", "Free")).out,
    ).toMatch(/^Added show 1 .*\n {2}February 20, 2027 at 8:00 PM\n.*Free/s);
  });

  test("a one-digit hour without AM or PM is refused, naming the fix", async () => {
    const { code, err } = await refused("add", "--date", "2/21/2027 8:00", "--venue", "A");
    expect(code).toBe(1);
    expect(err).toContain(
      '--date "2/21/2027 8:00": has the time "8:00" without AM or PM: write 8:00 PM (or 8:00 AM, or 24-hour 20:00)',
    );
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
    expect(tool.store.shows.map((show) => show.id)).toEqual([1, 2, 3, 4]);
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
    expect(tool.choices).toEqual([]);
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
      expect(tool.choices).toEqual([]);
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
    expect(tool.store.shows[0]!.supportingArtists).toEqual(names(50));
    expect(tool.store.shows[0]!.venue).toBe("v".repeat(200));
  });

  test("every problem at once", async () => {
    const result = await refused(...commandLine('add --date 2026-02-30 --venue "" --price -5 --ages 100'));
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "Nothing was saved:",
      '  --date "2026-02-30": is not a date: February 2026 has no day 30',
      '  --venue "": is empty',
      '  --price "-5": is not a price: give dollars, 0 or more, such as 15 or 12.50, "Free", or "TBA" when not known yet',
      '  --ages "100": is not an age: give a whole number from 0 to 99, such as 21',
      "",
    ]);
  });

  test("an unknown option is a usage mistake naming it", async () => {
    const result = await refused("add", "--date", "TBA", "--venue", "V", "--prize", "15");
    expect(result.code).toBe(2);
    expect(result.err).toContain("--prize");
    expect(result.err).toMatch(
      /^shows add: Unknown option '--prize'. Did you mean "--price"\?\nRun "npm run shows -- add --help" for how.\n$/,
    );
    expect(tool.choices).toEqual([]);
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

describe("a show whose place cannot be found", () => {
  const UNKNOWN = (place: string, id: number) =>
    `${place} is not a place we know: no follower will be told of this show ` +
    `(fix it with "npm run shows -- edit ${id} --city …").\n`;

  test("add saves it and says so in one line", async () => {
    const result = await shows("add", "--date", "TBA", "--venue", "V", "--city", "Orlandoo", "--state", "FL");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Added show 1 /);
    expect(result.err).toBe(UNKNOWN("Orlandoo, FL", 1));
    expect(tool.store.shows.map((show) => show.city)).toEqual(["Orlandoo"]);
  });

  test("a postal code the city list lacks is enough; a show with no place at all is the band's choice", async () => {
    expect((await shows("add", "--date", "TBA", "--venue", "V", "--postal-code", "32801")).err).toBe("");
    expect((await shows("add", "--date", "TBA", "--venue", "W", "--postal-code", "00000")).err).toBe(
      UNKNOWN("00000", 2),
    );
    expect((await shows("add", "--date", "TBA", "--venue", "X", "--state", "FL")).err).toBe("");
  });

  test("import says so of each show it adds whose place is unknown", async () => {
    tool.files.set(
      "shows.csv",
      ["date,venue,city,state", "TBA,A,Tampa,FL", "TBA,B,Nowheresville,FL", "TBA,C,,", ""].join("\n"),
    );
    const result = await shows("import", "shows.csv");
    expect(result.code).toBe(0);
    expect(result.err).toBe(UNKNOWN("Nowheresville, FL", 2));
  });

  test("edit says so when it moves a show to an unknown place, and not for other changes", async () => {
    await shows("add", "--date", "TBA", "--venue", "V", "--city", "Nowheresville", "--state", "FL");
    expect((await shows("edit", "1", "--price", "10")).err).toBe("");
    expect((await shows("edit", "1", "--city", "Tampa")).err).toBe("");
    expect((await shows("edit", "1", "--state", "ON")).err).toBe(UNKNOWN("Tampa, ON", 1));
  });
});

describe("--store", () => {
  test("passes the choice to openStore", async () => {
    await shows("list", "--store", "embedded");
    await shows("list", "--store", "hosted");
    await shows("list");
    expect(tool.choices).toEqual(["embedded", "hosted", "default"]);
  });

  test("anything else is a usage mistake", async () => {
    const result = await refused("list", "--store", "cloud");
    expect(result.code).toBe(2);
    expect(result.err).toContain('--store must be "embedded" or "hosted", not "cloud"');
  });
});
