import { afterEach, expect, test } from "vitest";

import { newPostgresDatabase } from "#tests/postgres.ts";

import type { Database } from "./database.ts";
import { connectHostedDatabase } from "./hosted.ts";
import { migrate, readMigrations } from "./migrations.ts";

// A real PostgreSQL (tests/postgres.ts), as a role that owns its database and nothing more: what a
// managed Postgres (Neon, RDS, Cloud SQL) gives a site.

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function appDatabase(): Promise<Database> {
  const database = connectHostedDatabase(await newPostgresDatabase());
  opened.push(database);
  return database;
}

test("every migration applies on a plain PostgreSQL as a role that may not create roles", async () => {
  const database = await appDatabase();
  const [[role]] = (await database.run(
    "select rolsuper, rolcreaterole from pg_roles where rolname = current_user",
  )) as [Record<string, unknown>[]];
  expect(role).toEqual({ rolsuper: false, rolcreaterole: false });

  await migrate(database.run, () => null);

  const [applied = []] = await database.run("select name from headliner.migrations order by name");
  expect(applied.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));
  const [tables = []] = await database.run(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  );
  expect(tables.map((row) => row.table_name)).toEqual(
    expect.arrayContaining(["fan_notices", "fans", "outbox", "shows", "site_keys", "ticket_clicks"]),
  );
  const [anon = []] = await database.run("select 1 from pg_roles where rolname = 'anon'");
  expect(anon).toEqual([]);
});

test("a second start applies nothing again and keeps the rows", async () => {
  const database = await appDatabase();
  await migrate(database.run, () => ({ sql: "insert into public.shows (venue) values ('The Social')" }));
  await migrate(database.run, () => ({ sql: "insert into public.shows (venue) values ('Twice')" }));
  const [venues = []] = await database.run("select venue from public.shows");
  expect(venues).toEqual([{ venue: "The Social" }]);
});
