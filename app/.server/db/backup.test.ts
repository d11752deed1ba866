import { describe, expect, test, vi } from "vitest";

import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows, updateShow } from "#app/modules/shows/.server/sql.ts";
import { emptyDatabases, forEachBackend } from "#tests/databases.ts";

import { type Backup, BACKUP_FORMAT, backupText, parseBackup, restoreSql, takeBackup } from "./backup.ts";
import { migrate, readMigrations } from "./migrations.ts";

// Each test loads a copy of the run's empty database (tests/empty-database.ts: about 0.5 s idle,
// far more on a loaded machine): three minutes each, so that load alone never fails them; a hang
// still does.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const MIGRATIONS = readMigrations().map((migration) => migration.name);
const NOW = new Date("2026-11-24T18:00:00Z");

/** A backup as a file holds it. */
const minimal = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: BACKUP_FORMAT,
    version: 1,
    takenAt: NOW.toISOString(),
    migrations: MIGRATIONS.slice(0, 1),
    tables: { shows: [] },
    sequences: { shows_id_seq: null },
    ...changes,
  });

describe("reading a backup file", () => {
  test("a good one", () => {
    expect(parseBackup(minimal(), "b.json", MIGRATIONS)).toMatchObject({ tables: { shows: [] } });
  });

  test.each([
    ["not JSON", "{", "b.json is not a headliner backup: it is not JSON."],
    ["a shows export", "[]", 'restore it with "npm run shows -- import --replace b.json"'],
    [
      "another JSON file",
      '{"name":"headliner"}',
      'b.json is not a headliner backup (one that "npm run backup" writes).',
    ],
    [
      "a newer format",
      minimal({ version: 2 }),
      "b.json is a backup in format 2, newer than this version of headliner reads (1)",
    ],
    [
      "a newer migration",
      minimal({ migrations: [...MIGRATIONS, "29990101000000_future.sql"] }),
      "b.json comes from a newer version of headliner: its database has the migration 29990101000000_future.sql",
    ],
    [
      "a damaged one",
      minimal({ tables: { shows: "none" } }),
      "b.json is a damaged headliner backup: tables.shows",
    ],
    [
      "a table name that is not one",
      minimal({ tables: { 'shows"; drop': [] } }),
      "is a damaged headliner backup",
    ],
  ])("refuses %s, saying why", (_, content, message) => {
    expect(() => parseBackup(content, "b.json", MIGRATIONS)).toThrow(message);
  });
});

/** Backups taken and restored on in-memory databases (PGlite, no folder to own) and on PostgreSQL. */
forEachBackend((backend) => {
  const empty = emptyDatabases(backend);

  describe("backup and restore", () => {
    test("a restored database holds the same rows, every column, and continues the same ids", async () => {
      const source = await empty();
      await migrate(source, () => ({
        sql: insertShows([showWith({ venue: "Sample Hall", date: new Date("2026-12-01T01:00:00Z") })], {
          sample: true,
        }),
      }));
      const [added = []] = await source(
        insertShows([
          showWith({
            venue: `Quotes ' " \\ $$ and ; --`,
            date: new Date("2027-01-16T01:00:00Z"),
            price: 12.5,
            supportingArtists: ["Crosby, Stills & Nash Tribute", "Loopback"],
            ageRestriction: 21,
            ticketLink: "https://tickets.example.com/1",
            notes: "Doors 7 PM\nBring earplugs",
            country: "CA",
          }),
          showWith({ venue: "Removed Later", date: null }),
        ]),
      );
      await source(
        updateShow(Number(added[0]!.id), {
          status: "rescheduled",
          previousDate: new Date("2027-01-09T01:00:00Z"),
        }),
      );
      await source(`delete from public.shows where id = ${Number(added[1]!.id)}`);
      // A fan who was told of the first show, and the e-mail that told them: rows that refer to others.
      await source(
        `insert into public.fans (email, place, latitude, longitude, "withinKm", unit, "consentedAt", "signedUpOn", "confirmedAt", "unsubscribeKey")
       values ('fan@example.com', 'Tampa, FL', 27.95, -82.46, 160.9, 'mi', now(), '/', now(), 'key');
       insert into public.fan_notices ("fanId", "showId", told) values (1, ${Number(added[0]!.id)}, 'announced');
       insert into public.outbox ("fanId", kind, "to", subject, text, html) values (1, 'announce', 'fan@example.com', 'S', 'T', '<p>T</p>')`,
      );
      const backup = await takeBackup(source, NOW);
      expect(backup.migrations).toEqual(MIGRATIONS);
      expect(backup.tables.shows).toHaveLength(2);
      expect(backup.tables.fan_notices).toHaveLength(1);
      // A sequence no row has used yet is kept as not started.
      expect(backup.sequences).toEqual({
        shows_id_seq: 3,
        fans_id_seq: 1,
        outbox_id_seq: 1,
        reminders_id_seq: null,
      });

      const restored = await empty();
      await migrate(restored, () => restoreSql(parseBackup(backupText(backup), "b.json", MIGRATIONS)));
      const again = await takeBackup(restored, NOW);
      expect(again.tables).toEqual(backup.tables);
      expect(again.sequences).toEqual(backup.sequences);
      // Id 3 was used and removed: a new show never takes a removed show's page.
      const [[next]] = (await restored(insertShows([showWith({ venue: "Next" })]))) as [
        Record<string, unknown>[],
      ];
      expect(Number(next!.id)).toBe(4);
    }, 120_000);

    test("a backup from an older level is brought up to date by the newer migrations", async () => {
      const old: Backup = JSON.parse(
        minimal({
          tables: {
            shows: [
              {
                id: 7,
                date: "2026-12-05T01:00:00+00:00",
                venue: "Old Hall",
                city: "Orlando",
                price: 15,
                supportingArtists: ["A"],
              },
            ],
          },
          sequences: { shows_id_seq: 7 },
        }),
      ) as Backup;
      const restored = await empty();
      await migrate(restored, () => restoreSql(old));
      const now = await takeBackup(restored, NOW);
      expect(now.migrations).toEqual(MIGRATIONS);
      expect(now.tables.shows).toEqual([
        expect.objectContaining({
          id: 7,
          venue: "Old Hall",
          price: 15,
          status: "scheduled",
          soldOut: false,
          sample: false,
        }),
      ]);
    }, 120_000);
  });
});
