import type { PGlite } from "@electric-sql/pglite";
import { afterEach } from "vitest";

import type { RunSql } from "#app/.server/db/database.ts";

import { newInMemoryDatabase } from "./empty-database.ts";

/**
 * In-memory PGlite databases (no folder to own, no migrations run), each a
 * copy of the run's empty one (tests/empty-database.ts),
 * closed after its test: `const inMemory = inMemoryDatabases();` at the top
 * of a file, then `const run = await inMemory();` in a test.
 */
export function inMemoryDatabases(): () => Promise<RunSql> {
  const databases: PGlite[] = [];
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.close()));
  });
  return async () => {
    const database = await newInMemoryDatabase();
    databases.push(database);
    return async (sql) => (await database.exec(sql)).map((result) => result.rows);
  };
}
