import { escapeIdentifier, escapeLiteral } from "pg";
import { z } from "zod";

import type { RunSql } from "./database.ts";
import type { FirstSql } from "./migrations.ts";

// A logical JSON dump read in one REPEATABLE READ message: PGlite's dumpDataDir() works only in the
// owner's process, and text survives a PGlite upgrade.

export const BACKUP_FORMAT = "headliner-database-backup";
/** A restore refuses a version above the one it knows. */
export const BACKUP_VERSION = 1;

/** Safe between double quotes in SQL. */
const NAME = /^[a-z_][a-z0-9_]*$/;

const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  takenAt: z.iso.datetime({ offset: true }),
  /** In order; the last is the rows' level. */
  migrations: z.array(z.string().min(1)).min(1),
  tables: z.record(z.string().regex(NAME), z.array(z.record(z.string(), z.unknown()))),
  /** null: never used. */
  sequences: z.record(z.string().regex(NAME), z.union([z.number().int(), z.null()])),
});

export type Backup = z.infer<typeof backupSchema>;

export class BackupFileError extends Error {
  override name = "BackupFileError";
}

const quoted = (name: string) => `public.${escapeIdentifier(name)}`;

/** The table list comes first, on its own: the schema changes only while a database opens. */
export async function takeBackup(run: RunSql, now: Date): Promise<Backup> {
  const [tableRows = []] = await run(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const tables = tableRows.map((row) => String(row.name)).filter((name) => NAME.test(name));
  const statements = [
    "begin transaction isolation level repeatable read, read only",
    "select name from headliner.migrations order by name",
    "select coalesce(json_object_agg(sequencename, last_value), '{}')::text as sequences from pg_sequences where schemaname = 'public'",
    ...tables.map((name) => `select coalesce(json_agg(row), '[]')::text as rows from ${quoted(name)} as row`),
    "commit",
  ];
  let results: Record<string, unknown>[][];
  try {
    results = await run(statements.join(";\n"));
  } catch (error) {
    // Never leave the owner's one session inside a failed transaction.
    await run("rollback").catch(() => {});
    throw error;
  }
  const [, migrationRows = [], [sequenceRow] = [], ...tableResults] = results;
  const sequences = JSON.parse(String(sequenceRow?.sequences ?? "{}")) as Record<string, unknown>;
  return backupSchema.parse({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    takenAt: now.toISOString(),
    migrations: migrationRows.map((row) => String(row.name)),
    tables: Object.fromEntries(
      tables.map((name, index) => [
        name,
        byId(JSON.parse(String(tableResults[index]?.[0]?.rows ?? "[]")) as Record<string, unknown>[]),
      ]),
    ),
    sequences: Object.fromEntries(
      Object.entries(sequences).map(([name, value]) => [name, value === null ? null : Number(value)]),
    ),
  });
}

/** So two backups of the same rows read alike. */
function byId(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (!rows.every((row) => typeof row.id === "number")) return rows;
  return [...rows].sort((a, b) => (a.id as number) - (b.id as number));
}

export function backupText(backup: Backup): string {
  return `${JSON.stringify(backup, null, 2)}\n`;
}

/** `migrations`: the ones this version of headliner has, in order. */
export function parseBackup(content: string, file: string, migrations: readonly string[]): Backup {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw new BackupFileError(`${file} is not a headliner backup: it is not JSON.`);
  }
  if (Array.isArray(data)) {
    throw new BackupFileError(
      `${file} is not a headliner backup but a list of shows, as "npm run shows -- export" writes: ` +
        `restore it with "npm run shows -- import --replace ${file}".`,
    );
  }
  const { format, version } = (data ?? {}) as { format?: unknown; version?: unknown };
  if (format !== BACKUP_FORMAT) {
    throw new BackupFileError(`${file} is not a headliner backup (one that "npm run backup" writes).`);
  }
  if (typeof version === "number" && version > BACKUP_VERSION) {
    throw new BackupFileError(
      `${file} is a backup in format ${version}, newer than this version of headliner reads (${BACKUP_VERSION}): ` +
        "restore it with the version that wrote it, or update headliner first.",
    );
  }
  const parsed = backupSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "the file"}: ${issue.message}`,
    );
    throw new BackupFileError(`${file} is a damaged headliner backup: ${problems.slice(0, 5).join("; ")}.`);
  }
  const unknown = parsed.data.migrations.filter((name) => !migrations.includes(name));
  if (unknown.length > 0) {
    throw new BackupFileError(
      `${file} comes from a newer version of headliner: its database has the migration ${unknown.join(", ")}, ` +
        "which this one does not. Update headliner first, then restore.",
    );
  }
  return parsed.data;
}

// Not session_replication_role: only a superuser may set it, and a managed Postgres's app role is not one.
const foreignKeysDeferrable = (deferrable: boolean) => `do $$
declare foreign_key record;
begin
  for foreign_key in
    select conrelid::regclass as "table", conname as name from pg_constraint
    where contype = 'f' and connamespace = 'public'::regnamespace
  loop
    execute format('alter table %s alter constraint %I ${deferrable ? "deferrable" : "not deferrable"}', foreign_key."table", foreign_key.name);
  end loop;
