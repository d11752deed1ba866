import type { Database } from "#app/.server/db/database.ts";
import { hasDatabase, openDatabase } from "#app/.server/db/open.ts";
import { reachDatabase } from "#app/.server/db/reach.ts";
import { siteConfig } from "#content/site.config.ts";

import { createSqlStore, removeSampleShows, sampleShowsSeed } from "./sql-store.ts";
import type { ShowsStore } from "./store.ts";

interface EmbeddedStoreOptions {
  /** "server" owns the folder for its lifetime; "shows-tool" goes through a running owner if any. */
  role: "server" | "shows-tool";
  timeZone: string;
  /** Decides the sample shows' fate. */
  bandName?: string;
  onChange?: () => void;
}

const WAIT_FOR_SHOWS_COMMAND_MS = 30_000;

export async function openEmbeddedStore(dataDir: string, options: EmbeddedStoreOptions): Promise<ShowsStore> {
  const { timeZone, bandName = siteConfig.name } = options;
  const firstSql = () => sampleShowsSeed(bandName, new Date(), timeZone);
  if (options.role === "shows-tool") {
    const { database, owner } = await reachDatabase(dataDir, { firstSql });
    if (!owner) return createSqlStore(database, timeZone, `the embedded database in ${dataDir}`);
    const through = owner.role === "server" ? "the running server" : "a running shows command";
    return createSqlStore(
      database,
      timeZone,
      `the embedded database in ${dataDir}, through ${through} (pid ${owner.pid})`,
    );
  }
  const database = await openDatabase(dataDir, {
    role: "server",
    firstSql,
    onSocketChange: options.onChange,
    waitForShowsCommandMs: WAIT_FOR_SHOWS_COMMAND_MS,
  });
  try {
    await removeSampleShows(database, bandName);
  } catch (error) {
    await database.close();
    throw error;
  }
  return createSqlStore(database, timeZone, `the embedded database in ${dataDir}`);
}

/**
 * For `doctor`: `read` on the database in dataDir, through the running server when there is one. Never
 * creates a database (null where there is none), but opening applies pending migrations.
 */
export async function readExistingDatabase<T>(
  dataDir: string,
  read: (database: Database) => Promise<T>,
): Promise<T | null> {
  if (!hasDatabase(dataDir)) return null;
  const { database } = await reachDatabase(dataDir, { firstSql: () => null });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}
