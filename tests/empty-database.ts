import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { createDatabase } from "#app/.server/db/create.ts";

/**
 * The run's empty database: created once (initdb, no migration yet) by the test runners' global
 * setups, then copied wherever a test needs a new one. Creating a database costs ~2.5 s and
 * ~4 CPU-seconds; copying the folder, a tenth of a second; loading the dump into memory, ~0.5 s.
 * A copy is migrated and seeded like a database just created. A test about creating the database
 * asks for a real one (`freshDatabase` in server-process.ts).
 */

/** The folder, made by createDatabase() as the server makes one. */
const FOLDER = "HEADLINER_TEST_DATABASE";
/** The same database as PGlite's dump, for in-memory copies. */
const DUMP = "HEADLINER_TEST_DATABASE_DUMP";

/** For a global setup: creates the empty database and its dump; returns what removes them. */
export async function createEmptyDatabase(): Promise<() => void> {
  // Each Vitest project runs the global setup: the first one's database serves them all.
  const made = process.env[FOLDER];
  if (made && existsSync(made)) return () => {};
  const root = mkdtempSync(join(tmpdir(), "headliner-template-"));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const dataDir = join(root, "data");
    mkdirSync(dataDir, { mode: 0o700 });
    await createDatabase(dataDir);
    const database = await PGlite.create(dataDir);
    const dump = join(root, "dump.tar");
    writeFileSync(dump, Buffer.from(await (await database.dumpDataDir("none")).arrayBuffer()));
    await database.close();
    // Read by the test processes, which the runners start after their global setup.
    process.env[FOLDER] = dataDir;
    process.env[DUMP] = dump;
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}

/** Makes the new `dataDir` a copy of the run's empty database, when there is one. */
export function startFromEmptyDatabase(dataDir: string) {
  const template = process.env[FOLDER];
  if (template && !existsSync(dataDir)) cpSync(template, dataDir, { recursive: true });
}

/** A new in-memory database: a copy of the run's empty one, or created when there is none. */
export function newInMemoryDatabase(): Promise<PGlite> {
  const dump = process.env[DUMP];
  return dump ? PGlite.create({ loadDataDir: new Blob([readFileSync(dump)]) }) : PGlite.create();
}
