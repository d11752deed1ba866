// The two Chromium builds the project drives, both Debian packages (Playwright cannot download
// its own here), each found at CHROME_PATH when it is set:
// - the browser tests run Chromium's headless shell, as Playwright does by default: without the
//   full browser's compositor and GPU process, the heaviest browser tests took about 40 % less
//   CPU and time here;
// - the bench runs the full browser, the one fans use, for Lighthouse's figures.
// When the build is missing and apt can install packages (as root), ensureChromium installs it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface Chromium {
  path: string;
  debianPackage: string;
  /** What needs it, for the message when it is missing. */
  purpose: string;
}

export const TEST_CHROMIUM: Chromium = {
  path: process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell",
  debianPackage: "chromium-headless-shell",
  purpose: "the browser tests",
};

export const BENCH_CHROMIUM: Chromium = {
  path: process.env.CHROME_PATH || "/usr/bin/chromium",
  debianPackage: "chromium",
  purpose: "the bench",
};

/** apt-get's longest step: a mirror that stops answering must not hold `npm test` for ever. */
const APT_TIME_LIMIT_MS = 5 * 60_000;

function canInstall() {
  return process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/**
 * Makes sure `chromium` is there, installing its package when it can.
 * Returns null when it is there, or one line saying what is wrong and how to mend it.
 */
export function ensureChromium({ path, debianPackage, purpose }: Chromium): string | null {
  if (existsSync(path)) return null;
  if (process.env.CHROME_PATH) return `CHROME_PATH is set to ${path}, but there is no file there.`;
  const howTo = `install it (Debian/Ubuntu: \`sudo apt-get install ${debianPackage}\`) or set CHROME_PATH`;
  if (!canInstall()) return `Chromium (${path}) is needed for ${purpose}: ${howTo}.`;
  console.log(`Chromium is not installed: installing Debian's ${debianPackage} package (about 30 s)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", debianPackage],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: ["ignore", "ignore", "inherit"],
      env,
      timeout: APT_TIME_LIMIT_MS,
    });
    if (result.error) return `apt-get ${args.join(" ")} did not finish (${result.error.message}): ${howTo}.`;
    if (result.status !== 0) return `apt-get ${args.join(" ")} failed: ${howTo}.`;
  }
  console.log(`Chromium installed at ${path}.`);
  return null;
}
