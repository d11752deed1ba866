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
        "Counted without cookies or addresses; crawlers are not counted.",
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

  test("without a fans' database (Supabase's API alone): says where the clicks are, exit 1", async () => {
    tool.counts = null;
    const { code, out, err } = await shows("stats");
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toContain("set DATABASE_URL");
  });

  test("--help, and no other argument", async () => {
    const help = await shows("stats", "--help");
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run shows -- stats\n/);
    expect((await shows("--help")).out).toContain("  stats ");
    const extra = await shows("stats", "7");
    expect(extra.code).toBe(2);
    expect(extra.err).toContain('unexpected argument "7"');
  });
});
