import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { type ShowListing } from "#app/lib/shows/view.ts";
import { type FakeSupabase, startFakeSupabase, type SupabaseAnswer } from "#tests/fakes/supabase.ts";
import { unreachableUrl } from "#tests/fakes/unreachable.ts";
import { MARGIN_MS, NEW_YORK, TIMEOUT_MS } from "#tests/hosted-store.ts";
import { captureLogs } from "#tests/logs.ts";
import { watchUnhandledRejections } from "#tests/rejections.ts";

import { createHostedStore } from "./hosted-store.ts";
import { createShowsSource, type ShowRowsReader, SHOWS_FRESH_FOR_MS } from "./source.ts";

/**
 * The shows the site serves (source.ts): listed at the time of each request,
 * read from the store at most once a window, and the last good ones served
 * while the store fails. The timeouts are short so that failures are quick;
 * the site waits 3 s in production.
 */

const DAY_MS = 24 * 60 * 60_000;

let fake: FakeSupabase;
/** The cache's clock, moved by hand. */
let clock: number;
beforeEach(async () => {
  fake = await startFakeSupabase();
  clock = Date.parse("2025-04-20T12:00:00Z");
});
afterEach(() => fake.close());

const logs = captureLogs();
const { list: unhandledRejections, settle } = watchUnhandledRejections();
const skippedRows = () => logs.withMessage("skipped an invalid show row");
const fetchErrors = () => logs.withMessage("Error fetching shows:");

/** The shows source of the hosted site, against the fake. */
function hostedSource(timeoutMs = 2_000, url = fake.url) {
  const store = createHostedStore({ url, anonKey: fake.anonKey, timeZone: NEW_YORK, timeoutMs });
  return createShowsSource(() => store.rows(), { timeoutMs, now: () => clock });
}

function inMemorySource(readRows: ShowRowsReader, timeoutMs = 2_000) {
  return createShowsSource(readRows, { timeoutMs, now: () => clock });
}

const ids = (listing: ShowListing | null) =>
  listing && { dated: listing.dated.map((card) => card.id), undated: listing.undated.map((card) => card.id) };

/** "-04:00" in summer, "-05:00" in winter: New York's offset on that calendar day, by Intl. */
function newYorkOffset(day: string): string {
  const noonish = new Date(`${day}T17:00:00Z`);
  const name = new Intl.DateTimeFormat("en-US", { timeZone: NEW_YORK, timeZoneName: "longOffset" })
    .formatToParts(noonish)
    .find((part) => part.type === "timeZoneName")?.value;
  return name!.replace(/^GMT/, "");
}

/** "April 25, 2025" for "2025-04-25". */
function longDate(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}

