import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import { markServing, removeOldBuilds } from "./build.mjs";

/**
 * A build deletes the old builds: never the one a running server started from, however many
 * builds came after it (its pictures and press downloads would answer 404).
 */

let root: string;
const BUILDS = ["20260101-000000-000", "20260102-000000-000", "20260103-000000-000", "20260104-000000-000"];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "headliner-builds-"));
  for (const name of [...BUILDS, "20260105-000000-000"]) {
    mkdirSync(join(root, ".builds", name, "server"), { recursive: true });
    writeFileSync(join(root, ".builds", name, "server", "index.js"), "");
  }
  symlinkSync(".builds/20260105-000000-000", join(root, "build"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const left = () => readdirSync(join(root, ".builds")).filter((name) => !name.startsWith("."));

test("the build a running server started from is kept; without one, only the current and two before it", () => {
  markServing(join(root, ".builds", BUILDS[0]!), root);
  removeOldBuilds(root, undefined);
  expect(left()).toEqual([BUILDS[0], BUILDS[2], BUILDS[3], "20260105-000000-000"]);
});

test("a stopped server's build goes, with its note", () => {
  const stopped = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  const pid = stopped.stdout.trim();
  mkdirSync(join(root, ".builds", ".serving"));
  writeFileSync(join(root, ".builds", ".serving", pid), BUILDS[0]!);
  removeOldBuilds(root, undefined);
  expect(left()).toEqual([BUILDS[2], BUILDS[3], "20260105-000000-000"]);
  expect(existsSync(join(root, ".builds", ".serving", pid))).toBe(false);
});
