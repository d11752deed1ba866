import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, expect, test, vi } from "vitest";

import { parseEnv } from "#app/.server/env.ts";
import { sampleShows } from "#content/sample-shows.ts";
import { siteConfig } from "#content/site.config.ts";
import { captureLogs } from "#tests/logs.ts";
import { newPostgresDatabase } from "#tests/postgres.ts";

import { type OpenedShows, openShowsStore } from "./open-store.ts";

// The server's way in with DATABASE_URL, on a real PostgreSQL (tests/postgres.ts).

vi.setConfig({ testTimeout: 120_000 });

captureLogs();
const opened: OpenedShows[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((shows) => shows.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function open(url: string, dataDir: string) {
  const shows = await openShowsStore(parseEnv({ DATABASE_URL: url, DATA_DIR: dataDir }));
  opened.push(shows);
  return shows;
}

test("a new database is seeded with the sample shows, as the embedded one is, and DATA_DIR stays empty", async () => {
  const url = await newPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "headliner-data-"));
  folders.push(dataDir);
  const { shows, database } = await open(url, dataDir);
  const all = await shows.getAllShows();
  expect(all?.map((show) => show.venue).sort()).toEqual(
    sampleShows(new Date(), siteConfig.timeZone)
      .map((show) => show.venue)
      .sort(),
  );
  expect(database).not.toBeNull();
  const [[fans] = []] = await database!.run("select count(*)::integer as count from public.fans");
  expect(fans).toEqual({ count: 0 });
  expect(readdirSync(dataDir)).toEqual([]);
});

test("a second instance on the same database finds the shows there, seeded once", async () => {
  const url = await newPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "headliner-data-"));
  folders.push(dataDir);
  const [first, second] = await Promise.all([open(url, dataDir), open(url, dataDir)]);
  const [one, two] = await Promise.all([first.shows.getAllShows(), second.shows.getAllShows()]);
  expect(two).toEqual(one);
  expect(one).toHaveLength(sampleShows(new Date(), siteConfig.timeZone).length);
});
