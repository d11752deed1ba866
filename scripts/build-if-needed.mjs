// Builds the site when build/ is missing or older than any source file.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const output = join(root, "build/server/index.js");
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

/** One JSON line, as the server logs (the first start's build is part of `npm start`'s output). */
function log(message, fields = {}) {
  console.error(JSON.stringify({ level: "info", time: new Date().toISOString(), message, ...fields }));
}

export function buildIfNeeded() {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newestChange(join(root, source))));
  // Not older: a build made in the same second as its sources (an image built with
  // SOURCE_DATE_EPOCH, say) is up to date.
  if (built >= changed) return;
  log("building the site", { reason: built ? "sources changed since the last build" : "no build yet" });
  const started = Date.now();
  // Vite's report of every file is kept for when the build fails.
  const result = spawnSync(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["inherit", "pipe", "pipe"],
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    console.error("The build failed (its output is above).");
    process.exit(result.status ?? 1);
  }
  log("built the site", { ms: Date.now() - started });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
