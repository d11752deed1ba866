import { afterEach, expect, test, vi } from "vitest";

import type { Database } from "#app/.server/db/database.ts";
import { connectHostedDatabase } from "#app/.server/db/hosted.ts";
import { migrate } from "#app/.server/db/migrations.ts";
import { onOneInstance } from "#app/.server/db/one-at-a-time.ts";
import { literal } from "#app/.server/db/sql.ts";
import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";
import { insertFansSql, TAMPA } from "#tests/fans.ts";
import { newPostgresDatabase } from "#tests/postgres.ts";

import { notifyFans, startNotifier } from "./notify.ts";

// Two instances are two pools on one real PostgreSQL (tests/postgres.ts).

const NOW = new Date("2026-11-23T12:00:00Z");
const SITE_URL = "https://band.example";

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

/** Two instances on one migrated database with a Tampa fan and a show in Tampa. */
async function twoInstances(): Promise<[Database, Database]> {
  const url = await newPostgresDatabase();
  const [first, second] = [connectHostedDatabase(url), connectHostedDatabase(url)];
  opened.push(first, second);
  await migrate(first.run, () => null);
  await first.run(insertFansSql([{ email: "tampa@example.com", ...TAMPA }]));
  await addShow(first, "The Ritz");
  return [first, second];
}

const addShow = (database: Database, venue: string) =>
  database.run(
    insertShows([showWith({ venue, city: "Tampa", state: "FL", date: new Date("2026-12-04T01:00:00Z") })]),
  );

async function mailTo(database: Database, address: string): Promise<string[]> {
  const [rows = []] = await database.run(
    `select text from public.outbox where "to" = ${literal(address)} order by id`,
  );
  return rows.map((row) => String(row.text));
}

test("two instances telling fans at the same moment queue one message per fan", async () => {
  const [first, second] = await twoInstances();
  const tell = (database: Database) => notifyFans({ database, siteUrl: SITE_URL, now: () => NOW });
  // Without the job's lock: the notices table alone keeps a notice once.
  await Promise.all([tell(first), tell(second), tell(first), tell(second)]);
  expect(await mailTo(first, "tampa@example.com")).toHaveLength(1);
});

test("a notifier that found another instance at work tries again soon, and the fan hears of the show", async () => {
  const [first, second] = await twoInstances();
  let letGo = () => {};
  let started = false;
  const busy = onOneInstance(first, "telling fans of shows", async () => {
    started = true;
    await new Promise<void>((resolve) => (letGo = resolve));
  });
  await vi.waitFor(() => expect(started).toBe(true));
  const wake = vi.fn();
  const notifier = startNotifier({ database: second, siteUrl: SITE_URL, now: () => NOW, wake });
  try {
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1));
    expect(await mailTo(first, "tampa@example.com")).toEqual([]);
    letGo();
    await busy;
    await vi.waitFor(async () => expect(await mailTo(first, "tampa@example.com")).toHaveLength(1), {
      timeout: 15_000,
    });
  } finally {
    await notifier.stop();
  }
});
