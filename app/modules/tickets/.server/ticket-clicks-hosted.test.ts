import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, test } from "vitest";

import type { Database } from "#app/.server/db/database.ts";
import { connectHostedDatabase } from "#app/.server/db/hosted.ts";
import { readDrawCounts } from "#app/modules/press/.server/draw.ts";
import { openFakeSupabasePostgres, serveFakeSupabasePostgres } from "#tests/fakes/supabase-postgres.ts";

import { clicksPerShow, countTicketClick } from "./ticket-clicks.ts";

/**
 * On Supabase the clicks go to the project's database, as the server reaches
 * it (SUPABASE_DB_URL, over pg): checked on the fake of a project's Postgres.
 */

// Making the fake takes seconds, and over a minute on a loaded machine.
const SLOW_MS = 180_000;

let fake: PGlite;
let served: Awaited<ReturnType<typeof serveFakeSupabasePostgres>>;
let database: Database;

beforeAll(async () => {
  fake = await openFakeSupabasePostgres();
  served = await serveFakeSupabasePostgres(fake);
  database = connectHostedDatabase(served.url);
}, SLOW_MS);
afterAll(async () => {
  await database?.close();
  await served?.close();
  await fake?.close();
});

test(
  "clicks are counted per show and day in the project's database, and read back with its fans",
  async () => {
    await countTicketClick(database, 7, "2026-11-28");
    await countTicketClick(database, 7, "2026-11-28");
    await countTicketClick(database, 7, "2026-11-29");
    await countTicketClick(database, 8, "2026-11-29");
    const { rows } = await fake.query(
      `select "showId"::integer as "showId", to_char(day, 'YYYY-MM-DD') as day, clicks from public.ticket_clicks order by 1, 2`,
    );
    expect(rows).toEqual([
      { showId: 7, day: "2026-11-28", clicks: 2 },
      { showId: 7, day: "2026-11-29", clicks: 1 },
      { showId: 8, day: "2026-11-29", clicks: 1 },
    ]);
    expect(await clicksPerShow(database)).toEqual(
      new Map([
        [7, 3],
        [8, 1],
      ]),
    );
    expect(await readDrawCounts(database, "America/New_York")).toEqual({
      clicks: await clicksPerShow(database),
      fans: [],
    });
  },
  SLOW_MS,
);
