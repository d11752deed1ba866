import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, expect, test, vi } from "vitest";

import { logger } from "#app/.server/log.ts";
import { showWith } from "#app/lib/shows/fields.ts";
import { SAMPLE_BAND_NAME, sampleShows } from "#content/sample-shows.ts";
import { startFromEmptyDatabase } from "#tests/empty-database.ts";

import { openEmbeddedStore, readExistingDatabase } from "./embedded-store.ts";
import { countSampleShowsIn } from "./sql-store.ts";
import { sampleShowsSeed } from "./sql-store.ts";

// Each test opens a new database, a copy of the run's empty one (tests/empty-database.ts), in the
// store's worker: three minutes each, so that load alone never fails them; a hang still does.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const NEW_YORK = "America/New_York";
const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), "headliner-seed-"));
  folders.push(folder);
  return join(folder, "data");
}

/** A DATA_DIR holding a new database, as the store finds one it has just created. */
function newDatabase(): string {
  const dataDir = newDataDir();
  startFromEmptyDatabase(dataDir);
  return dataDir;
}

test("the seed: the sample shows, marked, only while the config names the sample band", () => {
  const now = new Date("2026-11-24T17:00:00Z");
  const seed = sampleShowsSeed(SAMPLE_BAND_NAME, now, NEW_YORK);
  expect(seed?.afterMigration).toBeUndefined();
  expect(seed?.sql).toMatch(/^insert into public\.shows \(.*, sample\) values/);
  expect(seed?.sql.match(/, true\)/g)).toHaveLength(sampleShows(now, NEW_YORK).length);
  expect(sampleShowsSeed("A Real Band", now, NEW_YORK)).toBeNull();
});

test("a new database gets no sample shows once the config names another band", async () => {
  const store = await openEmbeddedStore(newDatabase(), {
    role: "shows-tool",
    timeZone: NEW_YORK,
    bandName: "A Real Band",
  });
  try {
    expect(await store.rows()).toEqual([]);
  } finally {
    await store.close();
  }
}, 120_000);

/** As `npm run doctor` counts them. */
const countSampleShows = async (dataDir: string) =>
  (await readExistingDatabase(dataDir, countSampleShowsIn)) ?? 0;

test("countSampleShows never creates a database: 0 where there is none", async () => {
  const dataDir = newDataDir();
  expect(await countSampleShows(dataDir)).toBe(0);
  expect(existsSync(dataDir)).toBe(false);
});

test("a seeded database started with a renamed config loses its sample shows, and only them, once", async () => {
  const dataDir = newDatabase();
  const started = (bandName: string) =>
    openEmbeddedStore(dataDir, { role: "server", timeZone: NEW_YORK, bandName });
  const venues = async (store: Awaited<ReturnType<typeof started>>) =>
    (await store.list(() => {})).map((show) => show.venue).sort();
  const removals = vi.spyOn(logger, "info");
  const removedLines = () =>
    removals.mock.calls.filter(([, message]) => message === "sample shows removed").map(([fields]) => fields);

  const seeded = await started(SAMPLE_BAND_NAME);
  const samples = await seeded.list(() => {});
  const [own] = await seeded.add([showWith({ venue: "The Band's Own Show", date: null })]);
  // A sample the band has changed is theirs.
  await seeded.update(samples[0]!.id, { notes: "We play this one for real" });
  // Through the server's socket, as doctor asks while the site runs.
  expect(await countSampleShows(dataDir)).toBe(samples.length - 1);
  await seeded.close();
  // The sample band again: nothing goes.
  const again = await started(SAMPLE_BAND_NAME);
  await again.close();
  // With no server: doctor opens the folder itself.
  expect(await countSampleShows(dataDir)).toBe(samples.length - 1);
  expect(removedLines()).toEqual([]);

  const renamed = await started("A Real Band");
  try {
    expect(await venues(renamed)).toEqual([own!.venue, samples[0]!.venue].sort());
    expect(removedLines()).toEqual([{ count: samples.length - 1 }]);
  } finally {
    await renamed.close();
  }
  expect(await countSampleShows(dataDir)).toBe(0);

  const later = await started("A Real Band");
  try {
    expect(await venues(later)).toEqual([own!.venue, samples[0]!.venue].sort());
    expect(removedLines()).toHaveLength(1);
  } finally {
    await later.close();
  }
}, 180_000);
