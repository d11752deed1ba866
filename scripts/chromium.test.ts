import { afterEach, expect, test, vi } from "vitest";

import { type Chromium, ensureChromium } from "./chromium.ts";

const missing: Chromium = {
  path: "/nowhere/chromium-headless-shell",
  debianPackage: "chromium-headless-shell",
  purpose: "the browser tests",
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

test("a Chromium that is there needs nothing", () => {
  expect(ensureChromium({ ...missing, path: process.execPath })).toBeNull();
});

test("a CHROME_PATH that names no file is named, and nothing is installed", () => {
  vi.stubEnv("CHROME_PATH", missing.path);
  expect(ensureChromium(missing)).toBe(
    "CHROME_PATH is set to /nowhere/chromium-headless-shell, but there is no file there.",
  );
});

test("without root, the message names the package to install and CHROME_PATH", () => {
  vi.stubEnv("CHROME_PATH", "");
  vi.spyOn(process, "getuid").mockReturnValue(1000);
  expect(ensureChromium(missing)).toBe(
    "Chromium (/nowhere/chromium-headless-shell) is needed for the browser tests: install it " +
      "(Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) or set CHROME_PATH.",
  );
});
