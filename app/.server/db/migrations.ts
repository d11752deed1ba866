import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { log } from "../log.ts";
import type { RunSql } from "./open.ts";

/**
 * supabase/migrations/, the same SQL that makes the hosted table, read when
 * the database opens: the site's build, `npm run dev` and the shows
 * command all apply the files as they are in the checkout.
 */

/** The project's root: the nearest folder above this module that holds supabase/migrations. */
export function projectRoot(): string {
  // This module runs from app/.server/db/ (dev, tests, the CLI) or from the build (build/server/).
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, "supabase", "migrations"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error("cannot find supabase/migrations above " + import.meta.url);
    folder = parent;
  }
}

interface Migration {
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

/**
 * Applies the migrations not applied yet in one transaction (one message),
 * with `firstSql` (the seed) when the database had none: a database is
 * seeded exactly once, even if its first start is killed half-way.
 */
export async function migrate(run: RunSql, firstSql: () => string | null): Promise<void> {
  await run(`
    create schema if not exists headliner;
    create table if not exists headliner.migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const [rows = []] = await run("select name from headliner.migrations");
  const applied = new Set(rows.map((row) => row.name as string));
  const pending = readMigrations().filter((migration) => !applied.has(migration.name));
  if (pending.length === 0) return;
  const steps = pending.flatMap((migration) => [
    migration.sql,
    `insert into headliner.migrations (name) values ('${migration.name.replaceAll("'", "''")}')`,
  ]);
  const seed = applied.size === 0 ? firstSql() : null;
  try {
    await run(`begin;\n${[...steps, ...(seed ? [seed] : [])].join(";\n")};\ncommit;`);
  } catch (error) {
    await run("rollback").catch(() => {});
    throw error;
  }
  for (const migration of pending) log("info", "migration applied", { migration: migration.name });
}
