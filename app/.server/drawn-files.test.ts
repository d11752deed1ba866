import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { afterAll, expect, test } from "vitest";

import { drawnFiles } from "./drawn-files.ts";
import { projectRoot } from "./paths.ts";

const folder = `drawn-files-test-${process.pid}`;
afterAll(() => rmSync(join(projectRoot(), ".cache", folder), { recursive: true, force: true }));

test("a file is drawn once for the same key, kept on disk under its hash, and anew for another key", async () => {
  const files = drawnFiles({ folder, extension: "txt", version: 1, memoryLimit: 10 });
  let draws = 0;
  const draw = (text: string) => async () => {
    draws += 1;
    return Buffer.from(text);
  };
  const [first, second] = await Promise.all([
    files.get({ show: 1 }, draw("one")),
    files.get({ show: 1 }, draw("one again")),
  ]);
  expect(first).toBe(second);
  expect(draws).toBe(1);
  const onDisk = join(projectRoot(), ".cache", folder, `${files.hashOf({ show: 1 })}.txt`);
  expect(readFileSync(onDisk, "utf8")).toBe("one");
  expect(files.hashOf({ show: 1 })).toMatch(/^[0-9a-f]{32}$/);

  expect((await files.get({ show: 2 }, draw("two"))).toString()).toBe("two");
  expect(files.hashOf({ show: 2 })).not.toBe(files.hashOf({ show: 1 }));
  expect(draws).toBe(2);
});

test("a new drawing version draws the same key again", async () => {
  const before = drawnFiles({ folder, extension: "txt", version: 1, memoryLimit: 10 });
  const after = drawnFiles({ folder, extension: "txt", version: 2, memoryLimit: 10 });
  expect(after.hashOf({ show: 1 })).not.toBe(before.hashOf({ show: 1 }));
  expect((await after.get({ show: 1 }, async () => Buffer.from("redrawn"))).toString()).toBe("redrawn");
  expect(existsSync(join(projectRoot(), ".cache", folder, `${after.hashOf({ show: 1 })}.txt`))).toBe(true);
});
