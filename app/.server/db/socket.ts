import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { log } from "../log.ts";
import { SOCKET_PORT, socketPath } from "./lock.ts";
import type { Database } from "./open.ts";

/**
 * Postgres' wire protocol on a Unix socket inside DATA_DIR: how another
 * process (the shows command) reaches the database while this one owns it.
 * Only local users with access to that folder can connect.
 */

/** Unix socket paths longer than this do not fit in sockaddr_un (108 bytes with its NUL on Linux). */
const MAX_SOCKET_PATH = 103;

/**
 * Serves `database` on DATA_DIR's socket. `onQuery` is told of every message
 * a client sends, so the owner can drop what it cached. Returns null when
 * the folder's path is too long for a socket.
 */
export async function serveSocket(
  dataDir: string,
  database: PGlite,
  onQuery: () => void,
): Promise<{ stop(): Promise<void> } | null> {
  const path = socketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    log("warn", "DATA_DIR's path is too long for a socket: the shows command cannot reach this database", {
      socket: path,
    });
    return null;
  }
  // A socket file left by a process that was killed; the lock says it is ours now.
  rmSync(path, { force: true });
  const server = new PGLiteSocketServer({ db: observed(database, onQuery), path, maxConnections: 8 });
  await server.start();
  return { stop: () => server.stop() };
}

/**
 * The database as the socket server sees it: the same instance, with every
 * protocol message a client sends reported first. Methods are bound to the
 * instance, whose private fields a Proxy receiver could not reach.
 */
function observed(database: PGlite, onQuery: () => void): PGlite {
  return new Proxy(database, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "execProtocolRawStream") {
        return (...args: unknown[]) => {
          onQuery();
          return (value as (...args: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

/** How long to wait for a starting owner to open its socket. */
const SOCKET_WAIT_MS = 15_000;

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
          const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(result) ? result : [result]).map((statement) => statement.rows);
        },
        close: () => client.end(),
      };
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() - started > SOCKET_WAIT_MS) {
        const why = existsSync(socketPath(dataDir))
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
