import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, test, vi } from "vitest";

import type { Database } from "#app/.server/db/database.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { storedShow } from "#tests/shows.ts";

import { clicksPerShow, countTicketClick } from "./ticket-clicks.ts";
import { createTicketPings, PING_STATUS, type TicketPing } from "./ticket-ping.ts";

vi.setConfig({ testTimeout: 60_000 });

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  const SITE = "https://band.example";
  const NEW_YORK = "America/New_York";
  const CHROME =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
  const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  const TICKETS = "https://tickets.example.com/social";

  const SHOWS = [
    storedShow({ id: 1, venue: "The Social", city: "Orlando", state: "FL", ticketLink: TICKETS }),
    storedShow({ id: 2, venue: "At The Door", city: "Tampa", state: "FL" }),
    storedShow({ id: 3, venue: "Second Night", city: "Orlando", state: "FL", ticketLink: TICKETS }),
  ];

  /** A ping as Chromium sends it from the site's own page, with `headers` changed (undefined: left out). */
  function ping(
    showId: string,
    headers: Record<string, string | undefined> = {},
    clientAddress = "203.0.113.7",
  ): TicketPing {
    const all: Record<string, string | undefined> = {
      "content-type": "text/ping",
      "user-agent": CHROME,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "no-cors",
      "sec-fetch-dest": "empty",
      origin: SITE,
      host: "band.example",
      "ping-from": `${SITE}/shows/${showId}`,
      "ping-to": TICKETS,
      ...headers,
    };
    return { showId, header: (name) => all[name.toLowerCase()], clientAddress };
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
          `select "showId"::integer as "showId", to_char(day, 'YYYY-MM-DD') as day, clicks from public.ticket_clicks order by "showId", day`,
        )
      )[0];
    return { clock, countPing, days };
  }

  describe("a Get Tickets click's ping", () => {
    test("is counted for the show and the band's day, once per client", async () => {
      const { countPing, days } = setUp();
      expect(await countPing(ping("1"))).toBe("counted");
      expect(await countPing(ping("1", {}, "198.51.100.4"))).toBe("counted");
      expect(await days()).toEqual([{ showId: 1, day: "2026-11-28", clicks: 2 }]);
      expect(PING_STATUS.counted).toBe(204);
    });

    test("one client counts once per show per day, and again the next day; an IPv6 /64 is one client", async () => {
      const { clock, countPing, days } = setUp();
      const SHOWS_WITH_TICKETS = ["1", "3"];
      for (const show of SHOWS_WITH_TICKETS) {
        expect(await countPing(ping(show))).toBe("counted");
        expect(await countPing(ping(show))).toBe("counted already today");
      }
      expect(await countPing(ping("1", {}, "2001:db8:1:2::10"))).toBe("counted");
      expect(await countPing(ping("1", {}, "2001:db8:1:2:aaaa::99"))).toBe("counted already today");
      expect(PING_STATUS["counted already today"]).toBe(204);

      clock.now = new Date("2026-11-29T15:00:00Z");
      expect(await countPing(ping("1"))).toBe("counted");
      expect(await countPing(ping("1"))).toBe("counted already today");
      expect(await days()).toEqual([
        { showId: 1, day: "2026-11-28", clicks: 2 },
        { showId: 1, day: "2026-11-29", clicks: 1 },
        { showId: 3, day: "2026-11-28", clicks: 1 },
      ]);
    });

    test("without Ping-From or Ping-To (a bare post), or from another site's page, is not counted", async () => {
      const { countPing, days } = setUp();
      const bare = { "sec-fetch-site": undefined, origin: undefined, "sec-fetch-mode": undefined };
      const refused = [
        ping("1", { ...bare, "ping-from": undefined, "ping-to": undefined }),
        ping("1", { "ping-from": undefined }),
        ping("1", { "ping-from": "https://evil.example/shows/1" }),
        ping("1", { "ping-from": "null" }),
        ping("1", { "ping-from": "not a url" }),
        ping("1", { "ping-to": undefined }),
      ];
      for (const each of refused) expect(await countPing(each)).not.toBe("counted");
      expect(await days()).toEqual([]);
      // The site under the name the browser asked for (a proxy, another name) is the site.
      expect(
        await countPing(ping("1", { host: "127.0.0.1:3000", "ping-from": "http://127.0.0.1:3000/shows/1" })),
      ).toBe("counted");
    });

    test("sent by a script rather than a link (another Sec-Fetch-Mode or Sec-Fetch-Dest) is not counted", async () => {
      const { countPing, days } = setUp();
      expect(await countPing(ping("1", { "sec-fetch-mode": "cors" }))).toBe("not a ping");
      expect(await countPing(ping("1", { "sec-fetch-dest": "document" }))).toBe("not a ping");
      expect(await days()).toEqual([]);
      // A browser that sends neither (an older one) is judged by the rest.
      expect(await countPing(ping("1", { "sec-fetch-mode": undefined, "sec-fetch-dest": undefined }))).toBe(
        "counted",
      );
    });

    test("is counted on the day it is in the band's zone: 11 PM in New York is the same day, 1 AM the next", async () => {
      const { clock, countPing, days } = setUp();
      clock.now = new Date("2026-11-29T04:00:00Z"); // 11 PM on the 28th in New York
      await countPing(ping("1"));
      clock.now = new Date("2026-11-29T06:00:00Z"); // 1 AM on the 29th
      await countPing(ping("1"));
      await countPing(ping("1", {}, "198.51.100.4"));
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
      expect(
        await countPing(ping("1", { "sec-fetch-site": undefined, origin: "https://evil.example" })),
      ).toBe("from another site");
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
      expect(await countPing(ping("3"))).toBe("counted");
      expect(await countPing(ping("1"))).toBe("too often");
      expect(await countPing(ping("1", {}, "198.51.100.4"))).toBe("counted");
      expect(await days()).toEqual([
        { showId: 1, day: "2026-11-28", clicks: 2 },
        { showId: 3, day: "2026-11-28", clicks: 1 },
      ]);
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

  test("clicks counted at the same moment through two instances' pools are all kept", async () => {
    const pools = [database(), database.connectAgain()];
    await Promise.all(
      Array.from({ length: 120 }, (_, index) => countTicketClick(pools[index % 2]!, 1, "2026-11-28")),
    );
    expect(await clicksPerShow(database())).toEqual(new Map([[1, 120]]));
  });
});
