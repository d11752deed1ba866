import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for tests.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    // Every test runs with the server in UTC, like a typical host: the band's
    // zone must come from the config, never from the machine.
    env: { TZ: "UTC" },
  },
});
