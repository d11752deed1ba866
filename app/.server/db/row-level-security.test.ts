import type { PGlite, Results } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";
import { openFakeSupabasePostgres, serveFakeSupabasePostgres } from "#tests/fakes/supabase-postgres.ts";
import { insertFansSql, TAMPA } from "#tests/fans.ts";

/**
 * On Supabase the public anon key is the `anon` role, and a signed-in user
 * of the project's API is `authenticated`. Neither may read or write the
 * fans' tables, the ticket clicks or the visits; only the tables' owner, the server's own connection
 * (SUPABASE_DB_URL), does. Checked on a fake of a Supabase project's Postgres,
 * which grants every new table in `public` to both roles, as Supabase does.
 */

// Making the fake takes seconds, and over a minute on a loaded machine.
const SLOW_MS = 180_000;

const ROLES = ["anon", "authenticated"] as const;
type Role = (typeof ROLES)[number];

/** Each fans' table, with an insert and an update that the owner may run (the last test shows it). */
const FAN_TABLES = [
  {
    table: "fans",
    insert: insertFansSql([{ email: "intruder@example.com", ...TAMPA }]),
    update: "update public.fans set place = 'Nowhere'",
  },
  {
    table: "fan_notices",
    insert: `insert into public.fan_notices ("fanId", "showId", told) values (1, 1, 'cancelled')`,
    update: "update public.fan_notices set told = 'postponed'",
  },
  {
    table: "outbox",
    insert: `insert into public.outbox (kind, "to", subject, text, html) values ('confirm', 'intruder@example.com', 's', 't', 'h')`,
    update: `update public.outbox set "sentAt" = now()`,
  },
  {
    table: "site_keys",
    insert: "insert into public.site_keys (name, key) values ('intruder', 'k')",
    update: "update public.site_keys set key = 'k'",
  },
  {
    table: "ticket_clicks",
    insert: `insert into public.ticket_clicks ("showId", day, clicks) values (1, '2026-11-29', 1)`,
    update: "update public.ticket_clicks set clicks = clicks + 1",
  },
  {
    table: "page_visits",
    insert: `insert into public.page_visits (day, path, visits) values ('2026-11-29', '/', 1)`,
    update: "update public.page_visits set visits = visits + 1",
  },
  {
    table: "referrer_visits",
    insert: `insert into public.referrer_visits (day, host, visits) values ('2026-11-29', 'evil.example', 1)`,
    update: "update public.referrer_visits set visits = visits + 1",
  },
] as const;

const STATEMENTS = FAN_TABLES.flatMap(({ table, insert, update }) => [
  { table, verb: "select", sql: `select * from public.${table}` },
  { table, verb: "insert", sql: insert },
  { table, verb: "update", sql: update },
  { table, verb: "delete", sql: `delete from public.${table}` },
]);

let database: PGlite;

beforeAll(async () => {
  database = await openFakeSupabasePostgres();
  // One row in every table, written by the owner: "no rows" is never mistaken for "refused".
  await database.exec(`
    ${insertShows([showWith({ venue: "The Orpheum", city: "Tampa", state: "FL" })])};
    ${insertFansSql([{ email: "fan@example.com", ...TAMPA }])};
    insert into public.fan_notices ("fanId", "showId", told) values (1, 1, 'announced');
    insert into public.outbox ("fanId", kind, "to", subject, text, html)
      values (1, 'announce', 'fan@example.com', 'The band plays Tampa', 'text', '<p>html</p>');
    insert into public.site_keys (name, key) values ('confirm-link', 'secret');
    insert into public.ticket_clicks ("showId", day, clicks) values (1, '2026-11-28', 3);
    insert into public.page_visits (day, path, visits) values ('2026-11-28', '/about', 4);
    insert into public.referrer_visits (day, host, visits) values ('2026-11-28', 'www.google.com', 2);
  `);
}, SLOW_MS);
afterAll(() => database?.close());

/**
 * One statement as `role`, in its own transaction (`set local role`): committed
 * when it runs, so that a change it made would show; rolled back when refused.
 * Either way the session is the owner again after it.
 */
async function asRole(role: Role | null, sql: string): Promise<Results> {
  await database.exec("begin");
  try {
    if (role) await database.exec(`set local role ${role}`);
    const results = await database.query<Record<string, unknown>>(sql);
    await database.exec("commit");
    return results;
  } catch (error) {
    await database.exec("rollback");
    throw error;
  }
}

