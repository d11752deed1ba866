import { hasDatabase } from "#app/.server/db/open.ts";
import { describePostgres, openPostgres } from "#app/.server/db/postgres.ts";
import { reachDatabase } from "#app/.server/db/reach.ts";
import { EnvError, loadEnvironment } from "#app/.server/env.ts";
import { silenceLogs } from "#app/.server/log.ts";
import { deleteMailCopies } from "#app/.server/mail/index.ts";
import { bandList, emptyBandList } from "#app/modules/follow/.server/band-list.ts";
import { sampleShowsSeed } from "#app/modules/shows/.server/sql-store.ts";
import { siteConfig } from "#content/site.config.ts";

import { runFansCommand } from "./commands.ts";

silenceLogs();

async function openList() {
  const env = loadEnvironment();
  if (env.postgres) {
    const database = await openPostgres(env.postgres.url, {
      poolSize: 2,
      retryForMs: 0,
      // Seeded as the server would: whichever opens a new database first, it ends up the same.
      firstSql: () => sampleShowsSeed(siteConfig.name, new Date(), siteConfig.timeZone),
    });
    return bandList(database, siteConfig.timeZone, describePostgres(env.postgres.url));
  }
  if (env.supabase) {
    throw new Error(
      "this site's shows are read through Supabase's API, which keeps no fans: set DATABASE_URL to the project's database to keep them (docs/backends.md)",
    );
  }
  const where = `the embedded database in ${env.dataDir}`;
  if (!hasDatabase(env.dataDir)) return emptyBandList(where);
  const { database, owner } = await reachDatabase(env.dataDir, { firstSql: () => null });
  const through = owner
    ? `, through ${owner.role === "server" ? "the running server" : "a running command"} (pid ${owner.pid})`
    : "";
  // Deletes this DATA_DIR's .eml copies (on Supabase each server sweeps its own within the hour).
  return bandList(database, siteConfig.timeZone, `${where}${through}`, {
    onMailDeleted: () => deleteMailCopies(database, env.dataDir),
  });
}

try {
  process.exitCode = await runFansCommand(process.argv.slice(2), {
    openList,
    timeZone: siteConfig.timeZone,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
