import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, test } from "vitest";

import { LOCK_FILE } from "./lock.ts";
import { clearInterruptedCreation } from "./open.ts";
import { BACKUPS_FOLDER, makePrivate } from "./permissions.ts";

/**
 * DATA_DIR holds the database and, since `npm run backup` writes there by default, the band's
 * backups: what manages the database's files never reaches into them.
 */

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "headliner-permissions-"));
  mkdirSync(join(dataDir, "base"));
  writeFileSync(join(dataDir, "PG_VERSION"), "17\n", { mode: 0o644 });
  writeFileSync(join(dataDir, LOCK_FILE), "{}");
  mkdirSync(join(dataDir, BACKUPS_FOLDER), { mode: 0o755 });
  writeFileSync(join(dataDir, BACKUPS_FOLDER, "headliner-2026-11-28T204456Z.json"), "{}", { mode: 0o640 });
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("DATA_DIR's backups", () => {
  test("survive a database whose creation was interrupted being made again", () => {
    writeFileSync(join(dataDir, ".headliner-creating"), "");
    clearInterruptedCreation(dataDir);
    expect(readdirSync(dataDir).sort()).toEqual([LOCK_FILE, BACKUPS_FOLDER].sort());
    expect(readdirSync(join(dataDir, BACKUPS_FOLDER))).toEqual(["headliner-2026-11-28T204456Z.json"]);
  });

  test("are left as they are when the database's files are made private (one made with sudo may be root's)", () => {
    makePrivate(dataDir);
    expect(mode(join(dataDir, "PG_VERSION"))).toBe("600");
    expect(mode(join(dataDir, "base"))).toBe("700");
    expect(mode(join(dataDir, BACKUPS_FOLDER))).toBe("755");
    expect(mode(join(dataDir, BACKUPS_FOLDER, "headliner-2026-11-28T204456Z.json"))).toBe("640");
  });
});
