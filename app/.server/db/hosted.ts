import { createHash } from "node:crypto";

import pg from "pg";

import { describeError, log } from "../log.ts";
import type { Database } from "./database.ts";

// The Supabase project's Postgres (SUPABASE_DB_URL) for fans and mail; the public keys reach none of it.
const CONNECTIONS = 4;
const CONNECT_TIMEOUT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 10_000;
// Ends the wait when no answer comes at all (a connection cut on the way).
const ANSWER_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000;

export function connectHostedDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: CONNECTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 60_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: ANSWER_TIMEOUT_MS,
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
    exclusive: (key, fn) => holdingLock(connectionString, key, fn),
  };
}

/** The advisory lock's number for a name: the same in every instance and version. */
export function advisoryLockKey(key: string): string {
  return createHash("sha256").update(`headliner:${key}`).digest().readBigInt64BE(0).toString();
}

/**
 * On a connection of its own, so a held lock never takes one of the pool's from `fn`'s statements.
 * A session's lock (a transaction held open would hold the embedded database's served session,
 * which every connection shares): unlocked before the connection goes, since a session pooler may
 * hand the server's session on. Behind a transaction pooler (Supabase's port 6543) it cannot hold.
 */
async function holdingLock<T>(
  connectionString: string,
  key: string,
  fn: () => Promise<T>,
): Promise<{ ran: boolean; value?: T }> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: ANSWER_TIMEOUT_MS,
    application_name: `headliner: ${key}`,
  });
  // Losing it mid-run releases the lock; the run itself goes on through the pool.
  client.on("error", (error) =>
    log("warn", "the connection holding a job's lock dropped", { job: key, cause: describeError(error) }),
  );
  const lockKey = advisoryLockKey(key);
  let held = false;
  try {
    await client.connect();
    const { rows } = await client.query<{ held: boolean }>(
      "select pg_try_advisory_lock($1::bigint) as held",
      [lockKey],
    );
    held = rows[0]?.held === true;
    if (!held) return { ran: false };
    return { ran: true, value: await fn() };
  } finally {
    if (held) await client.query("select pg_advisory_unlock($1::bigint)", [lockKey]).catch(() => {});
    await client.end().catch(() => {});
  }
}
