import pg from "pg";

import { describeError, log } from "../log.ts";
import type { Database, ExclusiveOptions, RunSql } from "./database.ts";
import { type FirstSql, migrateDatabase } from "./migrations.ts";

// Any PostgreSQL by DATABASE_URL (decision 090): a pool for the site, one connection per exclusive section.

export interface PostgresOptions {
  poolSize: number;
  /** Per statement. Default 10 s: a page never waits on a stuck one. */
  statementTimeoutMs?: number;
}

const CONNECT_TIMEOUT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 10_000;
/** Past the server's own limit: ends the wait when no answer comes at all (a connection cut on the way). */
const ANSWER_MARGIN_MS = 5_000;
/** The advisory locks' first key, so that headliner's never meet another program's on a shared database. */
const LOCK_CLASS = 0x68646c6e;
const LOCK_POLL_MS = 250;
const LOCK_WAIT_MS = 60_000;

/** What every connection of the site's has: the timeouts, so that nothing waits forever, and keep-alives. */
export function clientConfig(
  connectionString: string,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
): pg.ClientConfig {
  return {
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + ANSWER_MARGIN_MS,
    application_name: "headliner",
    keepAlive: true,
  };
}

/** A statement the server refused leaves the connection fine, but maybe inside a failed transaction. */
function runOn(client: pg.ClientBase): RunSql {
  return async (sql) => {
    // No parameters: the simple protocol runs ";"-separated statements as one message.
    const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? result : [result]).map((statement) => statement.rows);
  };
}

export function connectPostgres(connectionString: string, options: PostgresOptions): Database {
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const config = clientConfig(connectionString, statementTimeoutMs);
  const pool = new pg.Pool({
    ...config,
    max: options.poolSize,
    idleTimeoutMillis: 60_000,
    // An idle connection that drops must not stop the server.
    allowExitOnIdle: true,
  });
  pool.on("error", (error) =>
    log("warn", "a connection to the database dropped", { cause: describeError(error) }),
  );

  async function withClient<T>(
    client: pg.ClientBase,
    release: (error?: Error) => void,
    fn: () => Promise<T>,
  ) {
    try {
      const value = await fn();
      release();
      return value;
    } catch (error) {
      if (error instanceof pg.DatabaseError) {
        await client.query("rollback").then(
          () => release(),
          (broken: Error) => release(broken),
        );
      } else {
        // Cut, or timed out while the server may still be busy: never hand this connection out again.
        release(error instanceof Error ? error : new Error(String(error)));
      }
      throw error;
    }
  }

  let closing: Promise<void> | undefined;
  return {
    async run(sql) {
      const client = await pool.connect();
      return withClient(
        client,
        (error) => client.release(error),
        () => runOn(client)(sql),
      );
    },

    async exclusive(name, fn, { wait = false, waitMs = LOCK_WAIT_MS }: ExclusiveOptions = {}) {
      const client = new pg.Client(config);
      client.on("error", (error) =>
        log("warn", "the connection holding a lock dropped", { lock: name, cause: describeError(error) }),
      );
      let locked = false;
      try {
        await client.connect();
        const started = Date.now();
        for (;;) {
          // Tried again and again rather than waited for: no statement waits forever.
          const { rows } = await client.query<{ locked: boolean }>(
            "select pg_try_advisory_lock($1, hashtext($2)) as locked",
            [LOCK_CLASS, name],
          );
          locked = rows[0]?.locked === true;
          if (locked) break;
          if (!wait) return { ran: false };
          if (Date.now() - started > waitMs) {
            throw new Error(
              `another instance has held the lock "${name}" on the database for over ${Math.round(waitMs / 1000)} s`,
            );
          }
          await new Promise((resolveLater) => setTimeout(resolveLater, LOCK_POLL_MS));
        }
        const value = await withClient(
          client,
          () => {},
          () => fn(runOn(client)),
        );
        return { ran: true, value };
      } finally {
        // A session pooler may hand the server's session on without resetting it: unlock first.
        if (locked) {
          await client
            .query("select pg_advisory_unlock($1, hashtext($2))", [LOCK_CLASS, name])
            .catch(() => {});
        }
        await client.end().catch(() => {});
      }
    },

    close: () => (closing ??= pool.end()),
  };
}

/** A start-up failure told in one sentence that never holds the password. */
export class PostgresStartError extends Error {
  override name = "PostgresStartError";
}

/** While the database is merely down at start, it is tried again for this long (then start-up fails). */
export const START_RETRY_FOR_MS = 2 * 60_000;
const START_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

const DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "EAI_AGAIN",
  "EPIPE",
  // cannot_connect_now (starting up, shutting down), too_many_connections, connection_failure.
  "57P03",
  "53300",
  "08006",
  "08001",
]);

