// Debian's Chromium packages (Playwright cannot download its own here): the headless shell for the
// browser tests (decision 066), the full browser for the bench's Lighthouse figures.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface Chromium {
  path: string;
  debianPackage: string;
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

// A mirror that stops answering must not hold `npm test` for ever.
const APT_TIME_LIMIT_MS = 5 * 60_000;

function canInstall() {
  return process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/** null when it is there, or one line saying what is wrong and how to mend it. */
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
