import { describe, expect, test } from "vitest";

import { type FakeSupabase } from "#tests/fakes/supabase.ts";
import { unreachableUrl } from "#tests/fakes/unreachable.ts";
import { fakeSupabaseForEachTest, MARGIN_MS, TIMEOUT_MS } from "#tests/hosted-store.ts";
import { rejection } from "#tests/rejections.ts";

import { createHostedStore } from "./hosted-store.ts";
import { sendToSupabase } from "./supabase.ts";
import { createSupabase } from "./supabase-client.ts";

let fake: FakeSupabase;
fakeSupabaseForEachTest((started) => (fake = started));

/** The hosted store's read of every row, as the site makes it. */
const readRows = (url: string, anonKey: string, timeoutMs: number) =>
  createHostedStore({ url, anonKey, timeZone: "America/New_York", timeoutMs }).rows();

describe("reading the hosted shows", () => {
  test("asks for every show, soonest first and undated last, with the anon key", async () => {
    await readRows(fake.url, fake.anonKey, 2_000);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("GET");
    expect(request?.path).toBe("/rest/v1/shows?select=*&order=date.asc.nullslast%2Cid.asc");
    expect(request?.headers.apikey).toBe(fake.anonKey);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
    expect(request?.body).toBe("");
    expect(fake.unhandled()).toEqual([]);
  });

  test("asks the same path when the URL ends in a slash", async () => {
    await readRows(`${fake.url}/`, fake.anonKey, 2_000);

    expect(fake.requests.map((request) => request.path)).toEqual([
      "/rest/v1/shows?select=*&order=date.asc.nullslast%2Cid.asc",
    ]);
    expect(fake.unhandled()).toEqual([]);
  });

  test("returns the rows as sent", async () => {
    const rows = await readRows(fake.url, fake.anonKey, 2_000);

    expect(rows).toEqual(fake.goodRows());
    // The offset-less date of 103 is passed on untouched, to be read in the band's zone later.
    expect(rows.find((row) => (row as { id: number }).id === 103)).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T19:30:00$/),
    });
  });

  test("returns an empty table as no rows", async () => {
    fake.answer({ shows: "empty" });

    await expect(readRows(fake.url, fake.anonKey, 2_000)).resolves.toEqual([]);
  });

  test("rejects an HTTP 500 with its status and Supabase's message", async () => {
    fake.answer({ shows: "error" });

    const { error } = await rejection(readRows(fake.url, fake.anonKey, 2_000));

    expect(error.message).toBe("Supabase: reading the shows failed: HTTP 500: fake: internal error");
    expect(fake.requests).toHaveLength(1);
  });

  test("asks once on a 503 and rejects at once: retrying is the cache's decision, not supabase-js's", async () => {
    fake.answer({ shows: "unavailable" });
    const { error, elapsedMs } = await rejection(readRows(fake.url, fake.anonKey, 3_000));

    expect(error.message).toBe("Supabase: reading the shows failed: HTTP 503: fake: service unavailable");
    expect(elapsedMs).toBeLessThan(MARGIN_MS);
    expect(fake.requests).toHaveLength(1);
  });

  test("rejects a 200 whose body is not JSON, saying so", async () => {
    fake.answer({ shows: "not-json" });

    const { error } = await rejection(readRows(fake.url, fake.anonKey, 2_000));

    expect(error.message).toBe("Supabase: reading the shows failed: HTTP 200, but the answer is not JSON");
  });

  test("gives up on an answer that never comes after timeoutMs", async () => {
    fake.answer({ shows: "hang" });

    const { error, elapsedMs } = await rejection(readRows(fake.url, fake.anonKey, TIMEOUT_MS));

    expect(error.message).toMatch(/^Supabase: reading the shows failed: no answer( within \d+ ms)?: /);
    expect(error.message).toMatch(/timeout/i);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(fake.requests).toHaveLength(1);
  });

  test("rejects when nothing listens at the URL, within timeoutMs", async () => {
    const url = await unreachableUrl();

    const { error, elapsedMs } = await rejection(readRows(url, fake.anonKey, TIMEOUT_MS));

    expect(error.message).toMatch(/^Supabase: reading the shows failed: no answer: \S/);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  test("rejects a wrong anon key with the 401 and Supabase's message", async () => {
    const { error } = await rejection(readRows(fake.url, "not-the-anon-key", 2_000));

    expect(error.message).toBe("Supabase: reading the shows failed: HTTP 401: Invalid API key");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.apikey).toBe("not-the-anon-key");
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer not-the-anon-key");
  });
});

describe("the fans' tables over the REST API", () => {
  const HIDDEN = ["fans", "fan_notices", "outbox", "site_keys"];
  const permissionDenied = (table: string) => ({
    code: "42501",
    message: `permission denied for table ${table}`,
    details: null,
    hint: null,
  });

  test("the site's read client asking for the fans gets PostgREST's refusal and no rows", async () => {
    const { data, error, status } = await createSupabase(fake.url, fake.anonKey)
      .from("fans")
      .select("*")
      .retry(false);

    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "42501", message: "permission denied for table fans" });
    // And through the site's one way of sending a request: an error, never rows.
    await expect(
      sendToSupabase("reading the fans", createSupabase(fake.url, fake.anonKey).from("fans").select("*"), {
        timeoutMs: 2_000,
      }),
    ).rejects.toThrow("Supabase: reading the fans failed: HTTP 401: permission denied for table fans");
    expect(fake.requests.map((request) => request.path)).toEqual([
      "/rest/v1/fans?select=*",
      "/rest/v1/fans?select=*",
    ]);
    expect(fake.unhandled()).toEqual([]);
  });

  test.each(HIDDEN)("every read or write of %s with the anon key is refused with a 401", async (table) => {
    const anon = () => createSupabase(fake.url, fake.anonKey).from(table);
    const answers = [
      await anon().select("*").retry(false),
      await anon().insert({ name: "intruder" }).select(),
      await anon().update({ name: "intruder" }).eq("id", 1).select(),
      await anon().delete().eq("id", 1),
    ];

    for (const { data, error, status } of answers) {
      expect(status).toBe(401);
      expect(data).toBeNull();
      expect(error).toMatchObject(permissionDenied(table));
    }
    expect(fake.requests.map((request) => request.method)).toEqual(["GET", "POST", "PATCH", "DELETE"]);
  });

  test("PostgREST's body, as the fake sends it", async () => {
    const response = await fetch(`${fake.url}/rest/v1/site_keys?select=key`, {
      headers: { apikey: fake.anonKey, authorization: `Bearer ${fake.anonKey}` },
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(permissionDenied("site_keys"));
  });

  test("with the service role key they are no route of the fake: the server never reaches them over REST", async () => {
    const { error, status } = await createSupabase(fake.url, fake.serviceRoleKey)
      .from("fans")
      .select("*")
      .retry(false);

    expect(status).toBe(404);
    expect(error).not.toBeNull();
    expect(fake.unhandled().map((request) => request.path)).toEqual(["/rest/v1/fans?select=*"]);
  });

  test("a key it does not know gets the gateway's 401, as for the shows", async () => {
    const { error, status } = await createSupabase(fake.url, "not-the-anon-key")
      .from("outbox")
      .select("*")
      .retry(false);

    expect(status).toBe(401);
    expect(error?.message).toBe("Invalid API key");
  });
});
