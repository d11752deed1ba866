import { afterAll, afterEach, beforeAll, beforeEach, describe } from "vitest";

import type { Database } from "#app/.server/db/database.ts";
import { connectHostedDatabase } from "#app/.server/db/hosted.ts";
import { migrate } from "#app/.server/db/migrations.ts";

import { newInMemoryDatabase } from "./empty-database.ts";
import { newPostgresDatabase } from "./postgres.ts";

/**
 * The data layer's tests run on both of the site's databases: the embedded one (an in-memory PGlite, a
 * copy of the run's empty one, tests/empty-database.ts) and a real PostgreSQL reached through the
 * site's `pg` pool as a role that is neither superuser nor CREATEROLE (tests/postgres.ts). A file wraps
 * its tests in `forEachBackend((backend) => { … })` and asks for its database there.
 */

export const BACKENDS = ["PGlite", "PostgreSQL"] as const;
export type Backend = (typeof BACKENDS)[number];

/** The same tests once per backend, named "on PGlite" and "on PostgreSQL". */
export function forEachBackend(body: (backend: Backend) => void): void {
  describe.each(BACKENDS)("on %s", body);
}

/** A new empty database (no migration run); the caller closes it. */
export async function openDatabase(backend: Backend): Promise<Database> {
  return (await open(backend)).database;
}

/** `connectAgain` is a second site's pool on a PostgreSQL database; on PGlite, the one session again. */
async function open(backend: Backend): Promise<{ database: Database; connectAgain(): Database }> {
  if (backend === "PostgreSQL") {
    const url = await newPostgresDatabase();
    return { database: connectHostedDatabase(url), connectAgain: () => connectHostedDatabase(url) };
  }
  const pglite = await newInMemoryDatabase();
  const database: Database = {
    run: async (sql) => (await pglite.exec(sql)).map((result) => result.rows),
    close: () => pglite.close(),
  };
  return { database, connectAgain: () => ({ run: database.run, close: async () => {} }) };
}

/**
 * New empty databases, closed after their test: `const empty = emptyDatabases(backend);` then
 * `const run = await empty();` in a test.
 */
export function emptyDatabases(backend: Backend = "PGlite"): () => Promise<Database["run"]> {
  const databases: Database[] = [];
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.close()));
  });
  return async () => {
    const database = await openDatabase(backend);
    databases.push(database);
    return database.run;
  };
}

/**
 * One database per file (or per `forEachBackend` block) with every migration applied, emptied before
 * each test: `const database = migratedDatabase(backend);`, then `database()` in a test, and
 * `database.connectAgain()` for another instance's connections to it (closed after the test).
 */
export function migratedDatabase(
  backend: Backend = "PGlite",
): (() => Database) & { connectAgain(): Database } {
  let opened: Awaited<ReturnType<typeof open>> | undefined;
  let database: Database | undefined;
  const others: Database[] = [];
  beforeAll(async () => {
    opened = await open(backend);
    // The tests' code may close what it is given (a CLI command does): the file's database stays open.
    database = { run: opened.database.run, close: async () => {} };
    await migrate(database.run, () => null);
  }, 180_000);
  afterEach(async () => {
    await Promise.all(others.splice(0).map((other) => other.close()));
  });
  afterAll(() => opened?.database.close());
  beforeEach(async () => {
    await database?.run(
      "truncate public.fan_notices, public.outbox, public.fans, public.reminders, public.shows, public.ticket_clicks restart identity cascade",
    );
  });
  const current = () => {
    if (!database || !opened) throw new Error("the database opens before the first test");
    return database;
  };
  return Object.assign(current, {
    connectAgain() {
      current();
      const other = opened!.connectAgain();
      others.push(other);
      return other;
    },
  });
}
