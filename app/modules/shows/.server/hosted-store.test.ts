import { describe, expect, test } from "vitest";

import { type FakeSupabase, hostedShowRows, ORIGINAL_COLUMNS } from "#tests/fakes/supabase.ts";
import {
  fakeSupabaseForEachTest,
  hostedShows,
  laterShow as show,
  listAll,
  readOnlyStore,
  recorded,
  serviceRoleRequest,
  writableStore,
} from "#tests/hosted-store.ts";
import { rejection } from "#tests/rejections.ts";
import { LIFECYCLE_DEFAULTS } from "#tests/shows.ts";

/** Reading the hosted table, old or new, against the fake Supabase (which these tests also check). */

/** The query list sends: every column, soonest first, undated last, then by id. */
const LIST_PATH = "/rest/v1/shows?select=*&order=date.asc.nullslast%2Cid.asc";

let fake: FakeSupabase;
fakeSupabaseForEachTest((started) => (fake = started));

describe("createHostedStore: reading", () => {
  test("list asks once for every show, soonest first, undated last, then by id, with the service role key", async () => {
    const shows = await listAll(writableStore(fake));

    expect(recorded(fake)).toEqual([serviceRoleRequest(fake, { method: "GET", path: LIST_PATH })]);
    expect(shows).toEqual(hostedShows());
    expect(shows.map((listed) => listed.id)).toEqual([101, 102, 103, 105, 106, 104]);
    expect(fake.unhandled()).toEqual([]);
  });

  test("list works with the anon key alone, and sends only that key", async () => {
    const shows = await listAll(readOnlyStore(fake));

    expect(shows).toEqual(hostedShows());
    expect(recorded(fake)).toEqual([
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

    const shows = await writableStore(fake).list((id, problems) => invalid.push({ id, problems }));

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

    const { error } = await rejection(writableStore(fake).list(() => {}));

    expect(error.message).toBe("Supabase: reading the shows failed: HTTP 500: fake: internal error");
  });

  test("describes itself with its URL and whether it may write", () => {
    expect(writableStore(fake).description).toBe(
      `the hosted shows table at ${fake.url} (with the service role key)`,
    );
    expect(readOnlyStore(fake).description).toBe(
      `the hosted shows table at ${fake.url} (read-only: no service role key)`,
    );
  });

  test("close resolves", async () => {
    await expect(writableStore(fake).close()).resolves.toBeUndefined();
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

    const shows = await listAll(readOnlyStore(fake));
    expect(shows.map((listed) => listed.id)).toEqual([101, 102, 103, 105, 106, 104]);
    for (const listed of shows) {
      expect(listed).toMatchObject({ ...LIFECYCLE_DEFAULTS, updatedAt: null });
    }
  });

  test("a write names the missing columns and says to run the migrations", async () => {
    fake.answer({ table: "original" });
    const { error } = await rejection(writableStore(fake).add([show()]));
    expect(error.message).toMatch(
      /^Supabase: adding 1 show failed: HTTP 400: Could not find the '\w+' column/,
    );
    expect(error.message).toContain("run the SQL files in supabase/migrations/ on it");
  });
});

describe("the fake Supabase table", () => {
  test("answers hostedShowRows() until written, and again after a reset", async () => {
    const store = writableStore(fake);
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
