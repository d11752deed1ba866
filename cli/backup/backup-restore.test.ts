import { spawnSync } from "node:child_process";

import { describe, expect, test } from "vitest";

import type { Backup } from "#app/.server/db/backup.ts";

import { backupContents, defaultBackupFile } from "./backup-restore.ts";

/** A backup with this many rows in each table. */
function backupOf(counts: Record<string, number>): Backup {
  return {
    format: "headliner-database-backup",
    version: 1,
    takenAt: "2026-11-28T20:44:56.123Z",
    migrations: ["one"],
    tables: Object.fromEntries(
      Object.entries(counts).map(([table, count]) => [
        table,
        Array.from({ length: count }, (_, id) => ({ id })),
      ]),
    ),
    sequences: {},
  };
}

describe("what npm run backup says the file holds", () => {
  test("the shows, the fans and their e-mails, and whatever else has rows", () => {
    expect(
      backupContents(
        backupOf({ shows: 12, fans: 3, outbox: 5, fan_notices: 0, ticket_clicks: 4, site_keys: 1, extra: 2 }),
      ),
    ).toBe("12 shows, 3 fans, 5 e-mails, 4 days of ticket clicks, 1 signing key and 2 rows of extra");
  });

  test("the visits' daily counts by name", () => {
    expect(backupContents(backupOf({ shows: 1, page_visits: 40, referrer_visits: 1 }))).toBe(
      "1 show, 0 fans, 0 e-mails, 40 daily counts of pages' visits and 1 daily count of a referring site's visits",
    );
  });

  test("fans and e-mails named even when there are none", () => {
    expect(backupContents(backupOf({ shows: 1 }))).toBe("1 show, 0 fans and 0 e-mails");
  });
});

test("with no file, a backup is named by the time in DATA_DIR/backups/", () => {
  expect(defaultBackupFile("/var/lib/headliner", new Date("2026-11-28T20:44:56.123Z"))).toBe(
    "/var/lib/headliner/backups/headliner-2026-11-28T204456Z.json",
  );
});

test("git ignores a backups/ folder in the checkout: fans' addresses are never committed", () => {
  const ignored = spawnSync("git", ["check-ignore", "--quiet", "--no-index", "backups/headliner.json"]);
  expect(ignored.status, "git check-ignore backups/headliner.json").toBe(0);
});
