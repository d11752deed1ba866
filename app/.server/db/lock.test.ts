import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, test } from "vitest";

import { acquireLock, DatabaseBusyError, LOCK_FILE, type LockHolder, lockHolder, lockPath } from "./lock.ts";

let root: string;
const releases: { release(): void }[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "headliner-lock-"));
});

afterEach(() => {
  for (const lock of releases.splice(0)) lock.release();
  rmSync(root, { recursive: true, force: true });
});

/** Takes the lock, released after the test. */
function acquire(dataDir: string, role: "server" | "shows-tool" = "server") {
  const lock = acquireLock(dataDir, role);
  releases.push(lock);
  return lock;
}

function readLock(dataDir: string): LockHolder {
  return JSON.parse(readFileSync(lockPath(dataDir), "utf8")) as LockHolder;
}

function writeLock(dataDir: string, holder: unknown) {
  writeFileSync(lockPath(dataDir), typeof holder === "string" ? holder : JSON.stringify(holder));
}

/** The error acquireLock throws; fails the test when it takes the lock. */
function busy(dataDir: string, role: "server" | "shows-tool" = "shows-tool"): DatabaseBusyError {
  try {
    releases.push(acquireLock(dataDir, role));
  } catch (error) {
    expect(error).toBeInstanceOf(DatabaseBusyError);
    return error as DatabaseBusyError;
  }
  throw new Error("took the lock");
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const pid = child.pid!;
  await new Promise((resolve) => child.on("exit", resolve));
  return pid;
}

/** A pid that is alive and not ours. */
const otherLivePid = () => process.ppid;

describe("acquireLock", () => {
  test("creates the folder and a lock file naming this process and its role", () => {
    const dataDir = join(root, "nested", "data");
    acquire(dataDir, "shows-tool");
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const holder = readLock(dataDir);
    expect(holder).toEqual({
      pid: process.pid,
      role: "shows-tool",
      since: expect.any(String),
      acquisition: expect.any(Number),
    });
    expect(Number.isNaN(Date.parse(holder.since))).toBe(false);
    expect(lockHolder(dataDir)).toEqual(holder);
  });

  test("a lock this process holds is refused to a second acquire, even by this process", () => {
    const dataDir = join(root, "data");
    acquire(dataDir, "server");
    const error = busy(dataDir);
    expect(error.holder).toMatchObject({ pid: process.pid, role: "server" });
    expect(error.message).toContain(`pid ${process.pid}`);
  });

  test("another live process holding it as the server: DatabaseBusyError naming the pid and the server", () => {
    const dataDir = join(root, "data");
    mkdirSync(dataDir);
    writeLock(dataDir, { pid: otherLivePid(), role: "server", since: "2026-11-22T09:00:00.000Z" });
    const error = busy(dataDir);
    expect(error.name).toBe("DatabaseBusyError");
    expect(error.holder).toEqual({ pid: otherLivePid(), role: "server", since: "2026-11-22T09:00:00.000Z" });
    expect(error.message).toBe(
      `DATA_DIR (${dataDir}) is in use by a running headliner server (pid ${otherLivePid()}). ` +
        "Stop it first, or give this one its own DATA_DIR.",
    );
    // The other process's lock is left alone.
    expect(readLock(dataDir).pid).toBe(otherLivePid());
  });

  test("another live process holding it as the shows command: the message says so", () => {
    const dataDir = join(root, "data");
    mkdirSync(dataDir);
    writeLock(dataDir, { pid: otherLivePid(), role: "shows-tool", since: "2026-11-22T09:00:00.000Z" });
    const error = busy(dataDir, "server");
    expect(error.message).toBe(
      `DATA_DIR (${dataDir}) is in use by a shows command (pid ${otherLivePid()}). Try again when it has finished.`,
    );
    expect(lockHolder(dataDir)).toMatchObject({ pid: otherLivePid(), role: "shows-tool" });
  });

  test("a lock whose process has exited is stale and taken over", async () => {
    const dataDir = join(root, "data");
    mkdirSync(dataDir);
    const pid = await deadPid();
    writeLock(dataDir, { pid, role: "server", since: "2026-11-22T09:00:00.000Z" });
    expect(lockHolder(dataDir)).toBeNull();
    acquire(dataDir, "shows-tool");
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid, role: "shows-tool" });
  });

  test("garbage in the lock file is stale and taken over", () => {
    const garbage: unknown[] = [
      "",
      "not json",
      "{",
      "5",
      '"text"',
      "[]",
      "null",
      { role: "server" },
      { pid: 0, role: "server" },
      { pid: -1, role: "server" },
      { pid: 1.5, role: "server" },
      { pid: "123", role: "server" },
    ];
    for (const [index, content] of garbage.entries()) {
      const dataDir = join(root, `data-${index}`);
      mkdirSync(dataDir);
      writeLock(dataDir, content);
      expect(lockHolder(dataDir), JSON.stringify(content)).toBeNull();
      const lock = acquire(dataDir);
      expect(readLock(dataDir).pid).toBe(process.pid);
      lock.release();
    }
  });

  test("our own pid in a lock we did not write (a restarted container) is stale", () => {
    const dataDir = join(root, "data");
    mkdirSync(dataDir);
    writeLock(dataDir, { pid: process.pid, role: "server", since: "2020-01-01T00:00:00.000Z" });
    expect(lockHolder(dataDir)).toBeNull();
    acquire(dataDir, "shows-tool");
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid, role: "shows-tool" });
  });

  test("a relative and an absolute path to the same folder are the same lock", () => {
    const dataDir = join(root, "data");
    acquire(dataDir);
    const relative = join(root, "data", "..", "data");
    expect(busy(relative).holder.pid).toBe(process.pid);
  });
});

describe("release", () => {
  test("removes our lock; the folder can be taken again", () => {
    const dataDir = join(root, "data");
    const lock = acquireLock(dataDir, "server");
    lock.release();
    expect(existsSync(lockPath(dataDir))).toBe(false);
    expect(lockHolder(dataDir)).toBeNull();
    acquire(dataDir, "shows-tool");
    expect(readLock(dataDir).role).toBe("shows-tool");
  });

  test("an old release never removes a newer lock on the same folder", () => {
    const dataDir = join(root, "data-old-release");
    const first = acquire(dataDir);
    first.release();
    const second = acquire(dataDir);
    first.release();
    expect(readLock(dataDir).pid).toBe(process.pid);
    expect(() => acquire(dataDir)).toThrow(DatabaseBusyError);
    second.release();
  });

  test("releasing twice is harmless", () => {
    const dataDir = join(root, "data");
    const lock = acquireLock(dataDir, "server");
    lock.release();
    expect(() => lock.release()).not.toThrow();
    expect(existsSync(lockPath(dataDir))).toBe(false);
  });

  test("leaves a lock that another process has taken since", () => {
    const dataDir = join(root, "data");
    const lock = acquireLock(dataDir, "server");
    const theirs = { pid: otherLivePid(), role: "server", since: "2026-11-22T09:00:00.000Z" };
    writeLock(dataDir, theirs);
    lock.release();
    expect(readLock(dataDir)).toEqual(theirs);
  });

  test("a lock file already gone is fine", () => {
    const dataDir = join(root, "data");
    const lock = acquireLock(dataDir, "server");
    rmSync(lockPath(dataDir));
    expect(() => lock.release()).not.toThrow();
  });
});