end $$`;

/** Run after the backup's last migration, so the later ones update the rows. */
export function restoreSql(backup: Backup): FirstSql {
  const inserts = Object.entries(backup.tables)
    .filter(([, rows]) => rows.length > 0)
    .map(
      ([name, rows]) =>
        `insert into ${quoted(name)} select * from json_populate_recordset(null::${quoted(name)}, ${escapeLiteral(JSON.stringify(rows))}::json)`,
    );
  const sequences = Object.entries(backup.sequences).flatMap(([name, value]) =>
    value === null ? [] : [`select setval(${escapeLiteral(quoted(name))}, ${value}, true)`],
  );
  // Foreign keys checked once every row is in: name order puts notices before fans.
  const deferred = inserts.length > 0 ? [foreignKeysDeferrable(true), "set constraints all deferred"] : [];
  const checked = inserts.length > 0 ? ["set constraints all immediate", foreignKeysDeferrable(false)] : [];
  return {
    sql: [...deferred, ...inserts, ...checked, ...sequences].join(";\n") || "select 1",
    afterMigration: backup.migrations.at(-1),
  };
}

/** Public tables, those another references first: rows go in without switching the checks off (no superuser). */
export async function tablesInInsertOrder(run: RunSql): Promise<string[]> {
  const [tableRows = [], references = []] = await run(`
    select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name;
    select child.relname as child, parent.relname as parent
      from pg_constraint
      join pg_class child on child.oid = pg_constraint.conrelid
      join pg_class parent on parent.oid = pg_constraint.confrelid
      where contype = 'f' and pg_constraint.connamespace = 'public'::regnamespace and child.oid <> parent.oid;
  `);
  const names = tableRows.map((row) => String(row.name)).filter((name) => NAME.test(name));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const row of references) if (row.child === name) visit(String(row.parent), [...path, name]);
    if (names.includes(name)) ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/** One transaction on a database at the backup's migration level: every table emptied, then the backup's rows. */
export function replaceSql(backup: Backup, tables: readonly string[]): string {
  const inserts = tables.flatMap((name) => {
    const rows = backup.tables[name] ?? [];
    return rows.length === 0
      ? []
      : [
          `insert into ${quoted(name)} select * from json_populate_recordset(null::${quoted(name)}, ${escapeLiteral(JSON.stringify(rows))}::json)`,
        ];
  });
  const sequences = Object.entries(backup.sequences).map(([name, value]) =>
    value === null
      ? `select setval(${escapeLiteral(quoted(name))}, 1, false)`
      : `select setval(${escapeLiteral(quoted(name))}, ${value}, true)`,
  );
  const truncate = tables.length > 0 ? [`truncate ${tables.map(quoted).join(", ")} restart identity`] : [];
  return ["begin", ...truncate, ...inserts, ...sequences, "commit"].join(";\n");
}
