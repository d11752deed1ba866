import { afterEach, beforeEach, expect } from "vitest";

import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import { showRowSchema } from "#app/lib/shows/stored.ts";
import { createHostedStore } from "#app/modules/shows/.server/hosted-store.ts";
import type { ShowsStore } from "#app/modules/shows/.server/store.ts";

import { type FakeSupabase, hostedShowRows, startFakeSupabase } from "./fakes/supabase.ts";
import { socialShow } from "./shows.ts";

/**
 * Builders for the tests of the hosted store (app/modules/shows/.server/hosted-store*.test.ts)
 * against the fake Supabase.
 */

/** The band's zone (content/site.config.ts). */
export const NEW_YORK = "America/New_York";
/** Short, so that failures are quick. */
export const TIMEOUT_MS = 200;
/**
 * Generous for a slow machine: `npm test` runs the browser tests beside the
 * unit tests on two cores. A hanging Supabase never answers, so an answer
 * within the timeout and this margin is still an answer that did not wait
 * for it.
 */
export const MARGIN_MS = 3_000;

/** A fresh fake Supabase for each test of the file, handed to `use`, and closed after the test. */
export function fakeSupabaseForEachTest(use: (fake: FakeSupabase) => void) {
  let fake: FakeSupabase | undefined;
  beforeEach(async () => {
    fake = await startFakeSupabase();
    use(fake);
  });
  afterEach(() => fake?.close());
}

/** A store with the service role key (the shows command's); `options` change the URL, key or timeout. */
export function writableStore(
  fake: FakeSupabase,
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

/** A store with the anon key alone (the site's). */
export function readOnlyStore(fake: FakeSupabase): ShowsStore {
  return createHostedStore({ url: fake.url, anonKey: fake.anonKey, timeZone: NEW_YORK });
}

/** A complete show long after the fake's rows, which are around today; `overrides` change some fields. */
export function laterShow(overrides: Partial<ShowFields> = {}): ShowFields {
  return socialShow({ date: new Date("2090-06-13T00:00:00Z"), ...overrides });
}

/** What the site would make of hostedShowRows(), by id. */
export function hostedShows(): Show[] {
  const schema = showRowSchema(NEW_YORK);
  return hostedShowRows().map((row) => schema.parse(row));
}

/** Lists, failing the test on any invalid row. */
export async function listAll(store: ShowsStore): Promise<Show[]> {
  const invalid: unknown[] = [];
  const shows = await store.list((id, problems) => invalid.push({ id, problems }));
  expect(invalid).toEqual([]);
  return shows;
}

/** The parts of each request the fake recorded that a test cares about; the body parsed. */
export function recorded(fake: FakeSupabase) {
  return fake.requests.map((request) => ({
    method: request.method,
    path: request.path,
    apikey: request.headers.apikey,
    authorization: request.headers.authorization,
    prefer: request.headers.prefer,
    body: request.body === "" ? undefined : (JSON.parse(request.body) as unknown),
  }));
}

/**
 * A request as recorded() gives it, sent with the service role key; `prefer`
 * and `body` are undefined unless given.
 */
export function serviceRoleRequest(
  fake: FakeSupabase,
  request: { method: string; path: string; prefer?: string; body?: unknown },
) {
  return {
    apikey: fake.serviceRoleKey,
    authorization: `Bearer ${fake.serviceRoleKey}`,
    prefer: undefined,
    body: undefined,
    ...request,
  };
}
