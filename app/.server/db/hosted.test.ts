import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import { showWith } from "#app/lib/shows/fields.ts";
import { createTurns } from "#app/lib/turns.ts";
import { loadSharedSigningKey } from "#app/modules/follow/.server/confirm-link.ts";
import { notifyFans, startNotifier } from "#app/modules/follow/.server/notify.ts";
import { createFansStore } from "#app/modules/follow/.server/store.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";
import { openFakeSupabasePostgres, serveFakeSupabasePostgres } from "#tests/fakes/supabase-postgres.ts";
import { insertFansSql, TAMPA } from "#tests/fans.ts";

import type { Mailer } from "../mail/index.ts";
import { confirmationMail, queueMailSql, startSender } from "../mail/index.ts";
import type { Database } from "./database.ts";
import { connectHostedDatabase } from "./hosted.ts";

/**
 * The fans on Supabase: the same SQL as the embedded database, sent with `pg`
 * to the project's Postgres (SUPABASE_DB_URL). Here that Postgres is the fake
 * of a Supabase project's (tests/fakes/supabase-postgres.ts), served on
 * 127.0.0.1 and reached as the server reaches Supabase's: values come back as
 * `pg` reads them (ids as text, times as Dates), not as the embedded database
 * hands them over.
 */

vi.setConfig({ testTimeout: 60_000 });

const SITE_URL = "https://band.example";
const IN_TEN_DAYS = new Date(Date.now() + 10 * 24 * 60 * 60_000);

let pglite: PGlite;
let served: { url: string; close(): Promise<void> };
let url: string;
let database: Database;

beforeAll(async () => {
  pglite = await openFakeSupabasePostgres();
  served = await serveFakeSupabasePostgres(pglite);
  url = served.url;
  database = connectHostedDatabase(url);
}, 180_000);

afterAll(async () => {
  await database?.close();
  await served?.close();
  await pglite?.close();
});

beforeEach(async () => {
  await database.run(
    "truncate public.fan_notices, public.outbox, public.fans, public.shows, public.site_keys restart identity cascade",
  );
});

const run = (sql: string) => database.run(sql);

async function addTampaShow(): Promise<void> {
  await run(insertShows([showWith({ date: IN_TEN_DAYS, venue: "The Ritz", city: "Tampa", state: "FL" })]));
}

async function outboxKinds(): Promise<string[]> {
  const [rows = []] = await run(`select kind from public.outbox order by id`);
  return rows.map((row) => String(row.kind));
}

describe("the Supabase project's database, through SUPABASE_DB_URL", () => {
  test("runs several statements as one message and returns the rows of each", async () => {
    const results = await run("select 1 as one; select 'two' as two, 3 as three");
    expect(results).toEqual([[{ one: 1 }], [{ two: "two", three: 3 }]]);
  });

  test("a failing statement rejects and changes nothing of the statements with it", async () => {
    await expect(
      run(`${insertFansSql([{ email: "jo@example.com", ...TAMPA }])}; select * from public.no_such_table`),
    ).rejects.toThrow(/no_such_table/);
    expect(await run("select count(*)::int as fans from public.fans")).toEqual([[{ fans: 0 }]]);
  });

  test("a fan signs up, confirms, and is told of a show near them: confirmation, then announcement, sent", async () => {
    const store = createFansStore({
      run,
      signingKey: await loadSharedSigningKey(database),
      siteUrl: SITE_URL,
      mailer: { confirmationMail, queueMailSql },
    });
    const signedUp = await store.signUp({
      email: "jo@example.com",
      ...TAMPA,
      withinKm: 160.9344,
      unit: "mi",
      signedUpOn: "/follow",
    });
    expect(signedUp).toBe("confirmation queued");
    const [[confirmation] = []] = await run(`select text from public.outbox where kind = 'confirm'`);
    const token = decodeURIComponent(/confirm\?token=(\S+)/.exec(String(confirmation?.text))![1]!);
    expect((await store.confirm(token)).kind).toBe("confirmed");

    await addTampaShow();
    expect(await notifyFans({ database, siteUrl: SITE_URL })).toEqual({ announcements: 1, changes: 0 });
    expect(await notifyFans({ database, siteUrl: SITE_URL })).toEqual({ announcements: 0, changes: 0 });

    const sent: string[] = [];
    const mailer: Mailer = {
      description: "a test",
      send: async (mail) => void sent.push(mail.subject),
      close: async () => {},
    };
    const sender = startSender({ db: database, mailer, pollMs: 50 });
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 10_000 });
    await sender.stop();
    expect(await outboxKinds()).toEqual(["confirm", "announce"]);
    expect(await run(`select count(*)::int as unsent from public.outbox where "sentAt" is null`)).toEqual([
      [{ unsent: 0 }],
    ]);
  });

  test("every server signs confirmation links with the one key kept in the database", async () => {
    const first = await loadSharedSigningKey(database);
    const second = connectHostedDatabase(url);
    try {
      expect(await loadSharedSigningKey(second)).toEqual(first);
    } finally {
      await second.close();
    }
    expect(first).toHaveLength(32);
    const [rows = []] = await run("select name from public.site_keys");
    expect(rows).toEqual([{ name: "confirm-links" }]);
  });

  test("a show added to the table behind the server's back is announced at the next look", async () => {
    await run(insertFansSql([{ email: "jo@example.com", ...TAMPA }]));
    const turns = createTurns();
    const notifier = startNotifier({ database, siteUrl: SITE_URL, wake() {}, checkEveryMs: 100, turns });
    try {
      // Runs take turns: this one waits for the start-up run, which found nothing to tell.
      expect(await notifyFans({ database, siteUrl: SITE_URL, turns })).toEqual({
        announcements: 0,
        changes: 0,
      });
      await addTampaShow();
      await vi.waitFor(async () => expect(await outboxKinds()).toEqual(["announce"]), { timeout: 10_000 });
    } finally {
      await notifier.stop();
    }
  });
});
