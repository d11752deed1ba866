import { createEmptyDatabase } from "./empty-database.ts";
import { startRunCluster } from "./postgres.ts";

/**
 * Vitest's and Playwright's global setup: the run's empty database, which the tests' new
 * databases start as copies of (tests/empty-database.ts), and the run's PostgreSQL server
 * (tests/postgres.ts). What it returns removes them at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [removeDatabase, removeCluster] = await Promise.all([createEmptyDatabase(), startRunCluster()]);
  return async () => {
    removeDatabase();
    await removeCluster();
  };
}
