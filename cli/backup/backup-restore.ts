import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { parseArgs } from "node:util";

import {
  type Backup,
  BackupFileError,
  backupText,
  parseBackup,
  replaceSql,
  restoreSql,
  tablesInInsertOrder,
  takeBackup,
} from "#app/.server/db/backup.ts";
import type { Database } from "#app/.server/db/database.ts";
import { exclusively } from "#app/.server/db/database.ts";
import { readMigrations } from "#app/.server/db/migrations.ts";
import { hasDatabase, openDatabase } from "#app/.server/db/open.ts";
import { BACKUPS_FOLDER } from "#app/.server/db/permissions.ts";
import { describePostgres, openPostgres } from "#app/.server/db/postgres.ts";
import { reachDatabase } from "#app/.server/db/reach.ts";
import { describeError } from "#app/.server/log.ts";
import { sampleShowsSeed } from "#app/modules/shows/.server/sql-store.ts";
import { siteConfig } from "#content/site.config.ts";

// A restore writes only into a DATA_DIR with no database yet, so it never loses stored data; on
// DATABASE_URL's Postgres it replaces every row in one transaction, and only when told --replace.

export interface BackupCli {
  dataDir: string;
  hosted: boolean;
  /** DATABASE_URL: the backup is of that Postgres, and DATA_DIR only holds the files. */
  postgresUrl?: string;
  now(): Date;
  out(text: string): void;
  err(text: string): void;
}

export const BACKUP_HELP = `Usage: npm run backup [-- <file>]

Writes every row of the embedded database in DATA_DIR (default ./.data), or of
DATABASE_URL's Postgres when it is set, to <file>, as JSON, at one consistent
moment: through the running server when there is one, else on the folder
itself. Without <file>: a new file in
DATA_DIR/backups/, named by the time (headliner-2026-11-28T204456Z.json).
The shows, the fans (their e-mail addresses and places: personal data) and
the e-mails to them are all in it. The file is written whole or not at all,
readable by this user only, and its folder is made when missing (for this
user only). Restore it with "npm run restore -- <file>".`;

export const RESTORE_HELP = `Usage: npm run restore -- <file>

Creates the embedded database in DATA_DIR (default ./.data) from a backup that
"npm run backup" wrote, with the same shows, ids included, then applies the
migrations newer than the backup. DATA_DIR must not hold a database yet:
stop the server and move the old folder aside first, or set DATA_DIR to a new
folder. A list of shows from "npm run shows -- export" is restored with
"npm run shows -- import --replace <file>" instead.

With DATABASE_URL set, the restore replaces every row of that Postgres with
the backup's, in one transaction, while the servers run; it asks for
--replace first. The backup must be at the database's migration level.`;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** null: the file may be left out; a number: the exit code, once --help or the usage was told. */
function fileArgument(
  args: string[],
  help: string,
  cli: BackupCli,
  optional = false,
): { file: string | null; replace: boolean } | number {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { help: { type: "boolean", short: "h" }, replace: { type: "boolean" } },
    });
  } catch (error) {
    cli.err(`${(error as Error).message}\n\n${help}\n`);
    return 2;
  }
  if (parsed.values.help) {
    cli.out(`${help}\n`);
    return 0;
  }
  const replace = Boolean(parsed.values.replace);
  if (parsed.positionals.length === 0 && optional) return { file: null, replace };
  if (parsed.positionals.length !== 1) {
    cli.err(`Give ${optional ? "at most " : ""}one file.\n\n${help}\n`);
    return 2;
  }
  return { file: parsed.positionals[0]!, replace };
}

/** The commands fail at once when the database is down: the person running them is there to try again. */
function openPostgresFor(url: string): Promise<Database> {
  return openPostgres(url, {
    poolSize: 1,
    retryForMs: 0,
    statementTimeoutMs: 5 * 60_000,
    // Seeded as the server would: whichever opens a new database first, it ends up the same.
    firstSql: () => sampleShowsSeed(siteConfig.name, new Date(), siteConfig.timeZone),
  });
}

