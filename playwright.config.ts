import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = 3210;
// A fresh embedded database for every run: the seed behaviour is what is tested.
// This file is read again in every worker; the environment carries the one folder
// to them, and tests/e2e/global-teardown.ts removes it.
process.env.HEADLINER_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "headliner-e2e-"));
const dataDir = process.env.HEADLINER_E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Fans are not in the band's zone: prove dates do not depend on the browser's.
    timezoneId: "America/Los_Angeles",
    locale: "en-US",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
          args: ["--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server runs in UTC, as on a typical host.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      TZ: "UTC",
      SITE_URL: `http://localhost:${PORT}`,
      // Set but empty counts as unset, and .env never overrides what is set:
      // a developer's .env cannot point the tests at real backends.
      SUPABASE_URL: "",
      SUPABASE_ANON_KEY: "",
      SPOTIFY_CLIENT_ID: "",
      SPOTIFY_CLIENT_SECRET: "",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
