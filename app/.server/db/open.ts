import { existsSync, mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describeError, log } from "../log.ts";
import { createDatabase, POSTGRES_CONFIG } from "./create.ts";
import type { Database } from "./database.ts";
import { acquireLock, DatabaseBusyError, LOCK_FILE, type LockRole } from "./lock.ts";
import { type FirstSql, migrate } from "./migrations.ts";
import { assertPrivateFolder, BACKUPS_FOLDER, makePrivate } from "./permissions.ts";
import { socketPath, socketPathFits } from "./socket.ts";
import { DatabaseThread } from "./thread.ts";

// The embedded Postgres (PGlite) in DATA_DIR and its one owner (decision 033): every process opens it here.

export interface OpenOptions {
  role: LockRole;
  /** The seed or a restore, run with the first migrations; null for none. */
  firstSql(): FirstSql | null;
  onSocketChange?: () => void;
  /** How long to wait while a shows command holds the folder (a server starting meanwhile). */
  waitForShowsCommandMs?: number;
}

/** Still present on open: creating the database was cut short (decision 034). */
const CREATING_MARKER = ".headliner-creating";

function databaseExists(dataDir: string): boolean {
  return existsSync(join(resolve(dataDir), "PG_VERSION"));
}

/** For a command that must not create a database: a cut-short creation holds nothing. */
export function hasDatabase(dataDir: string): boolean {
  return databaseExists(dataDir) && !existsSync(join(resolve(dataDir), CREATING_MARKER));
}

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

export function clearInterruptedCreation(path: string): void {
  if (!existsSync(join(path, CREATING_MARKER))) return;
  log("warn", "creating the database was interrupted before: creating it again", { dataDir: path });
  for (const entry of readdirSync(path)) {
    if (entry !== LOCK_FILE && entry !== BACKUPS_FOLDER)
      rmSync(join(path, entry), { recursive: true, force: true });
  }
}

/** The caller must close it: the database thread keeps the process alive. Throws DatabaseBusyError. */
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
