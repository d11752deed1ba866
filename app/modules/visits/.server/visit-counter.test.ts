import { beforeEach, describe, expect, test, vi } from "vitest";

import type { Database } from "#app/.server/db/database.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";

import { createVisitCounter } from "./visit-counter.ts";
import { readVisits } from "./visit-store.ts";

vi.setConfig({ testTimeout: 60_000 });

const NEW_YORK = "America/New_York";

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  beforeEach(() => database().run("truncate public.page_visits, public.referrer_visits"));

  /** A counter on a clock the test moves, flushed only when the test says. */
  function counter(on: Database = database(), maxKeys?: number) {
    const clock = { now: new Date("2026-11-28T15:00:00Z") };
    const visits = createVisitCounter({
      database: on,
      timeZone: NEW_YORK,
      now: () => clock.now,
      flushEveryMs: 0,
      maxKeys,
    });
    return { clock, visits };
  }

  const stored = async () => {
    const [pages = [], referrers = []] = await database().run(
      `select to_char(day, 'YYYY-MM-DD') as day, path, visits::integer as visits from public.page_visits order by day, path;
       select to_char(day, 'YYYY-MM-DD') as day, host, visits::integer as visits from public.referrer_visits order by day, host`,
    );
    return { pages, referrers };
  };

  test("visits wait in memory and reach the database in one flush: per page and day, per referring site and day", async () => {
    const { visits } = counter();
    visits.count("/", "www.google.com");
    visits.count("/", null);
    visits.count("/es/about", "www.google.com");
    expect(await stored()).toEqual({ pages: [], referrers: [] });
    expect(visits.pending()).toBe(3);
    await visits.flush();
    expect(visits.pending()).toBe(0);
    expect(await stored()).toEqual({
      pages: [
        { day: "2026-11-28", path: "/", visits: 2 },
        { day: "2026-11-28", path: "/es/about", visits: 1 },
      ],
      referrers: [{ day: "2026-11-28", host: "www.google.com", visits: 2 }],
    });
  });

  test("the day is the band's: 11 PM in New York is still the 28th, 1 AM the 29th", async () => {
    const { clock, visits } = counter();
    clock.now = new Date("2026-11-29T04:59:00Z"); // 11:59 PM on the 28th in New York
    visits.count("/", "bandcamp.com");
    clock.now = new Date("2026-11-29T05:00:00Z"); // midnight: the 29th
    visits.count("/", "bandcamp.com");
    clock.now = new Date("2026-11-29T06:00:00Z");
    visits.count("/", null);
    await visits.flush();
    expect(await stored()).toEqual({
      pages: [
        { day: "2026-11-28", path: "/", visits: 1 },
        { day: "2026-11-29", path: "/", visits: 2 },
      ],
      referrers: [
        { day: "2026-11-28", host: "bandcamp.com", visits: 1 },
        { day: "2026-11-29", host: "bandcamp.com", visits: 1 },
      ],
    });
  });

  test("two instances' counters on one database add up, flush after flush", async () => {
    const first = counter().visits;
    const second = counter(database.connectAgain()).visits;
    for (let i = 0; i < 5; i++) first.count("/music", "www.google.com");
    for (let i = 0; i < 7; i++) second.count("/music", "www.google.com");
    await Promise.all([first.flush(), second.flush()]);
    first.count("/music", null);
    await first.flush();
    await second.flush();
    expect(await stored()).toEqual({
      pages: [{ day: "2026-11-28", path: "/music", visits: 13 }],
      referrers: [{ day: "2026-11-28", host: "www.google.com", visits: 12 }],
    });
  });

  test("counts the database refused are kept and added the next time, with those counted meanwhile", async () => {
    let down = true;
    const flaky: Database = {
      run: (sql) => (down ? Promise.reject(new Error("connection refused")) : database().run(sql)),
      close: async () => {},
    };
    const { visits } = counter(flaky);
    visits.count("/", "www.google.com");
    await visits.flush();
    expect(visits.pending()).toBe(2);
    visits.count("/", null);
    down = false;
    await visits.flush();
    expect(await stored()).toEqual({
      pages: [{ day: "2026-11-28", path: "/", visits: 2 }],
      referrers: [{ day: "2026-11-28", host: "www.google.com", visits: 1 }],
    });
  });

  test("while the database is down, memory holds at most maxKeys keys; a key already held still counts", async () => {
    let down = true;
    const flaky: Database = {
      run: (sql) => (down ? Promise.reject(new Error("down")) : database().run(sql)),
      close: async () => {},
    };
    const { visits } = counter(flaky, 3);
    visits.count("/", "a.example");
    visits.count("/about", "b.example");
    visits.count("/", "a.example");
    expect(visits.pending()).toBe(3);
    await visits.flush();
    expect(visits.pending()).toBe(3);
    down = false;
    await visits.flush();
    expect(await stored()).toEqual({
      pages: [
        { day: "2026-11-28", path: "/", visits: 2 },
        { day: "2026-11-28", path: "/about", visits: 1 },
      ],
      referrers: [{ day: "2026-11-28", host: "a.example", visits: 2 }],
    });
  });

  test("stop() writes what is left: the server's shutdown, before the database closes", async () => {
    const { visits } = counter();
    visits.count("/press", null);
    await visits.stop();
    expect((await stored()).pages).toEqual([{ day: "2026-11-28", path: "/press", visits: 1 }]);
  });

  describe("read back", () => {
    test("per page from a day on, most visited first, and the ten sites most visitors came from", async () => {
      const { clock, visits } = counter();
      clock.now = new Date("2026-11-20T15:00:00Z");
      visits.count("/about", "old.example");
      clock.now = new Date("2026-11-28T15:00:00Z");
      for (let site = 1; site <= 12; site++) {
        for (let i = 0; i < site; i++) visits.count(i % 2 ? "/" : "/about", `site${site}.example`);
      }
      await visits.flush();
      const read = await readVisits(database(), "2026-11-21");
      expect(read.pages).toEqual([
        { path: "/about", visits: 42 },
        { path: "/", visits: 36 },
      ]);
      expect(read.referrers.map((referrer) => referrer.host)).toEqual(
        Array.from({ length: 10 }, (_, index) => `site${12 - index}.example`),
      );
      expect(read.referrers[0]).toEqual({ host: "site12.example", visits: 12 });
      expect((await readVisits(database(), "2026-11-20")).pages).toContainEqual({
        path: "/about",
        visits: 43,
      });
    });

    test("nothing counted: empty lists", async () => {
      expect(await readVisits(database(), "2026-11-01")).toEqual({ pages: [], referrers: [] });
    });
  });
});
