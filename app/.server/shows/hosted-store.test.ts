import { createServer, type AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  hostedShowRows,
  ORIGINAL_COLUMNS,
  startFakeSupabase,
  type FakeSupabase,
} from "#tests/fakes/supabase.ts";
import { createHostedStore, READ_ONLY_MESSAGE } from "./hosted-store";
import { createSupabase } from "#app/.server/shows/supabase.ts";
import { showWith, type Show, type ShowFields } from "#app/lib/shows/fields.ts";
import { showRowSchema } from "#app/lib/shows/stored.ts";
import { ReadOnlyStoreError, type ShowsStore } from "#app/.server/shows/store.ts";
import { LIFECYCLE_DEFAULTS } from "#tests/shows.ts";

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";
/** Short, so that failures are quick. */
const TIMEOUT_MS = 200;
/** Generous for a slow machine. */
const MARGIN_MS = 1_000;

/** The query list sends: every column, soonest first, undated last, then by id. */
const LIST_PATH = "/rest/v1/shows?select=*&order=date.asc.nullslast%2Cid.asc";
/** supabase-js names the columns of a bulk insert in `columns`, quoted. */
const INSERT_PATH =
  "/rest/v1/shows?columns=%22date%22%2C%22venue%22%2C%22city%22%2C%22state%22%2C%22price%22%2C" +
  "%22supportingArtists%22%2C%22ageRestriction%22%2C%22ticketLink%22%2C%22flyerLink%22%2C" +
  "%22status%22%2C%22previousDate%22%2C%22soldOut%22%2C%22onSaleDate%22%2C%22title%22%2C" +
  "%22address%22%2C%22postalCode%22%2C%22country%22%2C%22notes%22&select=*";

let fake: FakeSupabase;

beforeEach(async () => {
  fake = await startFakeSupabase();
});

afterEach(async () => {
  await fake.close();
});

function writableStore(
  options: { timeoutMs?: number; url?: string; serviceRoleKey?: string } = {},
): ShowsStore {
  return createHostedStore({
    url: options.url ?? fake.url,
    anonKey: fake.anonKey,
    serviceRoleKey: options.serviceRoleKey ?? fake.serviceRoleKey,
    timeZone: NEW_YORK,
    timeoutMs: options.timeoutMs,
  });
}

function readOnlyStore(): ShowsStore {
  return createHostedStore({ url: fake.url, anonKey: fake.anonKey, timeZone: NEW_YORK });
}

/** A complete show; `overrides` change some fields. */
function show(overrides: Partial<ShowFields> = {}): ShowFields {
  return showWith({
    // Long after the fake's rows, which are around today.
    date: new Date("2090-06-13T00:00:00Z"),
    venue: "The Social",
    city: "Orlando",
    state: "FL",
    price: 15,
    supportingArtists: ["Loopback"],
    ageRestriction: 21,
    ticketLink: "https://tickets.example.com/social",
    flyerLink: null,
    ...overrides,
  });
}

/** What the site would make of hostedShowRows(), by id. */
function hostedShows(): Show[] {
  const schema = showRowSchema(NEW_YORK);
  return hostedShowRows().map((row) => schema.parse(row));
}

/** Lists, failing the test on any invalid row. */
async function listAll(store: ShowsStore): Promise<Show[]> {
  const invalid: unknown[] = [];
  const shows = await store.list((id, problems) => invalid.push({ id, problems }));
  expect(invalid).toEqual([]);
  return shows;
}

const withoutId = ({ id: _id, updatedAt: _updatedAt, ...fields }: Show): ShowFields => fields;

/** The parts of each recorded request a test cares about; the body parsed. */
function recorded() {
  return fake.requests.map((request) => ({
    method: request.method,
    path: request.path,
    apikey: request.headers.apikey,
    authorization: request.headers.authorization,
    prefer: request.headers.prefer,
    body: request.body === "" ? undefined : (JSON.parse(request.body) as unknown),
  }));
}

