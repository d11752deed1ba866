import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, expect, test, vi } from "vitest";

import { type Backup, takeBackup } from "#app/.server/db/backup.ts";
import type { Database } from "#app/.server/db/database.ts";
import { openPostgres } from "#app/.server/db/postgres.ts";
import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";
import { insertFansSql, TAMPA } from "#tests/fans.ts";
import { newPostgresDatabase } from "#tests/postgres.ts";

import { type BackupCli, runBackup, runRestore } from "./backup-restore.ts";

// npm run backup and restore with DATABASE_URL, on a real PostgreSQL (tests/postgres.ts).

vi.setConfig({ testTimeout: 120_000 });

const folder = mkdtempSync(join(tmpdir(), "headliner-backup-"));
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  rmSync(folder, { recursive: true, force: true });
});

function cli(postgresUrl: string) {
  const said = { out: "", err: "" };
  const io: BackupCli = {
    dataDir: folder,
    hosted: false,
    postgresUrl,
    now: () => new Date("2026-11-29T04:00:00Z"),
    out: (text) => (said.out += text),
    err: (text) => (said.err += text),
  };
  return { io, said };
}

const rowsOf = async (database: Database): Promise<Pick<Backup, "tables" | "sequences">> => {
  const { tables, sequences } = await takeBackup(database.run, new Date());
  return { tables, sequences };
};

test("a backup restored with --replace brings back every row and id, in one go, with the site's connections open", async () => {
  const url = await newPostgresDatabase();
  const database = await openPostgres(url, { poolSize: 2, firstSql: () => null });
  opened.push(database);
  const [[show] = []] = await database.run(insertShows([showWith({ venue: "The Social", city: "Orlando" })]));
  const [[fan] = []] = await database.run(insertFansSql([{ email: "fan@example.com", ...TAMPA }]));
  await database.run(
    `insert into public.fan_notices ("fanId", "showId", told) values (${Number(fan!.id)}, ${Number(show!.id)}, 'announced');
     insert into public.outbox ("fanId", kind, "to", subject, text, html) values (${Number(fan!.id)}, 'announce', 'fan@example.com', 'S', 'T', '<p>T</p>')`,
  );
  const before = await rowsOf(database);
  const file = join(folder, "backup.json");

  const backup = cli(url);
  expect(await runBackup([file], backup.io)).toBe(0);
  expect(backup.said.out).toContain(
    "Backed up 1 show, 1 fan, 1 e-mail and 1 record of a show a fan was told about from the Postgres database test_",
  );

  await database.run(`delete from public.fans; ${insertShows([showWith({ venue: "Added After" })])}`);
  const asked = cli(url);
  expect(await runRestore([file], asked.io)).toBe(1);
  expect(asked.said.err).toMatch(
    /^The Postgres database test_\w+ on 127\.0\.0\.1:\d+ holds 2 shows and 0 fans: /,
  );
  expect(asked.said.err).toContain("Run it again with --replace");

  const restore = cli(url);
  expect(await runRestore([file, "--replace"], restore.io)).toBe(0);
  expect(restore.said.out).toContain("Replaced every row of the Postgres database test_");
  expect(await rowsOf(database)).toEqual(before);
});

test("a backup at another migration level is refused, and nothing changes", async () => {
  const url = await newPostgresDatabase();
  const database = await openPostgres(url, { poolSize: 2, firstSql: () => null });
  opened.push(database);
  await database.run(insertShows([showWith({ venue: "Kept" })]));
  const file = join(folder, "older.json");
  expect(await runBackup([file], cli(url).io)).toBe(0);
  const older = JSON.parse(readFileSync(file, "utf8")) as Backup;
  writeFileSync(file, JSON.stringify({ ...older, migrations: older.migrations.slice(0, -1), tables: {} }));

  const restore = cli(url);
  expect(await runRestore([file, "--replace"], restore.io)).toBe(1);
  expect(restore.said.err).toContain("nothing was restored");
  const [venues = []] = await database.run("select venue from public.shows");
  expect(venues).toEqual([{ venue: "Kept" }]);
});
