import { existsSync, mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describeError, log } from "../log.ts";
import { createDatabase, POSTGRES_CONFIG } from "./create.ts";
import type { Database } from "./database.ts";
import { acquireLock, DatabaseBusyError, LOCK_FILE, type LockRole } from "./lock.ts";
import { migrate, type FirstSql } from "./migrations.ts";
import { assertPrivateFolder, BACKUPS_FOLDER, makePrivate } from "./permissions.ts";
import { socketPath, socketPathFits } from "./socket.ts";
import { DatabaseThread } from "./thread.ts";

/**
 * The embedded Postgres (PGlite) in DATA_DIR, and its one owner. Every
 * process that opens the folder (the site's server, `npm run dev`, the shows
 * command when no server runs, the tests) does it here: check the folder is
 * private, take the lock, create the database if there is none, migrate,
 * seed, and serve the socket through which other processes reach it. PGlite
 * itself runs on its own thread (thread.ts, worker.mjs); nothing else calls it.
 */

export interface OpenOptions {
  role: LockRole;
  /** SQL run once, in the transaction that applies the first migrations: the seed or a restore (null: none). */
  firstSql(): FirstSql | null;
  /** Told when another process has changed the database through the socket. */
  onSocketChange?: () => void;
  /** How long to wait while a shows command holds the folder (a server starting meanwhile). */
  waitForShowsCommandMs?: number;
}

/** Present while a new database is being created: if it is still there, creating was cut short. */
const CREATING_MARKER = ".headliner-creating";

/** Whether DATA_DIR already holds a database (creating one costs ~3 s and ~800 MB for a moment). */
function databaseExists(dataDir: string): boolean {
  return existsSync(join(resolve(dataDir), "PG_VERSION"));
}

/**
 * Whether DATA_DIR holds a whole database, for a command that must not create
 * one (a backup, a count): one whose creation was cut short is made anew on
 * the next open, so it holds nothing.
 */
export function hasDatabase(dataDir: string): boolean {
  return databaseExists(dataDir) && !existsSync(join(resolve(dataDir), CREATING_MARKER));
}

/** Takes DATA_DIR's lock, waiting a while for a shows command that holds it; throws DatabaseBusyError. */
async function lock(dataDir: string, role: LockRole, waitMs: number) {
  const started = Date.now();
  for (;;) {
    try {
      return acquireLock(dataDir, role);
    } catch (error) {
      const waiting = error instanceof DatabaseBusyError && error.holder.role === "shows-tool";
      if (!waiting || Date.now() - started > waitMs) throw error;
      await new Promise((resolveLater) => setTimeout(resolveLater, 200));
    }
  }
}

/** A half-made database (killed during initdb) may not open, or open without its tables: start again. */
export function clearInterruptedCreation(path: string): void {
  if (!existsSync(join(path, CREATING_MARKER))) return;
  log("warn", "creating the database was interrupted before: creating it again", { dataDir: path });
  for (const entry of readdirSync(path)) {
    if (entry !== LOCK_FILE && entry !== BACKUPS_FOLDER)
      rmSync(join(path, entry), { recursive: true, force: true });
  }
}

/**
 * Opens DATA_DIR's database for this process, which must close it (the
 * database thread keeps the process alive otherwise). Throws
 * DatabaseBusyError when another live process holds the folder.
 */
export async function openDatabase(dataDir: string, options: OpenOptions): Promise<Database> {
  const path = resolve(dataDir);
  assertPrivateFolder(path, dataDir);
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const held = await lock(path, options.role, options.waitForShowsCommandMs ?? 0);
  process.on("exit", held.release);
  let thread: DatabaseThread | undefined;
  try {
    clearInterruptedCreation(path);
    const isNew = !databaseExists(path);
    const marker = join(path, CREATING_MARKER);
    if (isNew) {
      writeFileSync(marker, "", { mode: 0o600 });
      await createDatabase(path);
    }
    thread = await DatabaseThread.open(path, POSTGRES_CONFIG, options.onSocketChange ?? (() => {}));
    const opened = thread;
    await migrate((sql) => opened.run(sql), options.firstSql);
    if (isNew) unlinkSync(marker);
    const madePrivate = makePrivate(path);
    if (madePrivate > 0) log("info", "made DATA_DIR private to this user", { dataDir, changed: madePrivate });
    if (socketPathFits(path)) await thread.serveSocket(socketPath(path));
  } catch (error) {
    await thread?.close().catch(() => {});
    held.release();
    throw new Error(`DATA_DIR (${dataDir}): cannot open the database: ${describeError(error)}`, {
      cause: error,
    });
  }
  const opened = thread;
  let closing: Promise<void> | undefined;
  return {
    run: (sql) => opened.run(sql),
    close: () =>
      (closing ??= (async () => {
        await opened.close();
        held.release();
      })()),
  };
}