const count = async (table: string) =>
  (await database.query<{ count: number }>(`select count(*)::integer as count from public.${table}`)).rows[0]
    ?.count;
const venues = async () =>
  (await database.query<{ venue: string }>("select venue from public.shows order by id")).rows.map(
    (row) => row.venue,
  );

describe("the fans' tables, the ticket clicks and the visits", () => {
  test("hold one row each, as the owner sees them", async () => {
    for (const { table } of FAN_TABLES) expect(await count(table), table).toBe(1);
  });

  describe.each(ROLES)("as %s", (role) => {
    test.each(STATEMENTS)("$verb on $table is refused", async ({ table, sql }) => {
      await expect(asRole(role, sql)).rejects.toMatchObject({
        code: "42501",
        message: `permission denied for table ${table}`,
      });
      expect((await database.query("select current_user as role")).rows).toEqual([{ role: "postgres" }]);
      expect(await count(table)).toBe(1);
    });
  });

  describe.each(ROLES)("as %s, their id sequences", (role) => {
    test.each([
      { sequence: "fans_id_seq", sql: "select last_value from public.fans_id_seq" },
      { sequence: "outbox_id_seq", sql: "select setval('public.outbox_id_seq', 1)" },
    ])("$sql is refused (no counting sign-ups, no resetting ids)", async ({ sequence, sql }) => {
      await expect(asRole(role, sql)).rejects.toMatchObject({
        code: "42501",
        message: `permission denied for sequence ${sequence}`,
      });
    });
  });

  test("the same statements run for the owner: only the role refuses them", async () => {
    for (const { table, sql } of STATEMENTS) {
      await database.exec("begin");
      await expect(database.query(sql), `${sql}`).resolves.toBeDefined();
      await database.exec("rollback");
      expect(await count(table)).toBe(1);
    }
  });
});

describe("the shows", () => {
  test("anon reads them, as the site does with the anon key", async () => {
    const { rows } = await asRole("anon", "select venue, city from public.shows");
    expect(rows).toEqual([{ venue: "The Orpheum", city: "Tampa" }]);
  });

  describe.each(ROLES)("as %s", (role) => {
    test("an insert is refused", async () => {
      await expect(asRole(role, insertShows([showWith({ venue: "Intruder Hall" })]))).rejects.toMatchObject({
        code: "42501",
        message: 'new row violates row-level security policy for table "shows"',
      });
      expect(await venues()).toEqual(["The Orpheum"]);
    });

    test("an update or a delete changes nothing", async () => {
      expect((await asRole(role, "update public.shows set venue = 'Intruder Hall'")).affectedRows).toBe(0);
      expect((await asRole(role, "delete from public.shows where true")).affectedRows).toBe(0);
      expect(await venues()).toEqual(["The Orpheum"]);
    });

    test("replace_shows may not be called", async () => {
      await expect(asRole(role, "select public.replace_shows('[]'::jsonb)")).rejects.toMatchObject({
        code: "42501",
        message: "permission denied for function replace_shows",
      });
      expect(await venues()).toEqual(["The Orpheum"]);
    });
  });
});

test("the fake grants a new table in public to anon, as Supabase does: the migrations' revokes are what hide the fans", async () => {
  await database.exec("begin");
  try {
    await database.exec(
      "create table public.unguarded (id integer); insert into public.unguarded values (1)",
    );
    await database.exec("set local role anon");
    expect((await database.query("select id from public.unguarded")).rows).toEqual([{ id: 1 }]);
  } finally {
    await database.exec("rollback");
  }
});

test("over a postgres:// URL, as SUPABASE_DB_URL is: the owner reads the fans, anon is refused", async () => {
  const served = await serveFakeSupabasePostgres(database);
  const client = new pg.Client({ connectionString: served.url });
  try {
    await client.connect();
    expect((await client.query("select email from public.fans")).rows).toEqual([
      { email: "fan@example.com" },
    ]);
    await client.query("begin");
    await client.query("set local role anon");
    await expect(client.query("select email from public.fans")).rejects.toMatchObject({
      code: "42501",
      message: "permission denied for table fans",
    });
    await client.query("rollback");
  } finally {
    await client.end();
    await served.close();
  }
});
