// Before anything imports content/site.config.ts (the fakes read its time zone).
import "./cli/asset-imports.mjs";

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { TEST_CHROMIUM } from "./scripts/chromium.ts";
import { EMBEDDED_PORT, FAKE_SPOTIFY_PORT, FAKE_SUPABASE_PORT, HOSTED_PORT } from "./tests/e2e/ports.ts";
import { FAKE_SUPABASE_ANON_KEY } from "./tests/fakes/keys.ts";
import {
  FAKE_SPOTIFY_ARTIST_ID,
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
} from "./tests/fakes/spotify.ts";
import { FAKE_SMTP_PASSWORD } from "./tests/smtp.ts";

const PORT = EMBEDDED_PORT;
// A fresh embedded database for every run: the seed behaviour is what is tested.
// This file is read again in every worker; the environment carries the one folder
// to them, and tests/e2e/global-teardown.ts removes it.
process.env.HEADLINER_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "headliner-e2e-"));
const dataDir = process.env.HEADLINER_E2E_DATA_DIR;

const fakeSupabase = `http://127.0.0.1:${FAKE_SUPABASE_PORT}`;
const fakeSpotify = `http://127.0.0.1:${FAKE_SPOTIFY_PORT}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: TEST_CHROMIUM.path,
    args: [
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // The tests load one site, so the browser need not start a renderer process per site and per
      // context: the browser tests cost a fifth less CPU (586 CPU-s down to 474; decision 010).
      "--disable-site-isolation-trials",
      "--disable-features=site-per-process,IsolateOrigins",
      "--renderer-process-limit=2",
    ],
  },
};

// The longest process tests start first, so the run does not end with one core idle while one of
// them finishes. None of them times a page but postgres-instances, whose deadlines are several times
// what it measures.
const LONG_PROCESS_TESTS = [
  "process/postgres-instances.spec.ts",
  "process/band-files.spec.ts",
  "process/kill-nine.spec.ts",
  "process/shows-tool.spec.ts",
  "process/fans-notify.spec.ts",
  "process/backup-restore.spec.ts",
  "process/fans-hosted.spec.ts",
  "process/site-config.spec.ts",
];

// Only root can make a root-owned volume and give it away (CI, this project's machines and the image run
// as root); any other user leaves these out rather than failing on them.
const ROOT_ONLY_TESTS = ["process/root-owned-volume.spec.ts"];
const NOT_FOR_THIS_USER = process.getuid?.() === 0 ? [] : ROOT_ONLY_TESTS;

export default defineConfig({
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "process/**/*.spec.ts"],
  globalSetup: "./tests/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: true,
  // Real servers and a browser share two cores with the unit tests: a test that fails once and then
  // passes is retried once and reported as flaky (by name, in CI's recap, .ci/run), so a slow
  // moment does not fail the run; a real fault fails both times.
  retries: 1,
  workers: 2,
  // Two browser workers on a 2-core machine with software rendering: axe on the animated Home
  // takes 20-30 s there when the other worker is busy too. A test gets 60 s, not the default 30.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Fans are not in the band's zone: prove dates do not depend on the browser's.
    timezoneId: "America/Los_Angeles",
    locale: "en-US",
    // The heroes' endless animations, drawn in software by a headless browser, take most of a
    // 2-core machine; the tests that are about motion ask for it themselves.
    reducedMotion: "reduce",
    // Recorded on the retry of a failed test, not for every test: recording each one cost a
    // tenth of the suite's time.
    trace: "on-first-retry",
  },
  // Projects start in this order.
  projects: [
    { name: "long processes", testMatch: LONG_PROCESS_TESTS, use: chromium },
    { name: "chromium", testIgnore: [...LONG_PROCESS_TESTS, ...NOT_FOR_THIS_USER], use: chromium },
  ],
  // Started one after another, each once the one before answers: only the first
  // `server/index.js` can find the build out of date and build, before the second runs.
  webServer: [
    {
      command: "node server/index.js",
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
        // E-mail to fans goes to .eml files in DATA_DIR, never to a developer's mail server.
        SMTP_URL: "",
        MAIL_FROM: "",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The fake Supabase and Spotify the hosted site below reads from (tests/fakes),
      // as `npm run fakes` runs them, without npm in between.
      name: "fakes",
      command: `node --import ./cli/register.mjs tests/fakes/serve.ts --supabase-port ${FAKE_SUPABASE_PORT} --spotify-port ${FAKE_SPOTIFY_PORT}`,
      url: `${fakeSupabase}/__fake/requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The site in hosted mode: shows from the fake Supabase, albums from the fake Spotify.
      name: "hosted",
      command: "node server/index.js",
      url: `http://localhost:${HOSTED_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(HOSTED_PORT),
        // Hosted mode opens no embedded database; should it ever, not the one above.
        DATA_DIR: join(dataDir, "hosted"),
        TZ: "UTC",
        SITE_URL: `http://localhost:${HOSTED_PORT}`,
        SUPABASE_URL: fakeSupabase,
        SUPABASE_ANON_KEY: FAKE_SUPABASE_ANON_KEY,
        SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CLIENT_ID,
        SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CLIENT_SECRET,
        SPOTIFY_ARTIST_ID: FAKE_SPOTIFY_ARTIST_ID,
        SPOTIFY_ACCOUNTS_URL: fakeSpotify,
        SPOTIFY_API_URL: fakeSpotify,
        // Set so that the client build is proven free of its password (hosted mode sends no mail).
        SMTP_URL: `smtps://headliner:${FAKE_SMTP_PASSWORD}@127.0.0.1:1`,
      },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
