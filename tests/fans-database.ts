import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach } from "vitest";

import type { Database } from "#app/.server/db/database.ts";
import { migrate } from "#app/.server/db/migrations.ts";

import { newInMemoryDatabase } from "./empty-database.ts";

/**
 * One in-memory database per test file (a copy of the run's empty one, see
 * tests/empty-database.ts) with every migration applied, emptied before each test: `const database =
 * migratedDatabase();` at the top of a file, then `database()` in a test.
 */
export function migratedDatabase(): () => Database {
  let pglite: PGlite | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    const opened = await newInMemoryDatabase();
    pglite = opened;
    database = {
      run: async (sql) => (await opened.exec(sql)).map((result) => result.rows),
      close: async () => {},
    };
    await migrate(database.run, () => null);
  }, 180_000);
  afterAll(() => pglite?.close());
  beforeEach(async () => {
    await database?.run(
      "truncate public.fan_notices, public.outbox, public.fans, public.shows, public.ticket_clicks restart identity cascade",
    );
  });
  return () => {
    if (!database) throw new Error("the database opens before the first test");
    return database;
  };
}