function where(connectionString: string) {
  const url = new URL(connectionString);
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return {
    server: `${url.hostname}:${url.port || "5432"}`,
    host: url.hostname,
    user: decode(url.username) || "(the system user)",
    database: decode(url.pathname.slice(1)) || decode(url.username),
    password: decode(url.password),
    rawPassword: url.password,
  };
}

/** Is the database merely down (worth trying again), and what to say about it. */
export function explainPostgresError(
  error: unknown,
  connectionString: string,
): { down: boolean; sentence: string } {
  const at = where(connectionString);
  const code = (error as { code?: string }).code ?? "";
  const message = error instanceof Error ? error.message : String(error);
  const down =
    DOWN_CODES.has(code) || /timeout|timed out|terminated unexpectedly|Connection terminated/i.test(message);
  let sentence: string;
  if (down) {
    sentence = `DATABASE_URL: the database server at ${at.server} does not answer (${code || message}): is it running, and reachable from here?`;
  } else if (code === "ENOTFOUND") {
    sentence = `DATABASE_URL names the server ${at.host}, which no name server knows: check the host name.`;
  } else if (code === "28P01") {
    sentence = `DATABASE_URL: the database server at ${at.server} refused the password of the user ${at.user}.`;
  } else if (code === "28000") {
    sentence = `DATABASE_URL: the database server at ${at.server} refused the user ${at.user} (${message}).`;
  } else if (code === "3D000") {
    sentence = `DATABASE_URL names the database ${at.database}, which does not exist on ${at.server}: create it, or correct the name.`;
  } else if (code === "42501") {
    sentence =
      `DATABASE_URL: the user ${at.user} lacks the rights headliner needs in the database ${at.database} on ${at.server} (${message}): ` +
      `make it the database's owner (alter database ${at.database} owner to ${at.user}), or grant it connect and create.`;
  } else if (/SSL/i.test(message)) {
    sentence = `DATABASE_URL: the database server at ${at.server} refused the connection's encryption (${message}): set sslmode in the URL to what it offers.`;
  } else {
    sentence = `DATABASE_URL: the database at ${at.server} failed: ${message}${code ? ` (${code})` : ""}.`;
  }
  for (const secret of [at.password, at.rawPassword]) {
    if (secret) sentence = sentence.replaceAll(secret, "***");
  }
  return { down, sentence };
}

export interface StartOptions extends PostgresOptions {
  /** The seed or a restore, run with the first migrations; null for none. */
  firstSql(): FirstSql | null;
  /** Default START_RETRY_FOR_MS. */
  retryForMs?: number;
  waitsMs?: readonly number[];
}

/** Waits while the database is down, connects, and migrates it under the migrations' lock. */
export async function openPostgres(connectionString: string, options: StartOptions): Promise<Database> {
  await waitForPostgres(connectionString, options);
  const database = connectPostgres(connectionString, options);
  try {
    await migrateDatabase(database, options.firstSql, { waitMs: START_RETRY_FOR_MS });
  } catch (error) {
    await database.close().catch(() => {});
    throw new PostgresStartError(explainPostgresError(error, connectionString).sentence);
  }
  return database;
}

async function waitForPostgres(connectionString: string, options: StartOptions): Promise<void> {
  const retryForMs = options.retryForMs ?? START_RETRY_FOR_MS;
  const waits = options.waitsMs ?? START_WAITS_MS;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client(clientConfig(connectionString, STATEMENT_TIMEOUT_MS));
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      const { down, sentence } = explainPostgresError(error, connectionString);
      if (!down || retryForMs === 0) throw new PostgresStartError(sentence);
      const waitMs = waits[Math.min(attempt - 1, waits.length - 1)]!;
      const elapsed = Date.now() - started;
      if (elapsed + waitMs > retryForMs) {
        const reason = (error as { code?: string }).code || (error as Error).message;
        throw new PostgresStartError(
          `DATABASE_URL: the database server at ${where(connectionString).server} did not answer in ` +
            `${Math.round(elapsed / 1000)} s (${attempt} tries; ${reason}): is it running, and reachable from here?`,
        );
      }
      log("warn", "the database does not answer yet: trying again", {
        attempt,
        nextTryInSeconds: waitMs / 1000,
        givingUpAfterSeconds: retryForMs / 1000,
        cause: sentence,
      });
      await new Promise((resolveLater) => setTimeout(resolveLater, waitMs));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** For messages: where the data is, without the password. */
export function describePostgres(connectionString: string): string {
  const at = where(connectionString);
  return `the Postgres database ${at.database} on ${at.server}`;
}
