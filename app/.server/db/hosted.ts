import type { Database } from "./database.ts";
import { connectPostgres } from "./postgres.ts";

/** A pool of four on a Postgres URL, without migrating it (tests reach their fake of Supabase's this way). */
export function connectHostedDatabase(connectionString: string): Database {
  return connectPostgres(connectionString, { poolSize: 4 });
}