export function defaultBackupFile(dataDir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "");
  return join(dataDir, BACKUPS_FOLDER, `headliner-${stamp}.json`);
}

const TABLE_NOUNS: Record<string, [string, string]> = {
  shows: ["show", "shows"],
  fans: ["fan", "fans"],
  outbox: ["e-mail", "e-mails"],
  fan_notices: ["record of a show a fan was told about", "records of shows fans were told about"],
  ticket_clicks: ["day of ticket clicks", "days of ticket clicks"],
  reminders: ["reminder of a show or release", "reminders of shows and releases"],
  reminder_notices: ["record of what a reminder told", "records of what reminders told"],
  page_visits: ["daily count of a page's visits", "daily counts of pages' visits"],
  referrer_visits: ["daily count of a referring site's visits", "daily counts of referring sites' visits"],
  site_keys: ["signing key", "signing keys"],
};
const ALWAYS_NAMED = ["shows", "fans", "outbox"];

export function backupContents(backup: Backup): string {
  const named = Object.keys(TABLE_NOUNS).filter(
    (table) => table in backup.tables || ALWAYS_NAMED.includes(table),
  );
  const others = Object.keys(backup.tables).filter((table) => !(table in TABLE_NOUNS));
  const parts = [...named, ...others].flatMap((table) => {
    const count = backup.tables[table]?.length ?? 0;
    if (count === 0 && !ALWAYS_NAMED.includes(table)) return [];
    const [one, several] = TABLE_NOUNS[table] ?? [`row of ${table}`, `rows of ${table}`];
    return [`${count} ${count === 1 ? one : several}`];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts.join("");
}

export const PERSONAL_DATA =
  "It holds the fans' e-mail addresses and places: personal data. It is readable by this user only; keep every copy as private and delete old ones.";

/** Its folder is made when missing, for this user only, like the file. */
export function writeFileAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    const descriptor = openSync(temporary, "w", 0o600);
    try {
      writeSync(descriptor, text);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

export async function runBackup(args: string[], cli: BackupCli): Promise<number> {
  const parsed = fileArgument(args, BACKUP_HELP, cli, true);
  if (typeof parsed === "number") return parsed;
  const given = parsed.file;
  if (cli.postgresUrl) return backupPostgres(cli.postgresUrl, given, cli);
  if (!hasDatabase(cli.dataDir)) {
    cli.err(
      `There is no database in DATA_DIR (${cli.dataDir}) to back up.` +
        (cli.hosted
          ? ' SUPABASE_URL is set: the shows are on the hosted table; "npm run shows -- export --store hosted" saves them.'
          : " Set DATA_DIR to the folder the server uses.") +
        "\n",
    );
    return 1;
  }
  const { database, owner } = await reachDatabase(cli.dataDir, { firstSql: () => null });
  const through = owner
    ? `, through the running ${owner.role === "server" ? "server" : "shows command"} (pid ${owner.pid}),`
    : "";
  return saveBackup(database, `the embedded database in ${cli.dataDir}${through}`, given, cli);
}

async function backupPostgres(url: string, given: string | null, cli: BackupCli): Promise<number> {
  return saveBackup(await openPostgresFor(url), describePostgres(url), given, cli);
}

/** Takes the backup (then closes the database), writes it and says so; the exit code. */
async function saveBackup(database: Database, from: string, given: string | null, cli: BackupCli) {
  const now = cli.now();
  let backup: Backup;
  try {
    backup = await takeBackup(database.run, now);
  } finally {
    await database.close();
  }
  const file = given ?? defaultBackupFile(cli.dataDir, now);
  try {
    writeFileAtomically(file, backupText(backup));
  } catch (error) {
    cli.err(`Cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return 1;
  }
  cli.out(
    `Backed up ${backupContents(backup)} from ${from} to ${file} (migration ${backup.migrations.at(-1)}).\n` +
      `${PERSONAL_DATA}\n`,
  );
  return 0;
}

async function restorePostgres(url: string, file: string, backup: Backup, replace: boolean, cli: BackupCli) {
  const where = describePostgres(url);
  const database = await openPostgresFor(url);
  try {
    // Under the migrations' lock: no instance migrates the tables while their rows are replaced.
    const outcome = await exclusively(
      database,
      "migrations",
      async (run) => {
        const [applied = []] = await run("select name from headliner.migrations order by name");
        const names = applied.map((row) => String(row.name));
        if (names.join() !== backup.migrations.join()) {
          return (
            `${file} is at migration ${backup.migrations.at(-1)}, and ${where} at ${names.at(-1)}: nothing was restored. ` +
            `Bring the backup to the same level first: restore it into a new folder (DATABASE_URL= DATA_DIR=<new folder> ` +
            `npm run restore -- ${file}), back that up (npm run backup), and restore the new file here.`
          );
        }
        const [[counts] = []] = await run(
          "select (select count(*) from public.shows)::integer as shows, (select count(*) from public.fans)::integer as fans",
        );
        if (!replace) {
          return (
            `${where[0]!.toUpperCase()}${where.slice(1)} holds ${plural(Number(counts?.shows ?? 0), "show")} and ${plural(Number(counts?.fans ?? 0), "fan")}: ` +
            `a restore replaces every row with the backup's (${backupContents(backup)}). Run it again with --replace to do so.`
          );
        }
        await run(replaceSql(backup, await tablesInInsertOrder(run)));
        return null;
      },
      { wait: true },
    );
    const refusal = outcome.ran ? outcome.value : null;
    if (refusal) {
      cli.err(`${refusal}\n`);
      return 1;
    }
  } catch (error) {
    cli.err(`Nothing was restored: ${describeError(error)}\n`);
    return 1;
  } finally {
    await database.close();
  }
  cli.out(
    `Replaced every row of ${where} with the ${backupContents(backup)} of ${file} (taken ${backup.takenAt}).\n`,
  );
  return 0;
}

