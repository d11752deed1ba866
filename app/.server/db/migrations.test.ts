import { expect, test, vi } from "vitest";

import { emptyDatabases, forEachBackend } from "#tests/databases.ts";

import type { RunSql } from "./database.ts";
import { migrate, readMigrations } from "./migrations.ts";

// Each test loads a copy of the run's empty database (tests/empty-database.ts: about 0.5 s idle,
// far more on a loaded machine): three minutes each, so that load alone never fails them; a hang
// still does.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const migrations = readMigrations();
const named = (suffix: string) => migrations.find((migration) => migration.name.endsWith(suffix))!;
const upTo = (suffix: string) => migrations.slice(0, migrations.indexOf(named(suffix)) + 1);
const venues = async (run: RunSql, where = "true") =>
  (await run(`select venue from public.shows where ${where} order by venue`))[0]!.map((row) => row.venue);

/** The migrations as a new database runs them: an in-memory PGlite (no folder to own), a real PostgreSQL. */
forEachBackend((backend) => {
  const empty = emptyDatabases(backend);

  test("the first SQL runs after the migration it names; the later ones bring its rows up to date, never as samples", async () => {
    const run = await empty();
    // A row as the first migration's table held it: ten columns, no status, no sample.
    await migrate(run, () => ({
      sql: "insert into public.shows (id, venue) values (7, 'Old Hall')",
      afterMigration: named("_create_shows.sql").name,
    }));
    const [[row]] = (await run("select * from public.shows")) as [Record<string, unknown>[]];
    // pg reads a bigint as text.
    expect({ ...row, id: Number(row!.id) }).toMatchObject({
      id: 7,
      venue: "Old Hall",
      status: "scheduled",
      soldOut: false,
      sample: false,
    });
    expect((await run("select name from headliner.migrations order by name"))[0]!.map((r) => r.name)).toEqual(
      migrations.map((migration) => migration.name),
    );
  }, 60_000);

  test("a first SQL after a migration this version does not have is refused, and nothing is applied", async () => {
    const run = await empty();
    await expect(
      migrate(run, () => ({ sql: "select 1", afterMigration: "29990101000000_future.sql" })),
    ).rejects.toThrow("there is no migration 29990101000000_future.sql");
    expect((await run("select count(*)::integer as count from headliner.migrations"))[0]![0]!.count).toBe(0);
  }, 60_000);

  test("a database seeded before the samples were marked: its untouched seed rows become samples, the band's never", async () => {
    const run = await empty();
    // Rows as that level's table takes them: the later migrations' columns (notable) are not there yet.
    const seed =
      "insert into public.shows (venue) values ('Sample Kept As Seeded'), ('Sample The Band Changed')";
    await migrate(run, () => ({ sql: seed }), upTo("_show_lifecycle.sql"));
    await run("insert into public.shows (venue) values ('The Band''s Own')");
    await run(`update public.shows set "soldOut" = true where venue = 'Sample The Band Changed'`);

    await migrate(run, () => null);
    expect(await venues(run, "sample")).toEqual(["Sample Kept As Seeded"]);
    expect(await venues(run, "not sample")).toEqual(["Sample The Band Changed", "The Band's Own"]);
  }, 60_000);
});
