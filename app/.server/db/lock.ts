import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

// Two processes in one PGlite folder corrupt it: the owner's lock file names its pid (decision 034).

export const LOCK_FILE = "headliner.lock";

export type LockRole = "server" | "shows-tool";

export interface LockHolder {
  pid: number;
  role: LockRole;
  since: string;
}

export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  constructor(
    readonly holder: LockHolder,
    dataDir: string,
  ) {
    super(
      holder.role === "server"
        ? `DATA_DIR (${dataDir}) is in use by a running headliner server (pid ${holder.pid}). ` +
            "Stop it first, or give this one its own DATA_DIR."
        : `DATA_DIR (${dataDir}) is in use by a shows command (pid ${holder.pid}). Try again when it has finished.`,
    );
  }
}

export function lockPath(dataDir: string): string {
  return join(resolve(dataDir), LOCK_FILE);
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but is someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockHolder(dataDir: string): LockHolder | null {
  let holder: LockHolder | null;
  try {
    holder = JSON.parse(readFileSync(lockPath(dataDir), "utf8")) as LockHolder | null;
  } catch {
    return null;
  }
  if (typeof holder !== "object" || holder === null || !Number.isInteger(holder.pid) || holder.pid <= 0) {
    return null;
  }
  // Our own pid in a lock we did not write: a restarted container reuses pids.
  if (holder.pid === process.pid && !held.has(resolve(dataDir))) return null;
  return isRunning(holder.pid) ? holder : null;
}

const held = new Set<string>();
let acquisitions = 0;

/** Replaces a stale lock; throws DatabaseBusyError when a live process holds it. */
export function acquireLock(dataDir: string, role: LockRole): { release(): void } {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const path = lockPath(folder);
  const mine = JSON.stringify({
    pid: process.pid,
    role,
    since: new Date().toISOString(),
    acquisition: ++acquisitions,
  });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // "wx": of two processes only one creates it.
      writeFileSync(path, mine, { flag: "wx", mode: 0o600 });
      held.add(folder);
      return { release: () => releaseLock(folder, mine) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = lockHolder(folder);
    if (holder) throw new DatabaseBusyError(holder, dataDir);
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new Error(`DATA_DIR (${dataDir}): could not take the lock file ${path}`);
}

function releaseLock(folder: string, mine: string): void {
  try {
    if (readFileSync(lockPath(folder), "utf8") !== mine) return;
    unlinkSync(lockPath(folder));
    held.delete(folder);
  } catch {
    // Already gone.
  }
}
