import { createServer, type AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from "vitest";
import { startFakeSupabase, type FakeSupabase, type SupabaseAnswer } from "#tests/fakes/supabase.ts";
import { createHostedStore } from "./hosted-store.ts";
import { createShowsSource, parseShowRows, SHOWS_FRESH_FOR_MS, type ShowRowsReader } from "./source.ts";
import { type ShowListing } from "#app/lib/shows/view.ts";
import { storedShow } from "#tests/shows.ts";

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";
const DAY_MS = 24 * 60 * 60_000;
/** Short, so that failures are quick; the site waits 3 s in production. */
const TIMEOUT_MS = 200;
/** Generous for a slow machine. */
const MARGIN_MS = 1_000;

interface LogLine {
  time: string;
  level: string;
  message: string;
  [field: string]: unknown;
}

let fake: FakeSupabase;
/** The cache's clock, moved by hand. */
let clock: number;
let logged: MockInstance<typeof process.stdout.write>;
let loggedErrors: MockInstance<typeof process.stderr.write>;
let unhandledRejections: unknown[];
const onUnhandledRejection = (reason: unknown) => unhandledRejections.push(reason);

beforeEach(async () => {
  fake = await startFakeSupabase();
  clock = Date.parse("2025-04-20T12:00:00Z");
  logged = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  loggedErrors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  unhandledRejections = [];
  process.on("unhandledRejection", onUnhandledRejection);
});

afterEach(async () => {
  process.off("unhandledRejection", onUnhandledRejection);
  vi.restoreAllMocks();
  await fake.close();
});

/** Every log line so far, parsed, in the order written per stream (stdout first). */
function logLines(): LogLine[] {
  return [...logged.mock.calls, ...loggedErrors.mock.calls].map(
    ([line]) => JSON.parse(String(line)) as LogLine,
  );
}

const skippedRows = () => logLines().filter((line) => line.message === "skipped an invalid show row");
const fetchErrors = () => logLines().filter((line) => line.message === "Error fetching shows:");

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

/** A URL on 127.0.0.1 whose port nothing listens on (it was free a moment ago). */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Lets a rejection nobody handled reach process "unhandledRejection". */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

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
    expect(loggedErrors).not.toHaveBeenCalled();
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
        source = hostedSource(TIMEOUT_MS, await deadUrl());
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
      expect(loggedErrors).toHaveBeenCalledTimes(1);
      expect(fake.requests.length).toBe(answer === "network error" ? 0 : 1);
      await settle();
      expect(unhandledRejections).toEqual([]);
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
    expect(unhandledRejections).toEqual([]);
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
    expect(unhandledRejections).toEqual([]);
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
    expect(unhandledRejections).toEqual([]);
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
    expect(unhandledRejections).toEqual([]);
  });

  test("a rejection that is not an Error is logged as text", async () => {
    const source = inMemorySource(() => Promise.reject("just a string"));

    await expect(source(now)).resolves.toBeNull();

    expect(fetchErrors()).toEqual([expect.objectContaining({ cause: "just a string" })]);
    await settle();
    expect(unhandledRejections).toEqual([]);
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

describe("parseShowRows", () => {
  const good = { id: 1, date: "2025-05-01T20:00:00", venue: "The Social" };
  const alsoGood = { id: 2, date: null, venue: "Somewhere Secret" };

  test("keeps a valid row, filling the optional fields", () => {
    expect(parseShowRows([good])).toEqual([
      storedShow({ id: 1, date: new Date("2025-05-02T00:00:00Z"), venue: "The Social" }),
    ]);
    expect(logLines()).toEqual([]);
  });

  test("accepts the limits themselves: age 99, 50 supporting artists", () => {
    const shows = parseShowRows([
      { ...good, ageRestriction: 99, supportingArtists: Array.from({ length: 50 }, (_, i) => `Band ${i}`) },
    ]);

    expect(shows).toHaveLength(1);
    expect(skippedRows()).toEqual([]);
  });

  test.each([
    { what: "a string", row: "not a row", id: null },
    { what: "a number", row: 42, id: null },
    { what: "null", row: null, id: null },
    { what: "undefined", row: undefined, id: null },
    { what: "an array", row: [good], id: null },
    { what: "a row without an id", row: { date: null, venue: "No Id Hall" }, id: null },
    { what: "a row with a null id", row: { id: null, venue: "Null Id Hall" }, id: null },
    { what: "a negative id", row: { id: -3, venue: "Negative Hall" }, id: -3 },
    { what: "a row without a venue", row: { id: 10, date: null }, id: 10 },
    { what: "a blank venue", row: { id: 11, venue: "   " }, id: 11 },
    { what: "an impossible date", row: { id: 12, date: "2025-02-30T20:00:00", venue: "X" }, id: 12 },
    { what: "a date that is not one", row: { id: 13, date: "next Friday", venue: "X" }, id: 13 },
    { what: "an age restriction of 150", row: { id: 14, venue: "X", ageRestriction: 150 }, id: 14 },
    { what: "a fractional age", row: { id: 15, venue: "X", ageRestriction: 20.5 }, id: 15 },
    {
      what: "51 supporting artists",
      row: { id: 16, venue: "X", supportingArtists: Array.from({ length: 51 }, (_, i) => `Band ${i}`) },
      id: 16,
    },
    { what: "an absurd price", row: { id: 17, venue: "X", price: 1e9 }, id: 17 },
    { what: "a venue 201 characters long", row: { id: 18, venue: "V".repeat(201) }, id: 18 },
    { what: "a text id", row: { id: "abc", venue: "X" }, id: "abc" },
    { what: "an unknown status", row: { id: 19, venue: "X", status: "maybe" }, id: 19 },
    { what: "a status that is not text", row: { id: 20, venue: "X", status: 3 }, id: 20 },
    {
      what: "a previous date on a show that is not rescheduled",
      row: { id: 21, venue: "X", status: "postponed", previousDate: "2025-05-01T20:00:00Z" },
      id: 21,
    },
    { what: "an unknown country", row: { id: 22, venue: "X", country: "XX" }, id: 22 },
    { what: "a country that is a name", row: { id: 23, venue: "X", country: "Canada" }, id: 23 },
    { what: "sold out as text", row: { id: 24, venue: "X", soldOut: "yes" }, id: 24 },
    { what: "an impossible on-sale date", row: { id: 25, venue: "X", onSaleDate: "2025-02-30" }, id: 25 },
  ])("skips $what, logging its id", ({ row, id }) => {
    const shows = parseShowRows([good, row, alsoGood]);

    expect(shows.map((show) => show.id)).toEqual([1, 2]);
    const skipped = skippedRows();
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ level: "warn", id });
    expect(skipped[0]?.problems).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(loggedErrors).not.toHaveBeenCalled();
  });

  test("logs every bad row, in order, and keeps all the good ones", () => {
    const shows = parseShowRows([
      null,
      good,
      { id: 7, venue: 42 },
      alsoGood,
      { id: 8, venue: "X", price: -5 },
    ]);

    expect(shows.map((show) => show.id)).toEqual([1, 2]);
    expect(skippedRows().map((line) => line.id)).toEqual([null, 7, 8]);
  });

  test("names the field at fault", () => {
    parseShowRows([{ id: 14, venue: "X", ageRestriction: 150 }]);

    expect(skippedRows()[0]?.problems).toEqual([expect.stringMatching(/^ageRestriction: /)]);
  });

  test("an empty table is no shows and no log", () => {
    expect(parseShowRows([])).toEqual([]);
    expect(logLines()).toEqual([]);
  });
});
