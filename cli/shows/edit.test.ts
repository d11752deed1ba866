import { beforeEach, describe, expect, test } from "vitest";

import { commandLine, showsTool, SOCIAL, SOCIAL_AND_OTHER } from "../test-helpers.ts";

const tool = showsTool();
const { shows, refused } = tool;

describe("edit", () => {
  beforeEach(() => {
    tool.store.seed(SOCIAL_AND_OTHER);
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
    expect(tool.store.shows.find((show) => show.id === 1)).toMatchObject({
      price: 12.5,
      date: new Date("2027-01-01T01:00:00Z"),
      venue: "The Social",
      city: "Orlando",
    });
  });

  test('--city "" clears the city; --with "" the artists; --date "" or TBA the date', async () => {
    expect((await shows("edit", "1", "--city", "", "--with", "")).code).toBe(0);
    expect(tool.store.shows[0]).toMatchObject({ city: null, supportingArtists: [], state: "FL" });
    expect((await shows("edit", "1", "--date", "TBA")).out).toContain("Date to be announced");
    expect(tool.store.shows[0]!.date).toBeNull();
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
    expect(tool.store.shows.map((show) => show.city)).toEqual(["Orlando", null]);
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
  test("add takes every new field as an option and prints the show as fans will see it", async () => {
    const result = await shows(
      ...commandLine(
        'add --date "2026-12-31 21:00" --venue "The Social" --city Orlando --state FL ' +
          '--tickets https://t.example.com/1 --title "Release Show" --address "54 N Orange Ave" ' +
          '--postal-code 32801 --country us --notes "Doors 7 PM" --on-sale "2026-12-01 10:00" ' +
          "--sold-out no --status scheduled",
      ),
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
    expect(tool.store.shows[0]).toMatchObject({
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
      ...commandLine(
        'add --date "2026-12-31 21:00" --venue X --country XX --sold-out maybe --status gone --on-sale soonish',
      ),
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
      tool.store.seed([
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
      expect(tool.store.shows.find((show) => show.id === 1)).toMatchObject({
        status: "cancelled",
        venue: "The Social",
      });
      expect(await shows("cancel", "1")).toMatchObject({
        code: 0,
        out: expect.stringMatching(/^Show 1 is already cancelled:/),
      });
      expect(tool.store.writes).toBe(1);
    });

    test("cancel of a rescheduled show drops the date it moved from", async () => {
      expect((await shows("cancel", "3")).code).toBe(0);
      expect(tool.store.shows.find((show) => show.id === 3)).toMatchObject({
        status: "cancelled",
        previousDate: null,
      });
    });

    test("postpone: the date kept, tickets kept", async () => {
      const result = await shows("postpone", "1");
      expect(result.code).toBe(0);
      expect(result.out).toContain("  December 31, 2026 at 9:00 PM · Postponed\n");
      expect(result.out).toContain("  Get Tickets: https://tickets.example.com/social\n");
      expect(tool.store.shows.find((show) => show.id === 1)).toMatchObject({
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
      expect(tool.store.shows.find((show) => show.id === 1)).toMatchObject({
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
      expect(tool.store.shows.find((show) => show.id === 3)).toMatchObject({
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
