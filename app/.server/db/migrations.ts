import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { escapeLiteral } from "pg";

import { log } from "../log.ts";
import { projectRoot } from "../paths.ts";
import { type Database, exclusively, type RunSql } from "./database.ts";

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(): Migration[] {
  const folder = join(projectRoot(), "supabase", "migrations");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(folder, name), "utf8") }));
}

export interface FirstSql {
  sql: string;
  /** The backup's migration level: later migrations then update its rows. Default: the last. */
  afterMigration?: string;
}

/** One transaction, so a database is seeded exactly once even if its first start is killed half-way. */
export async function migrate(
  run: RunSql,
  firstSql: () => FirstSql | null,
  migrations: readonly Migration[] = readMigrations(),
): Promise<void> {
  await run(`
    create schema if not exists headliner;
    create table if not exists headliner.migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const [rows = []] = await run("select name from headliner.migrations");
  const applied = new Set(rows.map((row) => row.name as string));
  const pending = migrations.filter((migration) => !applied.has(migration.name));
  if (pending.length === 0) return;
  const first = applied.size === 0 ? firstSql() : null;
  const firstAt = first?.afterMigration
    ? pending.findIndex((migration) => migration.name === first.afterMigration) + 1
    : pending.length;
  if (first && firstAt === 0) throw new Error(`there is no migration ${first.afterMigration}`);
  const steps = pending.flatMap((migration, index) => [
    ...(first && index === firstAt ? [first.sql] : []),
    migration.sql,
    `insert into headliner.migrations (name) values (${escapeLiteral(migration.name)})`,
  ]);
  if (first && firstAt === pending.length) steps.push(first.sql);
  try {
    await run(`begin;\n${steps.join(";\n")};\ncommit;`);
  } catch (error) {
    await run("rollback").catch(() => {});
    throw error;
  }
  for (const migration of pending) log("info", "migration applied", { migration: migration.name });
}

/** Instances started together: the one holding the lock applies them, the others then find them applied. */
export async function migrateDatabase(
  database: Database,
  firstSql: () => FirstSql | null,
  options: { waitMs?: number } = {},
): Promise<void> {
  await exclusively(database, "migrations", (run) => migrate(run, firstSql), { wait: true, ...options });
}
