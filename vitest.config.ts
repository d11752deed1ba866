import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { imagePipeline } from "./scripts/images/vite-plugin.ts";

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for tests.
// Aliases (#app/*, #content/*…) come from package.json "imports", which Vite reads itself.
export default defineConfig({
  // Picture imports give what the site gets: sizes, colours, AVIF/WebP choices.
  plugins: [imagePipeline({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "cli/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    // The run's empty database, copied by the tests that need a new one (tests/empty-database.ts).
    globalSetup: ["./tests/global-setup.ts"],
    // Every test runs with the server in UTC, like a typical host: the band's
    // zone must come from the config, never from the machine.
    env: { TZ: "UTC" },
    // A minute, not vitest's 5 s (10 s for hooks): on a busy 2-core machine an image test or a
    // property test can take 10 s and pass. A hang still fails; a test that is about how long
    // something takes says so with its own bound.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
