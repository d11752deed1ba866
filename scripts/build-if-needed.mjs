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

export function buildIfNeeded() {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (built > changed) return;
  console.error(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  const result = spawnSync(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], {
    cwd: root,
    // Build output goes to stderr: `npm run shows -- export > backup.json` must hold only the shows.
    stdio: ["inherit", process.stderr, "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
