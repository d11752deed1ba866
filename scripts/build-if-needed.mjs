import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { buildSafely } from "./build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const sources = [
  "app",
  "content",
  "public",
  "server",
  "scripts/images",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** build/ as a link is dated when its build started (or a rollback chose it); a folder by its server file. */
function builtAt() {
  const link = join(root, "build");
  if (!existsSync(join(link, "server/index.js"))) return 0;
  const stats = lstatSync(link);
  return stats.isSymbolicLink() ? stats.mtimeMs : statSync(join(link, "server/index.js")).mtimeMs;
}

/** The first start's build is part of `npm start`'s output, so it logs as the server does. */
function log(level, message, fields = {}) {
  console.error(JSON.stringify({ level, time: new Date().toISOString(), message, ...fields }));
}

/** "current", "built" or "failed" (the output is printed; build/ is left as it was). */
export function buildIfNeeded() {
  const built = builtAt();
  const changed = Math.max(...sources.map((source) => newestChange(join(root, source))));
  // Not older: a build made in the same second as its sources (SOURCE_DATE_EPOCH) is up to date.
  if (built >= changed) return "current";
  log("info", "building the site", {
    reason: built ? "sources changed since the last build" : "no build yet",
  });
  const started = Date.now();
  const { status, output } = buildSafely({ root });
  if (status !== 0) {
    process.stderr.write(output);
    console.error("The build failed (its output is above).");
    return "failed";
  }
  log("info", "built the site", { ms: Date.now() - started });
  return "built";
}

export function hasBuild() {
  return builtAt() > 0;
}

const run = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (run && buildIfNeeded() === "failed") process.exit(1);
