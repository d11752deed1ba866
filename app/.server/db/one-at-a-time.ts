import { type Database, exclusively } from "./database.ts";

/**
 * Runs a periodic job unless another instance on the same Postgres is running it (then: undefined).
 * A database one process owns has no other instance: the job runs.
 */
export async function onOneInstance<T>(
  database: Database,
  job: string,
  fn: () => Promise<T>,
): Promise<T | undefined> {
  return (await exclusively(database, job, () => fn())).value;
}
