import pg from "pg";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { closeDatabase, getDatabase } from "~/.server/database";
import { acquireLock, lockHolder, SOCKET_PORT, socketPath } from "~/.server/database-lock";
import type { ShowFields } from "~/lib/show-input";
import type { Show } from "~/lib/shows";
import { deleteShow, insertShows, literal, replaceShows, SELECT_SHOWS, updateShow } from "./sql";
import { parseRows, type ShowsStore } from "./store";

/** Runs one message of SQL (statements separated by ";"); the rows of each statement. */
type Run = (sql: string) => Promise<Record<string, unknown>[][]>;

/** How long to wait for a starting server to open its socket. */
const SOCKET_WAIT_MS = 15_000;

/**
 * The embedded database in DATA_DIR. When a server owns it, every statement
 * goes through the server's socket (never two processes on one folder);
 * otherwise this process takes the folder's lock and opens it itself.
 */
export async function openEmbeddedStore(dataDir: string, timeZone: string): Promise<ShowsStore> {
  const holder = lockHolder(dataDir);
  if (holder?.role === "server") {
    const client = await connectToServer(dataDir);
    const run: Run = async (sql) => {
      const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map((statement) => statement.rows);
    };
    return sqlStore(
      run,
      timeZone,
      `the embedded database in ${dataDir}, through the running server (pid ${holder.pid})`,
      () => client.end(),
    );
  }

  const lock = acquireLock(dataDir, "shows-tool");
  const release = () => lock.release();
  process.on("exit", release);
  try {
    const database = await getDatabase(dataDir);
    const run: Run = async (sql) => (await database.exec(sql)).map((statement) => statement.rows);
    return sqlStore(run, timeZone, `the embedded database in ${dataDir}`, async () => {
      await closeDatabase();
      release();
    });
  } catch (error) {
    await closeDatabase().catch(() => {});
    release();
    throw error;
  }
}

async function connectToServer(dataDir: string): Promise<pg.Client> {
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
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() - started > SOCKET_WAIT_MS) {
        const why = existsSync(socketPath(dataDir))
          ? (error as Error).message
          : "it has no database socket (is DATA_DIR's path too long? see the server's log)";
        throw new Error(`A server owns ${dataDir}, but the shows tool cannot reach it: ${why}`, {
          cause: error,
        });
      }
      await new Promise((resolveLater) => setTimeout(resolveLater, 250));
    }
  }
}

/** A row for replace_shows(): JSON, with the date as an instant. */
function jsonRow(show: ShowFields & { id?: number }) {
  return { ...show, date: show.date?.toISOString() ?? null };
}

function sqlStore(run: Run, timeZone: string, description: string, close: () => Promise<void>): ShowsStore {
  const shows = (rows: Record<string, unknown>[] | undefined) =>
    parseRows(rows ?? [], timeZone, (id, problems) => {
      throw new Error(`the database returned an invalid show ${String(id)}: ${problems.join("; ")}`);
    });
  // One message, one transaction: the server runs nothing of its own in between.
  const transaction = async (sql: string) => (await run(`begin; ${sql}; commit;`))[1];
  return {
    description,
    async list(onInvalid) {
      const [rows] = await run(SELECT_SHOWS);
      return parseRows(rows ?? [], timeZone, onInvalid);
    },
    async add(newShows) {
      if (newShows.length === 0) return [];
      return shows(await transaction(insertShows(newShows)));
    },
    async update(id, fields) {
      const [show] = shows(await transaction(updateShow(id, fields)));
      return show ?? null;
    },
    async remove(id) {
      return ((await transaction(deleteShow(id))) ?? []).length > 0;
    },
    async replaceAll(newShows): Promise<Show[]> {
      const [rows] = await run(replaceShows(literal(JSON.stringify(newShows.map(jsonRow)))));
      return shows(rows);
    },
    close,
  };
}
