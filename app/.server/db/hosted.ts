import pg from "pg";

import { describeError, log } from "../log.ts";
import type { Database } from "./database.ts";

// The Supabase project's Postgres (SUPABASE_DB_URL) for fans and mail; the public keys reach none of it.
const CONNECTIONS = 4;
const CONNECT_TIMEOUT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 10_000;

export function connectHostedDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: CONNECTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 60_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // Ends the wait when no answer comes at all (a connection cut on the way).
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
    // An idle connection that drops must not stop the server.
    allowExitOnIdle: true,
  });
  pool.on("error", (error) =>
    log("warn", "a connection to the hosted database dropped", { cause: describeError(error) }),
  );
  return {
    async run(sql) {
      // No parameters: the simple protocol runs ";"-separated statements as one transaction.
      const result = (await pool.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map((statement) => statement.rows);
    },
    close: () => pool.end(),
  };
}
