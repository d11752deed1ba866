/**
 * `npm run fans -- <command>`: the band's list of fans from the command line,
 * run from source with tsx. See cli/fans-commands.ts for the commands. The
 * list is in the embedded database (through the running server's socket, or
 * opened here when no server runs), or on Supabase in the project's database
 * (SUPABASE_DB_URL).
 */
import { siteConfig } from "#content/site.config.ts";
import { hasDatabase } from "#app/.server/db/open.ts";
import { connectHostedDatabase } from "#app/.server/db/hosted.ts";
import { reachDatabase } from "#app/.server/db/reach.ts";
import { EnvError, loadEnvironment } from "#app/.server/env.ts";
import { bandList, emptyBandList } from "#app/.server/fans/band-list.ts";
import { silenceLogs } from "#app/.server/log.ts";
import { deleteMailCopies } from "#app/.server/mail/index.ts";
import { runFansCommand } from "./fans-commands.ts";

// The output is for a person, or is data (`export > fans.csv`): no log lines.
silenceLogs();

async function openList() {
  const env = loadEnvironment();
  if (env.supabase) {
    if (!env.supabaseDbUrl) {
      throw new Error(
        "this site's shows are on Supabase (SUPABASE_URL is set), and its fans are kept in the Supabase project's database: set SUPABASE_DB_URL to reach them (docs/following.md)",
      );
    }
    return bandList(
      connectHostedDatabase(env.supabaseDbUrl),
      siteConfig.timeZone,
      "the Supabase project's database",
    );
  }
  const where = `the embedded database in ${env.dataDir}`;
  // No database yet: nobody can have signed up, and a list is no reason to create one.
  if (!hasDatabase(env.dataDir)) return emptyBandList(where);
  const { database, owner } = await reachDatabase(env.dataDir, { firstSql: () => null });
  const through = owner
    ? `, through ${owner.role === "server" ? "the running server" : "a running command"} (pid ${owner.pid})`
    : "";
  // The .eml copies of the e-mails a removal deletes are in this DATA_DIR (on Supabase each
  // server sweeps its own within the hour).
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
