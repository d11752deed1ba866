import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

import { type Migration, readMigrations } from "#app/.server/db/migrations.ts";

import { newInMemoryDatabase } from "../empty-database.ts";

/**
 * A fake of a Supabase project's Postgres: an in-memory PGlite with the roles
 * and default privileges a new project has, then every file of
 * supabase/migrations/ applied in name order, each file as one run, as the
 * band does in Supabase's SQL editor (no headliner.migrations: Supabase has
 * none). The session's own role, `postgres`, owns the tables, as the role of
 * SUPABASE_DB_URL does; a test becomes the API's roles with
 * `set local role anon` (or `authenticated`) inside a transaction.
 *
 * The defaults are what makes the fake worth testing against: a new project
 * grants every table, sequence and function made in `public` to `anon` and
 * `authenticated` (supabase/postgres, migrations/db/init-scripts/
 * 00000000000000-initial-schema.sql), so a table is open to the public anon
 * key unless a migration says otherwise.
 */

/** The roles and grants of a new Supabase project, before any migration of the site's. */
export const SUPABASE_PROJECT_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

/** A new fake, migrated; the caller closes it. `migrations` for a test that needs other files. */
export async function openFakeSupabasePostgres(
  migrations: readonly Migration[] = readMigrations(),
): Promise<PGlite> {
  const pglite = await newInMemoryDatabase();
  await pglite.exec(SUPABASE_PROJECT_SQL);
  for (const migration of migrations) await pglite.exec(migration.sql);
  return pglite;
}

/**
 * Serves the fake on 127.0.0.1 TCP: a `postgres://` URL for `pg`, as
 * SUPABASE_DB_URL is, connecting as the tables' owner. PGlite is one session:
 * every connection shares it, so a role set on one is set on all (use
 * `set local role` in a transaction).
 */
export async function serveFakeSupabasePostgres(
  pglite: PGlite,
): Promise<{ url: string; close(): Promise<void> }> {
  // Several connections, as a pg.Pool opens; their statements still take turns. Room for what a real
  // project takes from two instances at once (each its pool of 5 and its LISTEN connection, all busy at
  // start-up) and the test's own: a connection over the limit is reset, which no real project does there.
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 32 });
  await server.start();
  return { url: `postgres://postgres@${server.getServerConn()}/postgres`, close: () => server.stop() };
}