/** The rejection of a call, and how long it took to come; fails the test when it resolves. */
async function rejection(call: Promise<unknown>): Promise<{ error: Error; elapsedMs: number }> {
  const started = performance.now();
  const outcome = await call.then(
    (value) => ({ rejected: false as const, value }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  const elapsedMs = performance.now() - started;
  if (!outcome.rejected) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(Error);
  return { error: outcome.error as Error, elapsedMs };
}

/** A URL on 127.0.0.1 whose port nothing listens on (it was free a moment ago). */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe("createHostedStore: reading", () => {
  test("list asks once for every show, soonest first, undated last, then by id, with the service role key", async () => {
    const shows = await listAll(writableStore());

    expect(recorded()).toEqual([
      {
        method: "GET",
        path: LIST_PATH,
        apikey: fake.serviceRoleKey,
        authorization: `Bearer ${fake.serviceRoleKey}`,
        prefer: undefined,
        body: undefined,
      },
    ]);
    expect(shows).toEqual(hostedShows());
    expect(shows.map((listed) => listed.id)).toEqual([101, 102, 103, 105, 106, 104]);
    expect(fake.unhandled()).toEqual([]);
  });

  test("list works with the anon key alone, and sends only that key", async () => {
    const shows = await listAll(readOnlyStore());

    expect(shows).toEqual(hostedShows());
    expect(recorded()).toEqual([
      expect.objectContaining({
        method: "GET",
        path: LIST_PATH,
        apikey: fake.anonKey,
        authorization: `Bearer ${fake.anonKey}`,
      }),
    ]);
  });

  test("list reports each invalid row with its id and problems through onInvalid, and skips it", async () => {
    fake.answer({ shows: "bad-rows" });
    const invalid: { id: unknown; problems: string[] }[] = [];

    const shows = await writableStore().list((id, problems) => invalid.push({ id, problems }));

    expect(shows).toEqual(hostedShows());
    expect(invalid.map(({ id }) => id)).toEqual([901, 902, 903, 904, 905, 906]);
    expect(invalid[0]?.problems).toEqual([expect.stringMatching(/^date: not a date: 2026-02-30/)]);
    expect(invalid[1]?.problems).toEqual([expect.stringMatching(/^venue: /)]);
    expect(invalid[2]?.problems).toEqual([expect.stringMatching(/^price: /)]);
    expect(invalid[3]?.problems).toEqual([expect.stringMatching(/^status: /)]);
    expect(invalid[4]?.problems).toEqual([
      "previousDate: is kept only for a rescheduled show; this one is scheduled",
    ]);
    expect(invalid[5]?.problems).toEqual(["country: not a country code: XX"]);
  });

  test("list fails with what failed and the HTTP status", async () => {
    fake.answer({ shows: "error" });

    const { error } = await rejection(writableStore().list(() => {}));

    expect(error.message).toBe("Supabase: reading the shows failed: HTTP 500: fake: internal error");
  });

  test("describes itself with its URL and whether it may write", () => {
    expect(writableStore().description).toBe(
      `the hosted shows table at ${fake.url} (with the service role key)`,
    );
    expect(readOnlyStore().description).toBe(
      `the hosted shows table at ${fake.url} (read-only: no service role key)`,
    );
  });

  test("close resolves", async () => {
    await expect(writableStore().close()).resolves.toBeUndefined();
  });
});

describe("createHostedStore: writing with the service role key", () => {
  test("add sends one insert of every row as JSON and returns the new shows, in order, with new ids", async () => {
    const store = writableStore();
    const first = show();
    const second = show({
      date: null,
      venue: "Will's Pub",
      city: null,
      state: null,
      price: null,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: null,
      flyerLink: "https://example.com/flyer.png",
    });

    const added = await store.add([first, second]);

    expect(recorded()).toEqual([
      {
        method: "POST",
        path: INSERT_PATH,
        apikey: fake.serviceRoleKey,
        authorization: `Bearer ${fake.serviceRoleKey}`,
        prefer: "return=representation",
        body: [
          {
            date: "2090-06-13T00:00:00.000Z",
            venue: "The Social",
            city: "Orlando",
            state: "FL",
            price: 15,
            supportingArtists: ["Loopback"],
            ageRestriction: 21,
            ticketLink: "https://tickets.example.com/social",
            flyerLink: null,
            ...LIFECYCLE_DEFAULTS,
          },
          {
            date: null,
            venue: "Will's Pub",
            city: null,
            state: null,
            price: null,
            supportingArtists: [],
            ageRestriction: null,
            ticketLink: null,
            flyerLink: "https://example.com/flyer.png",
            ...LIFECYCLE_DEFAULTS,
          },
        ],
      },
    ]);
    // New ids continue above the highest (106); the table stamps each row's updatedAt.
    expect(added).toEqual([
      { id: 107, ...first, updatedAt: expect.any(Date) },
      { id: 108, ...second, updatedAt: expect.any(Date) },
    ]);

    const listed = await listAll(store);
    expect(listed.map((listedShow) => listedShow.id)).toEqual([101, 102, 103, 105, 106, 107, 104, 108]);
    expect(listed.find((listedShow) => listedShow.id === 107)).toEqual(added[0]);
    expect(listed.find((listedShow) => listedShow.id === 108)).toEqual(added[1]);
  });

  test("add never sends an id, even when the object carries one", async () => {
    const withId = { ...show(), id: 102 } as ShowFields;

    const [added] = await writableStore().add([withId]);

    expect(added?.id).toBe(107);
    expect(recorded()[0]?.body).toEqual([expect.not.objectContaining({ id: expect.anything() })]);
  });

  test("add of no shows sends nothing", async () => {
    await expect(writableStore().add([])).resolves.toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  test("update sends the given fields only and returns the changed show", async () => {
    const store = writableStore();

    const changed = await store.update(102, { venue: "Hosted Ballroom (upstairs)", price: null, date: null });

    expect(recorded()).toEqual([
      {
        method: "PATCH",
        path: "/rest/v1/shows?id=eq.102&select=*",
        apikey: fake.serviceRoleKey,
        authorization: `Bearer ${fake.serviceRoleKey}`,
        prefer: "return=representation",
        body: { date: null, venue: "Hosted Ballroom (upstairs)", price: null },
      },
    ]);
    const before = hostedShows().find((hosted) => hosted.id === 102)!;
    const expected = {
      ...before,
      venue: "Hosted Ballroom (upstairs)",
      price: null,
      date: null,
      updatedAt: changed!.updatedAt,
    };
    expect(changed).toEqual(expected);
    // The table's trigger moved updatedAt.
    expect(changed!.updatedAt!.getTime()).toBeGreaterThan(before.updatedAt!.getTime());
    expect((await listAll(store)).find((listed) => listed.id === 102)).toEqual(expected);
  });

  test("update of an unknown id returns null and changes nothing", async () => {
    const store = writableStore();

    await expect(store.update(999, { venue: "Nowhere" })).resolves.toBeNull();

    expect(recorded().map(({ method, path }) => `${method} ${path}`)).toEqual([
      "PATCH /rest/v1/shows?id=eq.999&select=*",
    ]);
    expect(await listAll(store)).toEqual(hostedShows());
  });

  test("update with no fields reads the show instead of sending an empty change", async () => {
    const store = writableStore();

    await expect(store.update(103, {})).resolves.toEqual(hostedShows().find((hosted) => hosted.id === 103));
    await expect(store.update(999, {})).resolves.toBeNull();

    expect(recorded().map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /rest/v1/shows?select=*&id=eq.103",
      "GET /rest/v1/shows?select=*&id=eq.999",
    ]);
  });

  test("remove sends one delete and returns true; the show is gone", async () => {
    const store = writableStore();

    await expect(store.remove(101)).resolves.toBe(true);

    expect(recorded()).toEqual([
      {
        method: "DELETE",
        path: "/rest/v1/shows?id=eq.101&select=*",
        apikey: fake.serviceRoleKey,
        authorization: `Bearer ${fake.serviceRoleKey}`,
        prefer: "return=representation",
        body: undefined,
      },
    ]);
    expect((await listAll(store)).map((listed) => listed.id)).toEqual([102, 103, 105, 106, 104]);
  });

  test("remove of an unknown id returns false and removes nothing", async () => {
    const store = writableStore();

    await expect(store.remove(999)).resolves.toBe(false);

    expect(await listAll(store)).toEqual(hostedShows());
  });

  test("update and remove of an id no row can have (0, -1, 1.5) answer null and false", async () => {
    const store = writableStore();

    for (const id of [0, -1, 1.5]) {
      await expect(store.update(id, { venue: "Nowhere" })).resolves.toBeNull();
      await expect(store.remove(id)).resolves.toBe(false);
    }
    expect(fake.requests).toEqual([]);
  });

  test("replaceAll calls replace_shows once; given ids are kept, the others get new ids above the highest", async () => {
    const store = writableStore();
    const kept = { id: 7, ...show({ venue: "Kept Seven", date: new Date("2026-07-01T23:30:00Z") }) };
    const keptToo = { id: 300, ...show({ venue: "Kept Three Hundred", date: null }) };
    const fresh = show({ venue: "Fresh", date: new Date("2026-06-01T23:00:00Z"), supportingArtists: [] });

    const replaced = await store.replaceAll([kept, fresh, keptToo]);

    expect(recorded()).toEqual([
      {
        method: "POST",
        path: "/rest/v1/rpc/replace_shows",
        apikey: fake.serviceRoleKey,
        authorization: `Bearer ${fake.serviceRoleKey}`,
        prefer: undefined,
        body: {
          new_shows: [
            {
              id: 7,
              date: "2026-07-01T23:30:00.000Z",
              venue: "Kept Seven",
              city: "Orlando",
              state: "FL",
              price: 15,
              supportingArtists: ["Loopback"],
              ageRestriction: 21,
              ticketLink: "https://tickets.example.com/social",
              flyerLink: null,
              ...LIFECYCLE_DEFAULTS,
            },
            {
              date: "2026-06-01T23:00:00.000Z",
              venue: "Fresh",
              city: "Orlando",
              state: "FL",
              price: 15,
              supportingArtists: [],
              ageRestriction: 21,
              ticketLink: "https://tickets.example.com/social",
              flyerLink: null,
              ...LIFECYCLE_DEFAULTS,
            },
            expect.objectContaining({ id: 300, date: null, venue: "Kept Three Hundred" }),
          ],
        },
      },
    ]);
    const restored = { updatedAt: expect.any(Date) };
    const expected = [
      { id: 301, ...fresh, ...restored },
      { ...kept, ...restored },
      { ...keptToo, ...restored },
    ];
    expect(replaced).toEqual(expected);
    expect(await listAll(store)).toEqual(expected);
  });

  test("replaceAll with no shows empties the table", async () => {
    const store = writableStore();

    await expect(store.replaceAll([])).resolves.toEqual([]);

    expect(recorded()[0]?.body).toEqual({ new_shows: [] });
    expect(await listAll(store)).toEqual([]);
  });

  test("names with commas, quotes and non-ASCII, and artist lists, survive a write and a read unchanged", async () => {
    const store = writableStore();
    const tricky = show({
      venue: `Café "Zé", Orlando`,
      city: "São Paulo",
      state: "SP",
      supportingArtists: ["Ünder, the Sea", `The "Quoted" Band`, "Mötley, Crüe & Co.", "Ω; ' -- drop"],
      ticketLink: "https://tickets.example.com/caf%C3%A9?a=1&b=%22x%22",
    });

    const [added] = await store.add([tricky]);
    expect(added && withoutId(added)).toEqual(tricky);
    expect((await listAll(store)).find((listed) => listed.id === added?.id)).toEqual(added);

    const changed = await store.update(added!.id, {
      venue: `Bar "Ñ", Tampa`,
      supportingArtists: ["A, B", "C"],
    });
    expect(changed).toEqual({
      ...added,
      venue: `Bar "Ñ", Tampa`,
      supportingArtists: ["A, B", "C"],
      updatedAt: expect.any(Date),
    });

    const replaced = await store.replaceAll([{ id: 1, ...tricky }]);
    expect(replaced).toEqual([{ id: 1, ...tricky, updatedAt: expect.any(Date) }]);
    expect(await listAll(store)).toEqual([{ id: 1, ...tricky, updatedAt: expect.any(Date) }]);
  });

  test("a date is sent as an instant and read back as the same instant", async () => {
    const store = writableStore();
    const date = new Date("2026-11-01T05:30:00.250Z"); // the night summer time ends in New York

    const [added] = await store.add([show({ date })]);

    expect(recorded()[0]?.body).toEqual([expect.objectContaining({ date: "2026-11-01T05:30:00.250Z" })]);
    expect(added?.date?.toISOString()).toBe(date.toISOString());
    expect((await listAll(store)).find((listed) => listed.id === added?.id)?.date?.toISOString()).toBe(
      date.toISOString(),
    );
  });

  test("a row a write returns is validated too: an invalid one is an error that says the write was saved", async () => {
    // The table takes a blank venue; the site's schema does not.
    const { error } = await rejection(writableStore().add([show({ venue: "   " })]));

    expect(error.message).toMatch(
      /^Supabase: adding 1 show was saved, but show 107 came back invalid: venue: /,
    );
  });
});

describe("createHostedStore: without the service role key", () => {
  test("every write throws ReadOnlyStoreError that says what to do, and sends nothing", async () => {
    const store = readOnlyStore();
    const writes: [string, () => Promise<unknown>][] = [
      ["add", () => store.add([show()])],
      ["update", () => store.update(102, { venue: "Changed" })],
      ["remove", () => store.remove(102)],
      ["replaceAll", () => store.replaceAll([{ id: 102, ...show() }])],
    ];

    for (const [name, write] of writes) {
      const { error } = await rejection(write());
      expect(error, name).toBeInstanceOf(ReadOnlyStoreError);
      expect(error.message, name).toBe(READ_ONLY_MESSAGE);
    }
    // How to write (the service role key, the Table Editor) is the shows command's to say: cli/commands.test.ts.
    expect(READ_ONLY_MESSAGE).toMatch(/read-only/);
    expect(fake.requests).toEqual([]);
    expect(await listAll(store)).toEqual(hostedShows());
  });

  test("why: with the anon key, Supabase refuses an insert but lets an update or a delete silently change nothing", async () => {
    const anon = createSupabase(fake.url, fake.anonKey);

    const inserted = await anon
      .from("shows")
      .insert([{ venue: "Sneaky" }])
      .select();
    const updated = await anon.from("shows").update({ venue: "Sneaky" }).eq("id", 102).select();
    const deleted = await anon.from("shows").delete().eq("id", 102).select();
    const replaced = await anon.rpc("replace_shows", { new_shows: [] });

    expect(inserted).toMatchObject({
      status: 401,
      error: { code: "42501", message: 'new row violates row-level security policy for table "shows"' },
    });
    expect(updated).toMatchObject({ status: 200, error: null, data: [] });
    expect(deleted).toMatchObject({ status: 200, error: null, data: [] });
    expect(replaced).toMatchObject({
      status: 401,
      error: { code: "42501", message: "permission denied for function replace_shows" },
    });
    expect(fake.goodRows()).toEqual(hostedShowRows());
  });
});

describe("createHostedStore: failures", () => {
  test("a write answered with HTTP 500 throws an error naming the write, after one request", async () => {
    fake.answer({ writes: "error" });
    const store = writableStore();

    const cases: [() => Promise<unknown>, string][] = [
      [() => store.add([show(), show()]), "adding 2 shows"],
      [() => store.update(102, { venue: "Changed" }), "changing show 102"],
      [() => store.remove(102), "removing show 102"],
      [() => store.replaceAll([show()]), "replacing every show with 1 show"],
    ];
    for (const [write, what] of cases) {
      const { error } = await rejection(write());
      expect(error.message).toBe(`Supabase: ${what} failed: HTTP 500: fake: internal error`);
    }
    expect(fake.requests).toHaveLength(4);
    fake.answer({ writes: "good" });
    expect(await listAll(store)).toEqual(hostedShows());
  });

  test("a write that never gets an answer gives up after timeoutMs, saying it may have been saved", async () => {
    fake.answer({ writes: "hang" });

    const { error, elapsedMs } = await rejection(writableStore({ timeoutMs: TIMEOUT_MS }).add([show()]));

    expect(error.message).toMatch(
      new RegExp(`^Supabase: adding 1 show failed: no answer within ${TIMEOUT_MS} ms: TimeoutError: `),
    );
    expect(error.message).toMatch(/it may or may not have been saved: list the shows to check$/);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(fake.requests).toHaveLength(1);
  });

  test("a read that never gets an answer gives up after timeoutMs, after one request", async () => {
    fake.answer({ shows: "hang" });

    const { error, elapsedMs } = await rejection(writableStore({ timeoutMs: TIMEOUT_MS }).list(() => {}));

    expect(error.message).toMatch(
      /^Supabase: reading the shows failed: no answer within 200 ms: TimeoutError/,
    );
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(fake.requests).toHaveLength(1);
  });

  test("a wrong service role key is a 401 with Supabase's message", async () => {
    const { error } = await rejection(writableStore({ serviceRoleKey: "not-the-key" }).remove(102));

    expect(error.message).toBe("Supabase: removing show 102 failed: HTTP 401: Invalid API key");
  });

  test("a duplicate id in replaceAll is refused and the table is left as it was", async () => {
    const store = writableStore();

    const { error } = await rejection(
      store.replaceAll([
        { id: 5, ...show() },
        { id: 5, ...show() },
      ]),
    );

    expect(error.message).toBe(
      'Supabase: replacing every show with 2 shows failed: HTTP 409: duplicate key value violates unique constraint "shows_pkey"',
    );
    expect(await listAll(store)).toEqual(hostedShows());
  });

  test("nothing listening at the URL: no answer, with the reason", async () => {
    const url = await deadUrl();

    const { error, elapsedMs } = await rejection(writableStore({ url, timeoutMs: TIMEOUT_MS }).add([show()]));

    expect(error.message).toMatch(/^Supabase: adding 1 show failed: no answer: .*ECONNREFUSED/);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });
});

describe("createHostedStore: a table made before the lifecycle migration", () => {
  test("every newer column reads as its default: scheduled, not sold out, on sale now, no title", async () => {
    fake.answer({ table: "original" });
    const served = (await await fetch(`${fake.url}/rest/v1/shows?select=*`, {
      headers: { apikey: fake.anonKey, authorization: `Bearer ${fake.anonKey}` },
    }).then((response) => response.json())) as Record<string, unknown>[];
    // The fake serves the ten original columns only.
    expect(Object.keys(served[0]!).sort()).toEqual([...ORIGINAL_COLUMNS].sort());

    const shows = await listAll(readOnlyStore());
    expect(shows.map((listed) => listed.id)).toEqual([101, 102, 103, 105, 106, 104]);
    for (const listed of shows) {
      expect(listed).toMatchObject({ ...LIFECYCLE_DEFAULTS, updatedAt: null });
    }
  });

  test("a write names the missing columns and says to run the migrations", async () => {
    fake.answer({ table: "original" });
    const { error } = await rejection(writableStore().add([show()]));
    expect(error.message).toMatch(
      /^Supabase: adding 1 show failed: HTTP 400: Could not find the '\w+' column/,
    );
    expect(error.message).toContain("run the SQL files in supabase/migrations/ on it");
  });
});

describe("the fake Supabase table", () => {
  test("answers hostedShowRows() until written, and again after a reset", async () => {
    const store = writableStore();
    expect(fake.goodRows()).toEqual(hostedShowRows());

    await store.remove(102);
    expect(fake.goodRows().map((row) => row.id)).toEqual([101, 103, 105, 106, 104]);

    fake.reset();
    expect(fake.requests).toEqual([]);
    expect(fake.goodRows()).toEqual(hostedShowRows());

    await store.remove(101);
    await fetch(`${fake.url}/__fake/reset`, { method: "POST" });
    expect(await listAll(store)).toEqual(hostedShows());
    // Ids continue above the highest again.
    expect((await store.add([show()]))[0]?.id).toBe(107);
  });

  test("refuses an unknown answer mode by name", () => {
    expect(() => fake.answer({ writes: "slow" as never })).toThrow(/writes: unknown answer "slow"/);
  });
});
