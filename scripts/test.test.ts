import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

/** `npm test`'s runner with stand-in parts: each a tiny command, named "name=command". */
function runParts(...parts: string[]) {
  const result = spawnSync(
    process.execPath,
    [fileURLToPath(new URL("test.mjs", import.meta.url)), ...parts],
    {
      encoding: "utf8",
    },
  );
  return { code: result.status, out: result.stdout, lastLine: result.stdout.trimEnd().split("\n").at(-1) };
}

const pass = (name: string) => `${name}=node -e "console.log('output of ${name}')"`;
const fail = (name: string) => `${name}=node -e "console.log('output of ${name}'); process.exit(3)"`;

test("every part passes: exit 0, and the last line counts them", () => {
  const { code, out, lastLine } = runParts(pass("typecheck"), pass("lint"));
  expect(code).toBe(0);
  expect(out).toContain("output of typecheck");
  expect(out).toContain("output of lint");
  expect(out).toContain("All 2 parts passed.");
  expect(lastLine).toBe("test: 2 passed, 0 failed");
});

test("a part that fails does not stop the ones after it; the summary names it and the exit code is 1", () => {
  const { code, out, lastLine } = runParts(
    pass("typecheck"),
    fail("unit tests"),
    pass("lint"),
    fail("browser"),
  );
  expect(code).toBe(1);
  // Each part's output comes under its heading, in order, the ones after a failure included.
  const order = [
    "Part 1 of 4: typecheck",
    "output of typecheck",
    "Part 2 of 4: unit tests",
    "output of unit tests",
    "Part 3 of 4: lint",
    "output of lint",
    "Part 4 of 4: browser",
    "output of browser",
    "Summary",
  ].map((text) => out.indexOf(text));
  expect(order).not.toContain(-1);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(out).toMatch(/^ {2}unit tests +\d+\.\d s {2}FAILED$/m);
  expect(out).toMatch(/^ {2}lint +\d+\.\d s {2}passed$/m);
  expect(out).toContain("2 of 4 parts passed; failed: unit tests, browser.");
  expect(lastLine).toBe("test: 2 passed, 2 failed");
});

test("a command that does not exist is that part's failure", () => {
  const { code, lastLine } = runParts("missing=no-such-command-anywhere", pass("lint"));
  expect(code).toBe(1);
  expect(lastLine).toBe("test: 1 passed, 1 failed");
});

test("a part marked & runs beside the first ones, and its output still comes under its own heading, last", () => {
  const folder = mkdtempSync(join(tmpdir(), "headliner-runner-"));
  try {
    const flag = JSON.stringify(join(folder, "browser-started"));
    // The first part ends only once the early one has begun: run one after the other, it would
    // wait its 20 s out and fail.
    const waitForBrowser =
      `typecheck=node -e "const fs=require('fs');const end=Date.now()+20000;` +
      `(function poll(){if(fs.existsSync(${flag.replaceAll('"', "'")}))console.log('output of typecheck');` +
      `else if(Date.now()>end)process.exit(1);else setTimeout(poll,20)})()"`;
    const browser =
      `&browser=node -e "require('fs').writeFileSync(${flag.replaceAll('"', "'")}, '');` +
      `console.log('output of browser')"`;
    const { code, out, lastLine } = runParts(waitForBrowser, pass("lint"), browser);
    expect(lastLine).toBe("test: 3 passed, 0 failed");
    expect(code).toBe(0);
    const order = [
      "Part 1 of 3: typecheck",
      "output of typecheck",
      "Part 2 of 3: lint",
      "output of lint",
      "Part 3 of 3: browser",
      "output of browser",
      "Summary",
    ].map((text) => out.indexOf(text));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
