// Run before the browser tests. They drive Debian's Chromium (Playwright
// cannot download its own here): found at CHROME_PATH or /usr/bin/chromium.
// When it is missing and apt can install packages (as root), this installs
// it; otherwise it stops with one line saying how.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

function canInstall() {
  return process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

if (!existsSync(chromiumPath)) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${chromiumPath}, but there is no file there.`);
    process.exit(1);
  }
  if (!canInstall()) {
    console.error(
      "Chromium is needed for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH.",
    );
    process.exit(1);
  }
  console.log("Chromium is not installed: installing Debian's chromium package (about 30 s)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed: install chromium by hand or set CHROME_PATH.`);
      process.exit(1);
    }
  }
  console.log(`Chromium installed at ${chromiumPath}.`);
}
