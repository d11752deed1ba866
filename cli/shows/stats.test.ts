import { describe, expect, test } from "vitest";

import type { ListedFan } from "#app/modules/follow/.server/band-list.ts";
import { SEATTLE, TAMPA } from "#tests/fans.ts";

import { showsTool } from "../test-helpers.ts";

const tool = showsTool({
  seed: [
    { id: 1, venue: "The Social", city: "Orlando", state: "FL", date: new Date("2026-03-01T01:00:00Z") },
    { id: 2, venue: "Crowbar", city: "Tampa", state: "FL", date: new Date("2026-05-02T00:00:00Z") },
    { id: 3, venue: "Orpheum", city: "Tampa", state: "FL", date: new Date("2026-07-02T00:00:00Z") },
    { id: 4, venue: "Never Clicked", city: "Miami", state: "FL", date: new Date("2026-08-02T00:00:00Z") },
  ],
});
const { shows } = tool;

/** A confirmed fan at `place`, following within 40 km. */
const fan = (email: string, place: typeof TAMPA, confirmed = true): ListedFan => ({
  id: email.length,
  email,
  ...place,
  withinKm: 40,
  unit: "km",
  consentedAt: new Date("2026-01-01T12:00:00Z"),
  signedUpOn: "/follow",
  language: "en",
  confirmedAt: confirmed ? new Date("2026-01-01T12:05:00Z") : null,
});

describe("stats", () => {
  test("clicks per show that was clicked, then per city with the confirmed fans near it", async () => {
    tool.counts = {
      clicks: new Map([
        [1, 3],
        [2, 5],
        [3, 2],
        [12, 4],
      ]),
      fans: [
        fan("a@example.com", TAMPA),
        fan("b@example.com", TAMPA),
        fan("c@example.com", TAMPA, false),
        fan("d@example.com", SEATTLE),
      ],
    };
    const result = await shows("stats");
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      [
        "From the test store:",
        "Get Tickets clicks, all days together: 14.",
        "",
        "Per show:",
        "  id  date        venue       city         clicks",
        "  1   2026-02-28  The Social  Orlando, FL  3",
        "  2   2026-05-01  Crowbar     Tampa, FL    5",
        "  3   2026-07-01  Orpheum     Tampa, FL    2",
        "  12              (removed)                4",
        "",
        "Per city the band has played or is booked in, with the confirmed fans following near it:",
        "  city         clicks  fans",
        "  Tampa, FL    7       2",
        "  Orlando, FL  3       0",
        "  Miami, FL    0       0",
        "",
        "Page visits in the last 30 days (since 2026-05-03): 0.",
        "",
        "Counted without cookies or addresses; crawlers and prefetches are not counted.",
        "",
      ].join("\n"),
    );
  });

  test("no clicks yet: the total, and the cities with their fans", async () => {
    const { code, out } = await shows("stats");
    expect(code).toBe(0);
    expect(out).toContain("Get Tickets clicks, all days together: 0.\n");
    expect(out).not.toContain("Per show:");
    expect(out).toContain("  Tampa, FL    0       0\n");
  });

  test("visits per page and the sites visitors came from, in the last 30 days by default", async () => {
    tool.visits = {
      pages: [
        { path: "/", visits: 120 },
        { path: "/shows/1", visits: 31 },
        { path: "/es/about", visits: 4 },
      ],
      referrers: [
        { host: "www.google.com", visits: 40 },
        { host: "l.instagram.com", visits: 9 },
      ],
    };
    const { code, out } = await shows("stats");
    expect(code).toBe(0);
    expect(tool.visitsSince).toEqual(["2026-05-03"]);
    expect(out).toContain(
      [
        "Page visits in the last 30 days (since 2026-05-03): 155.",
        "",
        "Per page:",
        "  page       visits",
        "  /          120",
        "  /shows/1   31",
        "  /es/about  4",
        "",
        "Sites visitors came from, most first:",
        "  site             visits",
        "  www.google.com   40",
        "  l.instagram.com  9",
        "",
        "Counted without cookies or addresses; crawlers and prefetches are not counted.",
        "",
      ].join("\n"),
    );
  });

  test("--since a day, or a number of days ending today (in the band's zone)", async () => {
    expect((await shows("stats", "--since", "2026-05-20")).out).toContain("Page visits since 2026-05-20: 0.");
    expect((await shows("stats", "--since", "7d")).out).toContain(
      "Page visits in the last 7 days (since 2026-05-26): 0.",
    );
    expect((await shows("stats", "--since", "1d")).out).toContain("Page visits today: 0.");
    expect(tool.visitsSince).toEqual(["2026-05-20", "2026-05-26", "2026-06-01"]);
  });

  test.each([
    ["yesterday", '--since must be a day (2026-11-01) or a number of days (7d), not "yesterday"'],
    ["2026-02-30", '--since must be a day (2026-11-01) or a number of days (7d), not "2026-02-30"'],
    ["0d", '--since "0d": give between 1d and 3660d'],
    ["2026-06-02", "--since 2026-06-02 is after today (2026-06-01)"],
  ])(
    "--since %s is refused with one line naming the option, exit 2, nothing read",
    async (since, message) => {
      const { code, out, err } = await shows("stats", "--since", since);
      expect(code).toBe(2);
      expect(out).toBe("");
      expect(err.split("\n")[0]).toBe(`shows stats: ${message}`);
      expect(tool.visitsSince).toEqual([]);
      expect(tool.choices).toEqual([]);
    },
  );

  test("without a fans' database (Supabase's API alone): says where the clicks are, exit 1", async () => {
    tool.counts = null;
    tool.visits = null;
    const { code, out, err } = await shows("stats");
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toContain("set DATABASE_URL");
  });

  test("--help, and no other argument", async () => {
    const help = await shows("stats", "--help");
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run shows -- stats \[--since <day\|Nd>\]\n/);
    expect(help.out).toContain("default: the last 30 days");
    expect((await shows("--help")).out).toContain("  stats ");
    const extra = await shows("stats", "7");
    expect(extra.code).toBe(2);
    expect(extra.err).toContain('unexpected argument "7"');
  });
});