describe("createShowsSource against the fake Supabase", () => {
  test("lists the upcoming shows: soonest first, the past one left out, the undated one apart", async () => {
    const listing = await hostedSource()(new Date());

    expect(ids(listing)).toEqual({ dated: [102, 103, 105, 106], undated: [104] });
    expect(listing?.dated[0]).toMatchObject({
      id: 102,
      venue: "Hosted Ballroom",
      dateText: expect.stringMatching(/ at 8:00 PM$/),
      dateTime: expect.stringMatching(/T20:00-0[45]:00$/),
      place: "Orlando, FL",
      price: "$15",
      ages: "Ages 21+",
      lineup: "With The Stand-Ins, Loopback",
      lifecycle: { tickets: { kind: "buy", url: "https://tickets.example.com/hosted-ballroom" } },
      flyerUrl: null,
    });
    expect(listing?.undated[0]).toMatchObject({
      id: 104,
      venue: "Hosted Secret Show",
      dateText: null,
      dateTime: null,
      price: "Free",
    });
    expect(fake.unhandled()).toEqual([]);
    expect(skippedRows()).toEqual([]);
    expect(fetchErrors()).toEqual([]);
  });

  test("reads a date without an offset as New York wall-clock time, though the server runs in UTC", async () => {
    expect(new Date(Date.UTC(2025, 0, 15, 12)).getTimezoneOffset()).toBe(0);
    expect(new Date(Date.UTC(2025, 6, 15, 12)).getTimezoneOffset()).toBe(0);
    const stored = fake.goodRows().find((row) => row.id === 103)?.date;
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T19:30:00$/);
    const day = String(stored).slice(0, 10);

    const listing = await hostedSource()(new Date());

    const warehouse = listing?.dated.find((card) => card.id === 103);
    expect(warehouse?.venue).toBe("Hosted Warehouse");
    expect(warehouse?.dateText).toBe(`${longDate(day)} at 7:30 PM`);
    expect(warehouse?.dateText).toMatch(/ at 7:30 PM$/);
    expect(warehouse?.dateTime).toBe(`${day}T19:30${newYorkOffset(day)}`);
    expect(warehouse?.dateTime).toMatch(/-0[45]:00$/);
  });

  test("skips the invalid rows, logging each with its id, and still lists the good ones", async () => {
    fake.answer({ shows: "bad-rows" });

    const listing = await hostedSource()(new Date());

    expect(ids(listing)).toEqual({ dated: [102, 103, 105, 106], undated: [104] });
    const skipped = skippedRows();
    expect(skipped.map((line) => line.id)).toEqual([901, 902, 903, 904, 905, 906]);
    for (const line of skipped) {
      expect(line.level).toBe("warn");
      expect(line.problems).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect(String(skipped[0]?.problems)).toMatch(/not a date/);
    expect(String(skipped[1]?.problems)).toMatch(/venue/);
    expect(String(skipped[2]?.problems)).toMatch(/price/);
    expect(String(skipped[3]?.problems)).toMatch(/^status: /);
    expect(String(skipped[4]?.problems)).toMatch(/^previousDate: is kept only for a rescheduled show/);
    expect(String(skipped[5]?.problems)).toMatch(/^country: not a country code: XX/);
    expect(logs.stderr()).not.toHaveBeenCalled();
  });

  test("an empty table is an empty listing, not a failure", async () => {
    fake.answer({ shows: "empty" });

    await expect(hostedSource()(new Date())).resolves.toEqual({ dated: [], undated: [] });
    expect(fetchErrors()).toEqual([]);
  });

  test("50 concurrent requests share one fetch", async () => {
    const source = hostedSource();

    const listings = await Promise.all(Array.from({ length: 50 }, () => source(new Date())));

    expect(fake.requests).toHaveLength(1);
    expect(new Set(listings.map((listing) => JSON.stringify(ids(listing))))).toEqual(
      new Set([JSON.stringify({ dated: [102, 103, 105, 106], undated: [104] })]),
    );
  });

  test("50 concurrent requests during a failure still ask only once, and log it once", async () => {
    fake.answer({ shows: "error" });
    const source = hostedSource();

    const listings = await Promise.all(Array.from({ length: 50 }, () => source(new Date())));

    expect(listings).toEqual(Array.from({ length: 50 }, () => null));
    expect(fake.requests).toHaveLength(1);
    expect(fetchErrors()).toHaveLength(1);
  });

  test("keeps the list for 30 s, then asks once and shows the new data", async () => {
    const source = hostedSource();
    const start = clock;
    expect(ids(await source(new Date()))).toEqual({ dated: [102, 103, 105, 106], undated: [104] });
    fake.answer({ shows: "empty" });

    clock = start + SHOWS_FRESH_FOR_MS - 1;
    expect(ids(await source(new Date()))).toEqual({ dated: [102, 103, 105, 106], undated: [104] });
    expect(fake.requests).toHaveLength(1);

    clock = start + SHOWS_FRESH_FOR_MS;
    await expect(source(new Date())).resolves.toEqual({ dated: [], undated: [] });
    expect(fake.requests).toHaveLength(2);

    clock = start + SHOWS_FRESH_FOR_MS + 1_000;
    await expect(source(new Date())).resolves.toEqual({ dated: [], undated: [] });
    expect(fake.requests).toHaveLength(2);
    expect(SHOWS_FRESH_FOR_MS).toBe(30_000);
  });

  test("filters the cached list by the time of each request", async () => {
    const source = hostedSource();
    const ballroom = fake.goodRows().find((row) => row.id === 102)?.date;
    const afterTheBallroomShow = new Date(Date.parse(String(ballroom)) + 5 * 60 * 60_000);

    expect(ids(await source(new Date()))).toEqual({ dated: [102, 103, 105, 106], undated: [104] });
    expect(ids(await source(afterTheBallroomShow))).toEqual({ dated: [103, 105, 106], undated: [104] });
    expect(fake.requests).toHaveLength(1);
  });

  const failures: { answer: SupabaseAnswer | "network error"; cause: RegExp }[] = [
    { answer: "error", cause: /^Supabase: reading the shows failed: HTTP 500: fake: internal error$/ },
    {
      answer: "not-json",
      cause: /^Supabase: reading the shows failed: HTTP 200, but the answer is not JSON$/,
    },
    { answer: "hang", cause: /^Supabase: reading the shows failed: no answer( within \d+ ms)?: .*timeout/i },
    { answer: "network error", cause: /^Supabase: reading the shows failed: no answer: \S/ },
  ];

  test.each(failures)(
    "with nothing cached, $answer gives null within the timeout and logs the cause",
    async ({ answer, cause }) => {
      let source;
      if (answer === "network error") {
        source = hostedSource(TIMEOUT_MS, await unreachableUrl());
      } else {
        fake.answer({ shows: answer });
        source = hostedSource(TIMEOUT_MS);
      }

      const started = performance.now();
      const listing = await source(new Date());
      const elapsedMs = performance.now() - started;

      expect(listing).toBeNull();
      expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
      // A hanging answer: the request gives up at the deadline; the log follows when the fetch does.
      await vi.waitFor(() => expect(fetchErrors()).toHaveLength(1), { timeout: TIMEOUT_MS + MARGIN_MS });
      const [error] = fetchErrors();
      expect(error?.level).toBe("error");
      expect(error?.cause).toEqual(expect.stringMatching(cause));
      expect(logs.stderr()).toHaveBeenCalledTimes(1);
      expect(fake.requests.length).toBe(answer === "network error" ? 0 : 1);
      await settle();
      expect(unhandledRejections()).toEqual([]);
    },
  );

  test("after a failure, requests in the next 30 s do not reach Supabase", async () => {
    fake.answer({ shows: "error" });
    const source = hostedSource();
    const failedAt = clock;
    expect(await source(new Date())).toBeNull();
    expect(fake.requests).toHaveLength(1);
    fake.answer({ shows: "good" });

    for (const later of [0, 1, 10_000, SHOWS_FRESH_FOR_MS - 1]) {
      clock = failedAt + later;
      expect(await source(new Date())).toBeNull();
    }
    expect(fake.requests).toHaveLength(1);
    expect(fetchErrors()).toHaveLength(1);

    clock = failedAt + SHOWS_FRESH_FOR_MS;
    expect(ids(await source(new Date()))).toEqual({ dated: [102, 103, 105, 106], undated: [104] });
    expect(fake.requests).toHaveLength(2);
    await settle();
    expect(unhandledRejections()).toEqual([]);
  });

  test("when Supabase fails after 30 s, serves the last good list and logs the error", async () => {
    const source = hostedSource();
    const loadedAt = clock;
    const good = await source(new Date());
    expect(ids(good)).toEqual({ dated: [102, 103, 105, 106], undated: [104] });
    fake.answer({ shows: "error" });

    clock = loadedAt + SHOWS_FRESH_FOR_MS;
    expect(await source(new Date())).toEqual(good);
    expect(fake.requests).toHaveLength(2);
    expect(fetchErrors()).toHaveLength(1);
    expect(fetchErrors()[0]?.cause).toBe(
      "Supabase: reading the shows failed: HTTP 500: fake: internal error",
    );

    // Within 30 s of the failure: the old list again, without asking.
    clock = loadedAt + 2 * SHOWS_FRESH_FOR_MS - 1;
    expect(await source(new Date())).toEqual(good);
    expect(fake.requests).toHaveLength(2);
    await settle();
    expect(unhandledRejections()).toEqual([]);
  });

  test("serves the last good list through a hanging Supabase, within the timeout", async () => {
    const source = hostedSource(TIMEOUT_MS);
    const good = await source(new Date());
    fake.answer({ shows: "hang" });
    clock += SHOWS_FRESH_FOR_MS;

    const started = performance.now();
    expect(await source(new Date())).toEqual(good);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    await vi.waitFor(() => expect(fetchErrors()).toHaveLength(1), { timeout: TIMEOUT_MS + MARGIN_MS });
    await settle();
    expect(unhandledRejections()).toEqual([]);
  });

  test("serves the last good list for up to 24 h of failures, then null", async () => {
    const source = hostedSource();
    const loadedAt = clock;
    const good = await source(new Date());
    fake.answer({ shows: "error" });

    clock = loadedAt + DAY_MS;
    expect(await source(new Date())).toEqual(good);
    expect(fake.requests).toHaveLength(2);

    clock = loadedAt + DAY_MS + SHOWS_FRESH_FOR_MS;
    expect(await source(new Date())).toBeNull();
    expect(fake.requests).toHaveLength(3);
    expect(fetchErrors()).toHaveLength(2);
  });

  test("a failure more than 24 h after the last good load gives null", async () => {
    const source = hostedSource();
    const loadedAt = clock;
    expect(await source(new Date())).not.toBeNull();
    fake.answer({ shows: "not-json" });

    clock = loadedAt + DAY_MS + 1;
    expect(await source(new Date())).toBeNull();
    expect(fake.requests).toHaveLength(2);
    expect(fetchErrors()).toHaveLength(1);
    expect(fetchErrors()[0]?.cause).toMatch(/not JSON/);
  });
});

