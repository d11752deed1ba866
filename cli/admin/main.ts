import type { Database } from "#app/.server/db/database.ts";
import { openPostgres } from "#app/.server/db/postgres.ts";
import { reachDatabase } from "#app/.server/db/reach.ts";
import { loadEnvironment } from "#app/.server/env.ts";
import { silenceLogs } from "#app/.server/log.ts";
import { createAdminStore } from "#app/modules/admin/.server/index.ts";
import { queueMemberMail } from "#app/modules/admin/.server/mail.ts";
import { sampleShowsSeed } from "#app/modules/shows/.server/sql-store.ts";
import { siteConfig } from "#content/site.config.ts";

import { type OpenedAdminStore, runAdminCommand } from "./commands.ts";

silenceLogs();

// Seeded as the server would: a first member may be invited before the site ever started.
const firstSql = () => sampleShowsSeed(siteConfig.name, new Date(), siteConfig.timeZone);

/** Read only here, so that --help works whatever the environment says. */
async function openStore(): Promise<OpenedAdminStore> {
  const env = loadEnvironment();
  if (env.postgres) {
    const database = await openPostgres(env.postgres.url, { poolSize: 2, retryForMs: 0, firstSql });
    return opened(database, env.siteUrl);
  }
  if (env.supabase) {
    throw new Error(
      "this site's shows are read through Supabase's API, which keeps no members: set DATABASE_URL to the project's database to keep them (docs/backends.md)",
    );
  }
  // Through the running server's socket when there is one: the folder is never opened twice.
  const { database } = await reachDatabase(env.dataDir, { firstSql });
  return opened(database, env.siteUrl);
}

function opened(database: Database, siteUrl: string): OpenedAdminStore {
  return {
    store: createAdminStore(database),
    siteUrl,
    queueMail: (mail) => queueMemberMail(database, mail),
    close: () => database.close(),
  };
}

process.exitCode = await runAdminCommand(process.argv.slice(2), {
  openStore,
  timeZone: siteConfig.timeZone,
  now: () => new Date(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
