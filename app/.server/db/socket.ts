import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

import pg from "pg";

import { log } from "../log.ts";
import type { Database } from "./database.ts";

// How the shows command reaches the database while the server owns it (decision 037).

/** Named as Postgres names its own, so a client connects with host = DATA_DIR, port 5432. */
const SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;

/** Past it the owner's database thread is stopped and opened again (thread.ts). */
export const SOCKET_STATEMENT_LIMIT_MS = 2_000;
export const SOCKET_CONNECTIONS = 8;
/** Frees forgotten connections; long enough to answer `remove`'s question. */
export const SOCKET_IDLE_LIMIT_MS = 5 * 60_000;

export function socketPath(dataDir: string): string {
  return join(resolve(dataDir), SOCKET_FILE);
}

/** sockaddr_un holds 108 bytes with its NUL on Linux. */
const MAX_SOCKET_PATH = 103;

export function socketPathFits(dataDir: string): boolean {
  const path = socketPath(dataDir);
  if (path.length <= MAX_SOCKET_PATH) return true;
  log("warn", "DATA_DIR's path is too long for a socket: the shows command cannot reach this database", {
    socket: path,
  });
  return false;
}

const SOCKET_WAIT_MS = 15_000;
const ALL_TAKEN_WAIT_MS = 2_000;

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
      // A starting server has no socket yet: wait. One that drops us at once has every connection taken.
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
