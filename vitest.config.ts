import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { configDefaults, defineConfig } from "vitest/config";

import { imagePipeline } from "./scripts/images/vite-plugin.ts";

// Only a process's main thread follows a change of TZ (tests/process-time-zone.ts).
const PROCESS_TIME_ZONE_TESTS = ["app/modules/music/albums.test.ts", "app/lib/shows/dates.test.ts"];
const UNIT_FOLDERS = ["app", "content", "cli", "server", "scripts"];

// A file that can leave this behind gets fresh modules; the others share their thread's (decision 089).
const LEAVES_STATE =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|useFakeTimers|resetModules|spyOn)\b|@vitest-environment (?!jsdom)|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|process\.(chdir|on|once)\(/;
// Files that render into a document share their thread's one too (jsdom is loaded once), except those that
// read its <head>: what React hoisted there stays from file to file, as React remembers what it preloaded.
const IN_A_DOCUMENT = /@vitest-environment jsdom/;
const READS_THE_HEAD = /document\.head/;

const UNIT_TESTS = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes("node_modules"))
    .map((path) => join(folder, path)),
)
  .filter((file) => !PROCESS_TIME_ZONE_TESTS.includes(file))
  .map((file) => ({ file, source: readFileSync(file, "utf8") }));

const ISOLATED_TESTS = UNIT_TESTS.filter(
  ({ source }) => LEAVES_STATE.test(source) || (IN_A_DOCUMENT.test(source) && READS_THE_HEAD.test(source)),
).map(({ file }) => file);
const DOCUMENT_TESTS = UNIT_TESTS.filter(
  ({ file, source }) => IN_A_DOCUMENT.test(source) && !ISOLATED_TESTS.includes(file),
).map(({ file }) => file);

const unit = (name: string, include: string[], isolate: boolean, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...PROCESS_TIME_ZONE_TESTS, ...exclude],
    pool: "threads" as const,
    isolate,
    globalSetup: ["./tests/global-setup.ts"],
  },
});

export default defineConfig({
  plugins: [imagePipeline({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  test: {
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    // The band's zone must come from the config, never from the machine.
    env: { TZ: "UTC" },
    // A busy 2-core machine can take 10 s over an image or property test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      unit(
        "unit",
        UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
        false,
        [...ISOLATED_TESTS, ...DOCUMENT_TESTS],
      ),
      unit("unit, in a document", DOCUMENT_TESTS, false),
      unit("unit, isolated", ISOLATED_TESTS, true),
      { extends: true, test: { name: "time zones", pool: "forks", include: PROCESS_TIME_ZONE_TESTS } },
    ],
  },
});
