import { sampleShows, SAMPLE_BAND_NAME } from "#content/sample-shows.ts";
import { siteConfig } from "#content/site.config.ts";
import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import { lockHolder } from "../db/lock.ts";
import { openDatabase, type Database } from "../db/open.ts";
import { connectSocket } from "../db/socket.ts";
import { log } from "../log.ts";
import { deleteShow, insertShows, literal, replaceShows, SELECT_SHOWS, updateShow } from "./sql.ts";
import type { ShowsStore } from "./store.ts";

/**
 * The shows in the embedded database in DATA_DIR, for the site and the shows
 * command alike. The process that owns the folder opens it (db/open.ts);
 * any other goes through the owner's socket, never opening it a second time.
 */

interface EmbeddedStoreOptions {
  /** "server": this process owns the folder for its lifetime; "shows-tool": through a running owner if any. */
  role: "server" | "shows-tool";
  timeZone: string;
  /** Told when another process writes through the socket. */
  onChange?: () => void;
}

/** How long a starting server waits for a shows command that holds the folder. */
const WAIT_FOR_SHOWS_COMMAND_MS = 30_000;

export async function openEmbeddedStore(dataDir: string, options: EmbeddedStoreOptions): Promise<ShowsStore> {
  const holder = options.role === "shows-tool" ? lockHolder(dataDir) : null;
  if (holder) {
    const database = await connectSocket(dataDir);
    const owner = holder.role === "server" ? "the running server" : "a running shows command";
    return sqlStore(
      database,
      options.timeZone,
      `the embedded database in ${dataDir}, through ${owner} (pid ${holder.pid})`,
    );
  }
  const database = await openDatabase(dataDir, {
    role: options.role,
    seedSql: sampleShowsSql,
    onSocketChange: options.onChange,
    waitForShowsCommandMs: options.role === "server" ? WAIT_FOR_SHOWS_COMMAND_MS : 0,
  });
  return sqlStore(database, options.timeZone, `the embedded database in ${dataDir}`);
}

/**
 * A new database gets the sample shows only while content/site.config.ts is
 * still the sample band's: a real band's first deploy never shows fictional
 * shows to fans.
 */
function sampleShowsSql(): string | null {
  if (siteConfig.name !== SAMPLE_BAND_NAME) return null;
  const shows = sampleShows(new Date(), siteConfig.timeZone);
  log("info", "sample shows seeded", { count: shows.length });
  return insertShows(shows);
}

/** A row for replace_shows(): JSON, with the date as an instant. */
function jsonRow(show: ShowFields & { id?: number }) {
  return { ...show, date: show.date?.toISOString() ?? null };
}

function sqlStore(database: Database, timeZone: string, description: string): ShowsStore {
  const shows = (rows: Record<string, unknown>[] | undefined) =>
    validateShowRows(rows ?? [], timeZone, (id, problems) => {
      throw new Error(`the database returned an invalid show ${String(id)}: ${problems.join("; ")}`);
    });
  // One message, one transaction: the owner runs nothing of its own in between.
  const transaction = async (sql: string) => (await database.run(`begin; ${sql}; commit;`))[1];
  const rows = async () => (await database.run(SELECT_SHOWS))[0] ?? [];
  return {
    description,
    rows,
    async list(onInvalid) {
      return validateShowRows(await rows(), timeZone, onInvalid);
    },
    async add(newShows) {
      if (newShows.length === 0) return [];
      return shows(await transaction(insertShows(newShows)));
    },
    async update(id, fields) {
      const [show] = shows(await transaction(updateShow(id, fields)));
      return show ?? null;
    },
    async remove(id) {
      return ((await transaction(deleteShow(id))) ?? []).length > 0;
    },
    async replaceAll(newShows): Promise<Show[]> {
      const [rows] = await database.run(replaceShows(literal(JSON.stringify(newShows.map(jsonRow)))));
      return shows(rows);
    },
    close: () => database.close(),
  };
}
