import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, test, vi } from "vitest";
import { migratedDatabase } from "#tests/fans-database.ts";
import { storedShow } from "#tests/shows.ts";
import type { Database } from "../db/database.ts";
import { clicksPerShow } from "./ticket-clicks.ts";
import { createTicketPings, PING_STATUS, type TicketPing } from "./ticket-ping.ts";

vi.setConfig({ testTimeout: 60_000 });

const database = migratedDatabase();
const SITE = "https://band.example";
const NEW_YORK = "America/New_York";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const TICKETS = "https://tickets.example.com/social";

const SHOWS = [
  storedShow({ id: 1, venue: "The Social", city: "Orlando", state: "FL", ticketLink: TICKETS }),
  storedShow({ id: 2, venue: "At The Door", city: "Tampa", state: "FL" }),
];

/** A ping as Chromium sends it from the site's own page, with `headers` changed (undefined: left out). */
function ping(showId: string, headers: Record<string, string | undefined> = {}): TicketPing {
  const all: Record<string, string | undefined> = {
    "content-type": "text/ping",
    "user-agent": CHROME,
    "sec-fetch-site": "same-origin",
    origin: SITE,
    host: "band.example",
    "ping-from": `${SITE}/`,
    "ping-to": TICKETS,
    ...headers,
  };
  return { showId, header: (name) => all[name.toLowerCase()], clientAddress: "203.0.113.7" };
}

/** Pings counted on the migrated database, on a clock the test moves. */
function setUp(options: { database?: Database | null; perClient?: RateLimiterMemory } = {}) {
  const clock = { now: new Date("2026-11-28T15:00:00Z") };
  const countPing = createTicketPings({
    shows: async () => SHOWS,
    database: () => (options.database === undefined ? database() : options.database),
    siteUrl: SITE,
    timeZone: NEW_YORK,
    now: () => clock.now,
    perClient: options.perClient,
  });
  const days = async () =>
    (
      await database().run(
        `select "showId", to_char(day, 'YYYY-MM-DD') as day, clicks from public.ticket_clicks order by "showId", day`,
      )
    )[0];
  return { clock, countPing, days };
}

describe("a Get Tickets click's ping", () => {
  test("is counted once per ping, for the show and the band's day", async () => {
    const { countPing, days } = setUp();
    expect(await countPing(ping("1"))).toBe("counted");
    expect(await countPing(ping("1"))).toBe("counted");
    expect(await days()).toEqual([{ showId: 1, day: "2026-11-28", clicks: 2 }]);
    expect(PING_STATUS.counted).toBe(204);
  });

  test("is counted on the day it is in the band's zone: 11 PM in New York is the same day, 1 AM the next", async () => {
    const { clock, countPing, days } = setUp();
    clock.now = new Date("2026-11-29T04:00:00Z"); // 11 PM on the 28th in New York
    await countPing(ping("1"));
    clock.now = new Date("2026-11-29T06:00:00Z"); // 1 AM on the 29th
    await countPing(ping("1"));
    await countPing(ping("1"));
    expect(await days()).toEqual([
      { showId: 1, day: "2026-11-28", clicks: 1 },
      { showId: 1, day: "2026-11-29", clicks: 2 },
    ]);
    expect(await clicksPerShow(database())).toEqual(new Map([[1, 3]]));
  });

  test("from a crawler, or a client that names no browser, is not counted", async () => {
    const { countPing, days } = setUp();
    expect(await countPing(ping("1", { "user-agent": GOOGLEBOT }))).toBe("crawler");
    expect(await countPing(ping("1", { "user-agent": "curl/8.5.0" }))).toBe("crawler");
    expect(await countPing(ping("1", { "user-agent": undefined }))).toBe("crawler");
    expect(await days()).toEqual([]);
  });

  test("from another site is refused and not counted", async () => {
    const { countPing, days } = setUp();
    expect(
      await countPing(ping("1", { "sec-fetch-site": "cross-site", origin: "https://evil.example" })),
    ).toBe("from another site");
    expect(await countPing(ping("1", { "sec-fetch-site": undefined, origin: "https://evil.example" }))).toBe(
      "from another site",
    );
    expect(PING_STATUS["from another site"]).toBe(403);
    expect(await days()).toEqual([]);
  });

  test("for an unknown show, a show without tickets, or another link than the show's, is not counted", async () => {
    const { countPing, days } = setUp();
    expect(await countPing(ping("99"))).toBe("no such show");
    expect(await countPing(ping("1abc"))).toBe("no such show");
    expect(await countPing(ping("0"))).toBe("no such show");
    expect(await countPing(ping("99999999999999999999"))).toBe("no such show");
    expect(await countPing(ping("2"))).toBe("not its ticket link");
    expect(await countPing(ping("1", { "ping-to": "https://scalper.example/social" }))).toBe(
      "not its ticket link",
    );
    expect(await days()).toEqual([]);
    // A browser that does not say where the link went is counted on the show's id alone.
    expect(await countPing(ping("1", { "ping-to": undefined }))).toBe("counted");
  });

  test("that is not a ping (another body type) is refused", async () => {
    const { countPing, days } = setUp();
    expect(await countPing(ping("1", { "content-type": "application/json" }))).toBe("not a ping");
    expect(await countPing(ping("1", { "content-type": undefined }))).toBe("not a ping");
    expect(await days()).toEqual([]);
  });

  test("too often from one client is refused; another client still counts", async () => {
    const perClient = new RateLimiterMemory({ points: 2, duration: 600 });
    const { countPing, days } = setUp({ perClient });
    expect(await countPing(ping("1"))).toBe("counted");
    expect(await countPing(ping("1"))).toBe("counted");
    expect(await countPing(ping("1"))).toBe("too often");
    expect(await countPing({ ...ping("1"), clientAddress: "198.51.100.4" })).toBe("counted");
    expect(await days()).toEqual([{ showId: 1, day: "2026-11-28", clicks: 3 }]);
  });

  test("without a database (a hosted site without SUPABASE_DB_URL) nothing is counted, and the answer is the same", async () => {
    const { countPing, days } = setUp({ database: null });
    expect(await countPing(ping("1"))).toBe("no database");
    expect(PING_STATUS["no database"]).toBe(204);
    expect(await days()).toEqual([]);
  });

  test("a database that fails loses the click, not the answer", async () => {
    const failing: Database = {
      run: async () => {
        throw new Error("connection refused");
      },
      close: async () => {},
    };
    const { countPing } = setUp({ database: failing });
    expect(await countPing(ping("1"))).toBe("not saved");
    expect(PING_STATUS["not saved"]).toBe(204);
  });
});
