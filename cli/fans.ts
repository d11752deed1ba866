/**
 * `npm run fans -- <command>`: the band's list of fans from the command line,
 * run from source with tsx. See cli/fans-commands.ts for the commands. The
 * list is in the embedded database: through the running server's socket, or
 * opened here when no server runs.
 */
import { siteConfig } from "#content/site.config.ts";
import { hasDatabase } from "#app/.server/db/open.ts";
import { reachDatabase } from "#app/.server/db/reach.ts";
import { EnvError, loadEnvironment } from "#app/.server/env.ts";
import { bandList, emptyBandList } from "#app/.server/fans/band-list.ts";
import { silenceLogs } from "#app/.server/log.ts";
import { runFansCommand } from "./fans-commands.ts";

// The output is for a person, or is data (`export > fans.csv`): no log lines.
silenceLogs();

async function openList() {
  const env = loadEnvironment();
  if (env.supabase) {
    throw new Error(
      "following the band works with the embedded database only for now: this site reads its shows from Supabase (SUPABASE_URL is set)",
    );
  }
  const where = `the embedded database in ${env.dataDir}`;
  // No database yet: nobody can have signed up, and a list is no reason to create one.
  if (!hasDatabase(env.dataDir)) return emptyBandList(where);
  const { database, owner } = await reachDatabase(env.dataDir, { firstSql: () => null });
  const through = owner
    ? `, through ${owner.role === "server" ? "the running server" : "a running command"} (pid ${owner.pid})`
    : "";
  return bandList(database, siteConfig.timeZone, `${where}${through}`);
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
