import { describe, expect, test } from "vitest";

import { type FakeSupabase, hostedShowRows } from "#tests/fakes/supabase.ts";
import { unreachableUrl } from "#tests/fakes/unreachable.ts";
import {
  fakeSupabaseForEachTest,
  hostedShows,
  laterShow as show,
  listAll,
  MARGIN_MS,
  readOnlyStore,
  TIMEOUT_MS,
  writableStore,
} from "#tests/hosted-store.ts";
import { rejection } from "#tests/rejections.ts";

import { READ_ONLY_MESSAGE } from "./hosted-store.ts";
import { ReadOnlyStoreError } from "./store.ts";
import { createSupabase } from "./supabase-client.ts";

/** What the hosted store does when it may not write, and when Supabase fails, hangs or is not there. */

let fake: FakeSupabase;
fakeSupabaseForEachTest((started) => (fake = started));

describe("createHostedStore: without the service role key", () => {
  test("every write throws ReadOnlyStoreError that says what to do, and sends nothing", async () => {
    const store = readOnlyStore(fake);
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
    // How to write (the service role key, the Table Editor) is the shows command's to say: cli/shows/commands.test.ts.
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
    const store = writableStore(fake);

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

    const { error, elapsedMs } = await rejection(
      writableStore(fake, { timeoutMs: TIMEOUT_MS }).add([show()]),
    );

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

    const { error, elapsedMs } = await rejection(
      writableStore(fake, { timeoutMs: TIMEOUT_MS }).list(() => {}),
    );

    expect(error.message).toMatch(
      /^Supabase: reading the shows failed: no answer within 200 ms: TimeoutError/,
    );
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(fake.requests).toHaveLength(1);
  });

  test("a wrong service role key is a 401 with Supabase's message", async () => {
    const { error } = await rejection(writableStore(fake, { serviceRoleKey: "not-the-key" }).remove(102));

    expect(error.message).toBe("Supabase: removing show 102 failed: HTTP 401: Invalid API key");
  });

  test("a duplicate id in replaceAll is refused and the table is left as it was", async () => {
    const store = writableStore(fake);

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
    const url = await unreachableUrl();

    const { error, elapsedMs } = await rejection(
      writableStore(fake, { url, timeoutMs: TIMEOUT_MS }).add([show()]),
    );

    expect(error.message).toMatch(/^Supabase: adding 1 show failed: no answer: .*ECONNREFUSED/);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });
});
