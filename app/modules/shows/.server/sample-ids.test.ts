import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, expect, test, vi } from "vitest";

import { showWith } from "#app/lib/shows/fields.ts";
import { SAMPLE_BAND_NAME } from "#content/sample-shows.ts";
import { startFromEmptyDatabase } from "#tests/empty-database.ts";

import { openEmbeddedStore } from "./embedded-store.ts";

/**
 * The band's first show after the sample band's is show 1, unless an id of
 * the samples' may still be known outside the table (decision 079).
 */

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const NEW_YORK = "America/New_York";
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database seeded with the sample shows, `before` done while the sample band runs it; then the band's own first show. */
async function firstOwnShowId(
  before: (store: Awaited<ReturnType<typeof openEmbeddedStore>>) => Promise<void>,
) {
  const folder = mkdtempSync(join(tmpdir(), "headliner-ids-"));
  folders.push(folder);
  const dataDir = join(folder, "data");
  startFromEmptyDatabase(dataDir);
  const started = (bandName: string) =>
    openEmbeddedStore(dataDir, { role: "server", timeZone: NEW_YORK, bandName });
  const seeded = await started(SAMPLE_BAND_NAME);
  const samples = (await seeded.list(() => {})).length;
  await before(seeded);
  await seeded.close();
  const renamed = await started("A Real Band");
  try {
    const [first] = await renamed.add([showWith({ venue: "Our First Show", date: null })]);
    return { id: first!.id, samples };
  } finally {
    await renamed.close();
  }
}

test("once the sample shows go, untouched, the band's first show is show 1", async () => {
  const { id, samples } = await firstOwnShowId(async () => {});
  expect(samples).toBeGreaterThan(0);
  expect(id).toBe(1);
});

test("a sample show's id that fans may know (a ticket click) is never given again", async () => {
  const { id, samples } = await firstOwnShowId(async (store) => {
    await store.database!.run(
      `insert into public.ticket_clicks ("showId", day, clicks) values (3, '2026-11-20', 1)`,
    );
  });
  expect(id).toBe(samples + 1);
});

test("nor is the id of a show the band added and removed", async () => {
  const { id, samples } = await firstOwnShowId(async (store) => {
    const [own] = await store.add([showWith({ venue: "Added, then removed", date: null })]);
    await store.remove(own!.id);
  });
  expect(id).toBe(samples + 2);
});