export async function runRestore(args: string[], cli: BackupCli): Promise<number> {
  const parsed = fileArgument(args, RESTORE_HELP, cli);
  if (typeof parsed === "number") return parsed;
  const { file, replace } = parsed;
  if (file === null) return 2;
  let content: string;
  try {
    content = readFileSync(file, "utf8");
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    cli.err(`Cannot read ${file}: ${code === "ENOENT" ? "there is no such file" : (code ?? message)}.\n`);
    return 1;
  }
  let backup: Backup;
  try {
    backup = parseBackup(
      content,
      file,
      readMigrations().map((migration) => migration.name),
    );
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    cli.err(`${error.message}\n`);
    return 1;
  }
  if (cli.postgresUrl) return restorePostgres(cli.postgresUrl, file, backup, replace, cli);
  if (hasDatabase(cli.dataDir)) {
    cli.err(
      `DATA_DIR (${cli.dataDir}) already holds a database: nothing was restored. A restore writes only into ` +
        "a new one, so that no stored show is lost. Stop the server, move the folder aside " +
        `(mv ${cli.dataDir} ${cli.dataDir}.old) and run the restore again, or set DATA_DIR to a new folder.\n`,
    );
    return 1;
  }
  let restored = false;
  try {
    const database = await openDatabase(cli.dataDir, {
      role: "shows-tool",
      firstSql: () => {
        restored = true;
        return restoreSql(backup);
      },
    });
    await database.close();
  } catch (error) {
    cli.err(`Nothing was restored: ${describeError(error)}\n`);
    return 1;
  }
  if (!restored) {
    cli.err(
      `DATA_DIR (${cli.dataDir}) gained a database meanwhile (a server started?): nothing was restored.\n`,
    );
    return 1;
  }
  const newer = readMigrations().length - backup.migrations.length;
  cli.out(
    `Restored ${backupContents(backup)} from ${file} (taken ${backup.takenAt}) into a new database in ${cli.dataDir}` +
      (newer > 0 ? `, then applied ${plural(newer, "newer migration")}` : "") +
      ".\n",
  );
  return 0;
}
