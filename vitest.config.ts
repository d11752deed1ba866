import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { imagePipeline } from "./scripts/images/vite-plugin.ts";

/**
 * Tests that move the process's own time zone (tests/process-time-zone.ts): only a process's main
 * thread follows a change of TZ, so they run in child processes. The others run in worker
 * threads, which start faster. (A project's lists add to the root's: each project names its own.)
 */
const PROCESS_TIME_ZONE_TESTS = ["app/modules/music/albums.test.ts", "app/lib/shows/dates.test.ts"];

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for tests.
// Aliases (#app/*, #content/*…) come from package.json "imports", which Vite reads itself.
export default defineConfig({
  // Picture imports give what the site gets: sizes, colours, AVIF/WebP choices.
  plugins: [imagePipeline({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  test: {
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    // Every test runs with the server in UTC, like a typical host: the band's
    // zone must come from the config, never from the machine.
    env: { TZ: "UTC" },
    // A minute, not vitest's 5 s (10 s for hooks): on a busy 2-core machine an image test or a
    // property test can take 10 s and pass. A hang still fails; a test that is about how long
    // something takes says so with its own bound.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "cli/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          pool: "threads",
          exclude: [...configDefaults.exclude, ...PROCESS_TIME_ZONE_TESTS],
          // The run's empty database, copied by the tests that need a new one (tests/empty-database.ts).
          globalSetup: ["./tests/global-setup.ts"],
        },
      },
      { extends: true, test: { name: "time zones", pool: "forks", include: PROCESS_TIME_ZONE_TESTS } },
    ],
  },
});
