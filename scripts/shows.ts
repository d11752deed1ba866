/**
 * The shows command-line tool: `npm run shows -- <command>`, or
 * `node build/server/shows.js <command>` (Vite builds it with the server).
 * See scripts/shows/cli.ts for the commands.
 */
import { existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { siteConfig } from "#content/site.config";
import { EnvError, getEnv } from "~/.server/env";
import { logToStderr } from "~/.server/log";
import { runShowsCommand, type StoreChoice } from "./shows/cli";
import { openEmbeddedStore } from "./shows/embedded-store";
import { createHostedStore } from "./shows/hosted-store";

if (existsSync(".env")) process.loadEnvFile(".env");
logToStderr();

async function openStore(choice: StoreChoice) {
  const env = getEnv();
  const hosted = choice === "hosted" || (choice === "default" && env.supabase !== null);
  if (hosted) {
    if (!env.supabase) throw new Error("--store hosted needs SUPABASE_URL and SUPABASE_ANON_KEY");
    return createHostedStore({
      url: env.supabase.url,
      anonKey: env.supabase.anonKey,
      // Read here, by this tool only: the site never sees the service role key.
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY || undefined,
      timeZone: siteConfig.timeZone,
    });
  }
  return openEmbeddedStore(env.dataDir, siteConfig.timeZone);
}

async function confirm(question: string): Promise<boolean | null> {
  if (!process.stdin.isTTY) return null;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}

try {
  process.exitCode = await runShowsCommand(process.argv.slice(2), {
    openStore,
    timeZone: siteConfig.timeZone,
    now: () => new Date(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    confirm,
    readFile: (path) => readFileSync(path, "utf8"),
  });
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
