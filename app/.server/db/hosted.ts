import pg from "pg";
import { describeError, log } from "../log.ts";
import type { Database } from "./database.ts";

/**
 * The Supabase project's own Postgres (SUPABASE_DB_URL), where a site on
 * Supabase keeps its fans and their e-mails: the same SQL as the embedded
 * database, run by the connection's role (the tables' owner). The public keys
 * reach none of these tables (supabase/migrations/, row-level security).
 */

/** Connections at once: the sign-up form, the planner and the sender seldom need more. */
const CONNECTIONS = 4;
/** How long to wait for a connection, and the longest one statement may run. */
const CONNECT_TIMEOUT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 10_000;

export function connectHostedDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: CONNECTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 60_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // The server's own limit ends a slow statement; this one ends the wait when no answer comes at
    // all (a connection cut off on the way): a sign-up never waits for ever.
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
    // A connection that drops while idle must not stop the server: the next query opens another.
    allowExitOnIdle: true,
  });
  pool.on("error", (error) =>
    log("warn", "a connection to the hosted database dropped", { cause: describeError(error) }),
  );
  return {
    async run(sql) {
      // No parameters: the simple protocol, which runs ";"-separated statements as one transaction.
      const result = (await pool.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map((statement) => statement.rows);
    },
    close: () => pool.end(),
  };
}
