import type { Database } from "#app/.server/db/database.ts";
import type { FirstSql } from "#app/.server/db/migrations.ts";
import { describePostgres, openPostgres, type StartOptions } from "#app/.server/db/postgres.ts";
import { literal } from "#app/.server/db/sql.ts";
import { log } from "#app/.server/log.ts";
import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import { SAMPLE_BAND_NAME, sampleShows } from "#content/sample-shows.ts";

import * as sql from "./sql.ts";
import type { ShowsStore } from "./store.ts";

// The shows in any Postgres the site reaches with SQL: the embedded one, or DATABASE_URL's.

/** Only while the config names the sample band: a real band's first deploy never shows fictional shows. */
export function sampleShowsSeed(bandName: string, now: Date, timeZone: string): FirstSql | null {
  if (bandName !== SAMPLE_BAND_NAME) return null;
  const shows = sampleShows(now, timeZone);
  log("info", "sample shows seeded", { count: shows.length });
  return { sql: sql.insertShows(shows, { sample: true }) };
}

/** The band's own shows, and samples it has changed, stay. */
export async function removeSampleShows(database: Database, bandName: string): Promise<number> {
  if (bandName === SAMPLE_BAND_NAME) return 0;
  const [removed = []] = await database.run(sql.DELETE_SAMPLE_SHOWS);
  if (removed.length > 0) log("info", "sample shows removed", { count: removed.length });
  return removed.length;
}

export async function countSampleShowsIn(database: Database): Promise<number> {
  const [[row] = []] = await database.run(sql.COUNT_SAMPLE_SHOWS);
  return Number(row?.count ?? 0);
}

function jsonRow(show: ShowFields & { id?: number }) {
  return { ...show, date: show.date?.toISOString() ?? null };
}

export function createSqlStore(database: Database, timeZone: string, description: string): ShowsStore {
  const shows = (rows: Record<string, unknown>[] | undefined) =>
    validateShowRows(rows ?? [], timeZone, (id, problems) => {
      throw new Error(`the database returned an invalid show ${String(id)}: ${problems.join("; ")}`);
    });
  // One message, one transaction: the owner runs nothing of its own in between.
  const transaction = async (statements: string) => (await database.run(`begin; ${statements}; commit;`))[1];
  const rows = async () => (await database.run(sql.SELECT_SHOWS))[0] ?? [];
  return {
    description,
    database,
    rows,
    async list(onInvalid) {
      return validateShowRows(await rows(), timeZone, onInvalid);
    },
    async add(newShows) {
      if (newShows.length === 0) return [];
      return shows(await transaction(sql.insertShows(newShows)));
    },
    async update(id, fields) {
      const [show] = shows(await transaction(sql.updateShow(id, fields)));
      return show ?? null;
    },
    async remove(id) {
      return ((await transaction(sql.deleteShow(id))) ?? []).length > 0;
    },
    async replaceAll(newShows): Promise<Show[]> {
      const [rows] = await database.run(sql.replaceShows(literal(JSON.stringify(newShows.map(jsonRow)))));
      return shows(rows);
    },
    close: () => database.close(),
  };
}

export interface PostgresStoreOptions extends Omit<StartOptions, "firstSql"> {
  timeZone: string;
  /** Decides whether a new database is seeded with the sample shows. */
  bandName: string;
}

/** DATABASE_URL's Postgres, migrated (and seeded when new) under the migrations' lock. */
export async function openPostgresStore(url: string, options: PostgresStoreOptions): Promise<ShowsStore> {
  const { timeZone, bandName } = options;
  const database = await openPostgres(url, {
    ...options,
    firstSql: () => sampleShowsSeed(bandName, new Date(), timeZone),
  });
  return createSqlStore(database, timeZone, describePostgres(url));
}
