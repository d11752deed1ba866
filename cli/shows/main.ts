import { readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";

import { EnvError, loadEnvironment } from "#app/.server/env.ts";
import { silenceLogs } from "#app/.server/log.ts";
import { createAdminStore } from "#app/modules/admin/.server/index.ts";
import { readDrawCounts } from "#app/modules/press/.server/index.ts";
import { openEmbeddedStore } from "#app/modules/shows/.server/embedded-store.ts";
import { createHostedStore } from "#app/modules/shows/.server/hosted-store.ts";
import { openPostgresStore } from "#app/modules/shows/.server/sql-store.ts";
import type { ShowsStore } from "#app/modules/shows/.server/store.ts";
import { readVisits } from "#app/modules/visits/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";

import type { StoreChoice } from "../arguments.ts";
import { runShowsCommand } from "./commands.ts";

silenceLogs();

/** A command fails at once when the database is down: the person running it is there to try again. */
const CLI_POOL = { poolSize: 2, retryForMs: 0 };

async function openStore(choice: StoreChoice) {
  const env = loadEnvironment();
  if (choice !== "embedded" && env.postgres) {
    return openPostgresStore(env.postgres.url, {
      ...CLI_POOL,
      timeZone: siteConfig.timeZone,
      bandName: siteConfig.name,
    });
  }
  const hosted = choice === "hosted" || (choice === "default" && env.supabase !== null);
  if (hosted) {
    if (!env.supabase)
      throw new Error("--store hosted needs DATABASE_URL, or SUPABASE_URL and SUPABASE_ANON_KEY");
    return createHostedStore({
      ...env.supabase,
      // Read here, by this command only: the site never sees the service role key.
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY || undefined,
      timeZone: siteConfig.timeZone,
    });
  }
  return openEmbeddedStore(env.dataDir, { role: "shows-tool", timeZone: siteConfig.timeZone });
}

/** Null through Supabase's API: the clicks are kept only where the fans are. */
async function readCounts(store: ShowsStore) {
  return store.database ? readDrawCounts(store.database, siteConfig.timeZone) : null;
}

/** Who the activity list names for a change made here. */
const SHOWS_COMMAND = "The shows command";

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
    country: siteConfig.country,
    now: () => new Date(),
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    confirm,
    readFile: (path) => readFileSync(path, "utf8"),
    readCounts,
    readVisits: async (store, since) => (store.database ? readVisits(store.database, since) : null),
    noteActivity: async (store, what) => {
      if (store.database)
        await createAdminStore(store.database).recordActivity(SHOWS_COMMAND, what, new Date());
    },
  });
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