describe("createShowsSource with an in-memory reader", () => {
  const rows = [
    { id: 1, date: "2025-05-01T20:00:00", venue: "The Social" },
    { id: 2, date: null, venue: "Somewhere Secret" },
  ];
  const now = new Date("2025-04-20T12:00:00Z");

  test("reads once per 30 s however it is called", async () => {
    const readRows = vi.fn(async () => rows);
    const source = inMemorySource(readRows);

    await Promise.all(Array.from({ length: 50 }, () => source(now)));
    clock += SHOWS_FRESH_FOR_MS - 1;
    const listing = await source(now);

    expect(readRows).toHaveBeenCalledTimes(1);
    expect(ids(listing)).toEqual({ dated: [1], undated: [2] });
    expect(listing?.dated[0]?.dateText).toBe("May 1, 2025 at 8:00 PM");
    expect(listing?.dated[0]?.dateTime).toBe("2025-05-01T20:00-04:00");
  });

  test("a reader that throws, even before returning a promise, gives null and a logged cause", async () => {
    const source = inMemorySource(() => {
      throw new Error("database unreachable", { cause: new Error("ECONNREFUSED") });
    });

    await expect(source(now)).resolves.toBeNull();

    expect(fetchErrors()).toEqual([
      expect.objectContaining({ level: "error", cause: "database unreachable: ECONNREFUSED" }),
    ]);
    await settle();
    expect(unhandledRejections()).toEqual([]);
  });

  test("a rejection that is not an Error is logged as text", async () => {
    const source = inMemorySource(() => Promise.reject("just a string"));

    await expect(source(now)).resolves.toBeNull();

    expect(fetchErrors()).toEqual([expect.objectContaining({ cause: "just a string" })]);
    await settle();
    expect(unhandledRejections()).toEqual([]);
  });

  test("a read that outlasts the wait gives null now and fills the cache for later", async () => {
    let finish: (value: unknown[]) => void = () => {};
    const readRows = vi.fn(() => new Promise<unknown[]>((resolve) => (finish = resolve)));
    const source = inMemorySource(readRows, 50);

    const started = performance.now();
    expect(await source(now)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50 + MARGIN_MS);
    // Still in flight: a second request waits on the same read rather than starting one.
    expect(await source(now)).toBeNull();
    expect(readRows).toHaveBeenCalledTimes(1);

    finish(rows);
    await vi.waitFor(async () => expect(ids(await source(now))).toEqual({ dated: [1], undated: [2] }));
    expect(readRows).toHaveBeenCalledTimes(1);
    expect(fetchErrors()).toEqual([]);
  });
});
