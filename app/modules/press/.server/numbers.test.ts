import { afterEach, describe, expect, test, vi } from "vitest";

import type { Database } from "#app/.server/db/database.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { countTicketClick } from "#app/modules/tickets/.server/ticket-clicks.ts";
import { siteConfig } from "#content/site.config.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { insertFansSql, SEATTLE, ST_PETERSBURG, TAMPA, type TestFan } from "#tests/fans.ts";
import { storedShow } from "#tests/shows.ts";

import { drawPerCity, readDrawCounts } from "./draw.ts";
import { computePressNumbers, createPressNumbers, withheldDraw } from "./numbers.ts";

const getAllShows = vi.fn<Shows["getAllShows"]>();
let { pressNumbers } = createPressNumbers({ shows: { getAllShows }, database: null });
vi.setConfig({ testTimeout: 60_000 });

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  const NEW_YORK = "America/New_York";
  const NOW = new Date("2026-06-01T16:00:00Z");
  const at = (iso: string) => new Date(iso);

  /** Shows in every state around NOW: three played in two cities (one written twice), the rest not. */
  const SHOWS: Show[] = [
    storedShow({
      id: 1,
      date: at("2025-03-11T00:00:00Z"),
      venue: "Boilerplate Bar",
      city: "Orlando",
      state: "FL",
      notable: true,
    }),
    storedShow({
      id: 2,
      date: at("2025-06-02T00:00:00Z"),
      venue: "Tampa Theatre",
      city: "Tampa",
      state: "FL",
      notable: true,
    }),
    storedShow({
      id: 3,
      date: at("2025-08-02T00:00:00Z"),
      venue: "Called Off",
      city: "Tampa",
      state: "FL",
      status: "cancelled",
      notable: true,
    }),
    storedShow({
      id: 4,
      date: at("2025-09-02T00:00:00Z"),
      venue: "Held Over",
      city: "Atlanta",
      state: "GA",
      status: "postponed",
    }),
    storedShow({
      id: 5,
      date: at("2026-07-02T00:00:00Z"),
      venue: "Booked Ballroom",
      city: "Miami",
      state: "FL",
      notable: true,
    }),
    storedShow({
      id: 6,
      date: at("2026-01-06T01:00:00Z"),
      venue: "Second Night",
      city: "orlando",
      state: "fl",
      notable: true,
    }),
    storedShow({ id: 7, date: null, venue: "Date To Come", city: "Jacksonville", state: "FL" }),
    storedShow({
      id: 8,
      date: at("2025-10-02T00:00:00Z"),
      venue: "Moved Here",
      city: "Gainesville",
      state: "FL",
      status: "rescheduled",
    }),
  ];

  const numbersOf = (shows: readonly Show[], showDraw = false) =>
    computePressNumbers(shows, { clicks: new Map(), fans: [] }, { now: NOW, timeZone: NEW_YORK, showDraw });

  describe("where the band has played", () => {
    test("counts the shows played since the first and their cities: not cancelled, postponed, booked or undated ones", () => {
      const numbers = numbersOf(SHOWS);
      expect(numbers.since).toEqual(at("2025-03-11T00:00:00Z"));
      // 1, 2, 6 and 8; Orlando written twice is one city.
      expect(numbers.shows).toBe(4);
      expect(numbers.cities).toBe(3);
    });

    test('"Atlanta, Georgia", "Atlanta, GA" and "Atlanta GA" are one city, in the count and the draw', () => {
      const atlanta = [
        { city: "Atlanta", state: "Georgia" },
        { city: "Atlanta", state: "GA" },
        { city: "Atlanta GA", state: null },
        { city: "atlanta, georgia", state: null },
      ].map((place, index) =>
        storedShow({
          id: 20 + index,
          date: at(`2025-0${index + 1}-02T00:00:00Z`),
          venue: "Masquerade",
          ...place,
        }),
      );
      expect(numbersOf(atlanta)).toMatchObject({ shows: 4, cities: 1 });
      expect(
        drawPerCity(atlanta, {
          clicks: new Map([
            [21, 3],
            [23, 2],
          ]),
          fans: null,
        }),
      ).toEqual([{ city: "Atlanta, Georgia", clicks: 5, fans: null }]);
    });

    test("names the notable shows played, newest first", () => {
      expect(numbersOf(SHOWS).notable.map((show) => show.id)).toEqual([6, 2, 1]);
    });

    test("a show that started under 4 hours ago is not played yet; after, it is", () => {
      const tonight = storedShow({
        id: 9,
        date: new Date(NOW.getTime() - 3 * 3_600_000),
        venue: "Tonight",
        city: "Ocala",
      });
      expect(numbersOf([tonight]).shows).toBe(0);
      const earlier = { ...tonight, date: new Date(NOW.getTime() - 5 * 3_600_000) };
      expect(numbersOf([earlier])).toMatchObject({ shows: 1, cities: 1, since: earlier.date });
    });

    test("a band with no show played yet: nothing since, zeros", () => {
      expect(numbersOf(SHOWS.filter((show) => show.id === 5))).toEqual({
        since: null,
        shows: 0,
        cities: 0,
        notable: [],
        draw: null,
      });
    });
  });

  /** `count` confirmed fans at `place`, each following within 40 km. */
  const fansAt = (place: typeof TAMPA, count: number, confirmed = true): TestFan[] =>
    Array.from({ length: count }, (_, index) => ({
      email: `${place.place.slice(0, 3).toLowerCase()}${index}${confirmed ? "" : "-unconfirmed"}@example.com`,
      ...place,
      withinKm: 40,
      confirmed,
    }));

  /** Clicks on the shows and fans in the database: Tampa 12 clicks and 13 fans near, Orlando 12 and none, Miami 4. */
  async function countsInDatabase() {
    const db = database();
    const clicks: [showId: number, day: string, times: number][] = [
      [2, "2025-05-20", 7],
      [2, "2025-05-21", 5],
      [1, "2025-03-01", 9],
      [6, "2026-01-02", 3],
      [5, "2026-05-30", 4],
    ];
    for (const [showId, day, times] of clicks) {
      for (let click = 0; click < times; click++) await countTicketClick(db, showId, day);
    }
    await db.run(
      insertFansSql([
        ...fansAt(TAMPA, 11),
        ...fansAt(TAMPA, 1, false),
        ...fansAt(ST_PETERSBURG, 2),
        ...fansAt(SEATTLE, 30),
      ]),
    );
    return readDrawCounts(db, NEW_YORK);
  }

  describe("the draw per market", () => {
    test("every city the band has played or is booked in, with its clicks and the confirmed fans near it", async () => {
      expect(drawPerCity(SHOWS, await countsInDatabase())).toEqual([
        { city: "Tampa, FL", clicks: 12, fans: 13 },
        { city: "Orlando, FL", clicks: 12, fans: 0 },
        { city: "Miami, FL", clicks: 4, fans: 0 },
        { city: "Atlanta, GA", clicks: 0, fans: 0 },
        { city: "Gainesville, FL", clicks: 0, fans: 0 },
        { city: "Jacksonville, FL", clicks: 0, fans: 0 },
      ]);
    });

    test("on the press page only when the band opts in, and only the counts of 10 or more", async () => {
      const counts = await countsInDatabase();
      const options = { now: NOW, timeZone: NEW_YORK };
      expect(computePressNumbers(SHOWS, counts, { ...options, showDraw: false }).draw).toBeNull();
      expect(computePressNumbers(SHOWS, counts, { ...options, showDraw: true }).draw).toEqual([
        { city: "Tampa, FL", clicks: 12, fans: 13 },
        { city: "Orlando, FL", clicks: 12, fans: null },
      ]);
      // Opted in, with no counts to read: no city to show.
      expect(computePressNumbers(SHOWS, null, { ...options, showDraw: true }).draw).toEqual([]);
    });

    test("the floor is 10: a 10 is shown, a 9 is not, and a city with nothing over it is left out", () => {
      expect(
        withheldDraw([
          { city: "Ten", clicks: 10, fans: 9 },
          { city: "Nine", clicks: 9, fans: 9 },
          { city: "Fans only", clicks: 1, fans: 25 },
          { city: "No list", clicks: 40, fans: null },
        ]),
      ).toEqual([
        { city: "Ten", clicks: 10, fans: null },
        { city: "Fans only", clicks: null, fans: 25 },
        { city: "No list", clicks: 40, fans: null },
      ]);
    });

    test("without a fans' database there are no clicks and no fans' list", async () => {
      const counts = await readDrawCounts(null, NEW_YORK);
      expect(counts).toEqual({ clicks: new Map(), fans: null });
      expect(drawPerCity(SHOWS.slice(0, 1), counts)).toEqual([
        { city: "Orlando, FL", clicks: 0, fans: null },
      ]);
    });
  });

  /** The test database as the server's opened one, counting the statements it is asked to run. */
  function countedReads(): string[] {
    const statements: string[] = [];
    const counting: Database = {
      run: (sql) => {
        statements.push(sql);
        return database().run(sql);
      },
      close: async () => {},
    };
    ({ pressNumbers } = createPressNumbers({ shows: { getAllShows }, database: counting }));
    return statements;
  }

  describe("pressNumbers", () => {
    const shipped = siteConfig.press.showDraw;
    afterEach(() => {
      siteConfig.press.showDraw = shipped;
      vi.useRealTimers();
    });

    test("is null when the shows cannot be read", async () => {
      vi.mocked(getAllShows).mockResolvedValueOnce(null);
      expect(await pressNumbers({ draw: true })).toBeNull();
    });

    test("reads the shows store; the sample config leaves the draw out", async () => {
      vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
      vi.mocked(getAllShows).mockResolvedValueOnce(SHOWS);
      expect(await pressNumbers({ draw: true })).toMatchObject({ shows: 4, cities: 3, draw: null });
    });

    test("for the PDF, which shows no draw, reads neither the clicks nor the fans, even with the draw on", async () => {
      siteConfig.press.showDraw = true;
      vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
      await countsInDatabase();
      const reads = countedReads();
      vi.mocked(getAllShows).mockResolvedValue(SHOWS);
      expect(await pressNumbers({ draw: false })).toMatchObject({ shows: 4, draw: null });
      expect(reads).toEqual([]);
    });

    test("with the draw on, the clicks and the fans are read once a minute, however many ask", async () => {
      siteConfig.press.showDraw = true;
      vi.useFakeTimers({ now: new Date("2026-06-02T16:00:00Z"), toFake: ["Date"] });
      await countsInDatabase();
      const reads = countedReads();
      vi.mocked(getAllShows).mockResolvedValue(SHOWS);
      const cities = async () => (await pressNumbers({ draw: true }))?.draw?.map((row) => row.city);

      expect(await cities()).toEqual(["Tampa, FL", "Orlando, FL"]);
      const once = reads.length;
      expect(once).toBeGreaterThan(0);
      // Miami's clicks clear the floor: not shown within the minute, shown after it.
      for (let click = 0; click < 6; click++) await countTicketClick(database(), 5, "2026-06-02");
      vi.setSystemTime(new Date("2026-06-02T16:00:59Z"));
      expect(await cities()).toEqual(["Tampa, FL", "Orlando, FL"]);
      expect(reads).toHaveLength(once);

      vi.setSystemTime(new Date("2026-06-02T16:01:01Z"));
      expect(await cities()).toEqual(["Tampa, FL", "Orlando, FL", "Miami, FL"]);
      expect(reads).toHaveLength(once * 2);
    });
  });
});
