import pg from "pg";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { log } from "../log.ts";
import type { Database } from "./database.ts";

/**
 * Postgres' wire protocol on a Unix socket inside DATA_DIR: how another
 * process (the shows command) reaches the database while this one owns it.
 * The owner serves it from the database thread (worker.mjs); only the
 * server's user can connect (the folder is 0700, the socket 0600).
 */

/**
 * The running server's database socket, named as Postgres names its own, so
 * a Postgres client connects with host = DATA_DIR (absolute), port 5432.
 */
const SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;

/**
 * A statement sent over the socket may run at most this long: past it the
 * owner's database thread is stopped and opened again (thread.ts).
 */
export const SOCKET_STATEMENT_LIMIT_MS = 2_000;
/** How many clients the socket takes at once (worker.mjs). */
export const SOCKET_CONNECTIONS = 8;
/**
 * A client idle this long is let go, so forgotten connections never keep the
 * shows command out; long enough for a person to answer `remove`'s question.
 */
export const SOCKET_IDLE_LIMIT_MS = 5 * 60_000;

export function socketPath(dataDir: string): string {
  return join(resolve(dataDir), SOCKET_FILE);
}

/** Unix socket paths longer than this do not fit in sockaddr_un (108 bytes with its NUL on Linux). */
const MAX_SOCKET_PATH = 103;

/** Whether DATA_DIR's socket path fits; when it does not, says so in the log (the database still opens). */
export function socketPathFits(dataDir: string): boolean {
  const path = socketPath(dataDir);
  if (path.length <= MAX_SOCKET_PATH) return true;
  log("warn", "DATA_DIR's path is too long for a socket: the shows command cannot reach this database", {
    socket: path,
  });
  return false;
}

/** How long to wait for a starting owner to open its socket. */
const SOCKET_WAIT_MS = 15_000;
/** How long to try again while every connection is taken. */
const ALL_TAKEN_WAIT_MS = 2_000;

/** The database another process owns, through its socket. */
export async function connectSocket(dataDir: string): Promise<Database> {
  const started = Date.now();
  for (;;) {
    const client = new pg.Client({
      host: resolve(dataDir),
      port: SOCKET_PORT,
      user: "postgres",
      database: "postgres",
    });
    try {
      await client.connect();
      return {
        run: async (sql) => {
          let result: pg.QueryResult | pg.QueryResult[];
          try {
            result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
          } catch (error) {
            if (!/terminated|ECONNRESET|EPIPE/i.test((error as Error).message)) throw error;
            throw new Error(
              `the server dropped the connection: it cuts off a statement that runs over ${SOCKET_STATEMENT_LIMIT_MS / 1000} s, ` +
                "and closes it when it stops. The change may not have been saved: list the shows to check",
              { cause: error },
            );
          }
          return (Array.isArray(result) ? result : [result]).map((statement) => statement.rows);
        },
        close: () => client.end(),
      };
    } catch (error) {
      await client.end().catch(() => {});
      // A server that is starting has no socket yet: wait for it. One that drops the connection
      // at once has all its connections taken: say so soon.
      const listening = existsSync(socketPath(dataDir));
      if (listening && /ECONNRESET|terminated/i.test((error as Error).message)) {
        if (Date.now() - started > ALL_TAKEN_WAIT_MS) {
          throw new Error(
            `A server owns ${dataDir}, but all ${SOCKET_CONNECTIONS} of its database connections are taken by other ` +
              `clients. Try again in a moment: it lets a connection go after ${SOCKET_IDLE_LIMIT_MS / 60_000} idle minutes.`,
            { cause: error },
          );
        }
      } else if (Date.now() - started > SOCKET_WAIT_MS) {
        const why = listening
          ? (error as Error).message
          : "it has no database socket (is DATA_DIR's path too long? see the server's log)";
        throw new Error(`A server owns ${dataDir}, but the shows command cannot reach it: ${why}`, {
          cause: error,
        });
      }
      await new Promise((resolveLater) => setTimeout(resolveLater, 250));
    }
  }
}
