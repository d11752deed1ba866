import { PGlite, type Transaction } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { existsSync, mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sampleShows } from "#content/sample-shows";
import { siteConfig } from "#content/site.config";
import { LOCK_FILE, socketPath } from "./database-lock";
import { log } from "./log";

/**
 * The embedded Postgres (PGlite) in DATA_DIR. Created on first use from
 * supabase/migrations/, the same SQL the hosted table is made from, and
 * seeded once with the sample shows.
 */

const migrations = Object.entries(
  import.meta.glob<string>("/supabase/migrations/*.sql", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
)
  .map(([path, sql]) => ({ name: path.split("/").pop()!, sql }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * A shows table of a band needs little cache; Postgres' default (128 MB)
 * would only make the server's memory grow.
 */
const POSTGRES_CONFIG = "shared_buffers = 16MB";

let opening: Promise<PGlite> | undefined;

/** Whether DATA_DIR already holds a database (creating one costs ~3 s and ~800 MB for a moment). */
export function databaseExists(dataDir: string): boolean {
  return existsSync(join(resolve(dataDir), "PG_VERSION"));
}

/** The database, opened (and migrated) on first call. */
export function getDatabase(dataDir: string): Promise<PGlite> {
  opening ??= openDatabase(dataDir).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Closes the database if it was opened; PGlite keeps the process alive otherwise. */
export async function closeDatabase(): Promise<void> {
  if (!opening) return;
  const pending = opening;
  opening = undefined;
  const database = await pending.catch(() => null);
  await database?.close();
}

/** Present while a new database is being created: if it is still there, creating was cut short. */
const CREATING_MARKER = ".headliner-creating";

async function openDatabase(dataDir: string): Promise<PGlite> {
  const path = resolve(dataDir);
  mkdirSync(path, { recursive: true });
  const marker = join(path, CREATING_MARKER);
  if (existsSync(marker)) {
    // A half-made database (killed during initdb) may not open, or open without its tables.
    // It never held a show of the band's: start it again.
    log("warn", "creating the database was interrupted before: creating it again", { dataDir });
    for (const entry of readdirSync(path)) {
      if (entry !== LOCK_FILE && entry !== CREATING_MARKER)
        rmSync(join(path, entry), { recursive: true, force: true });
    }
  }
  const isNew = !databaseExists(path);
  if (isNew) writeFileSync(marker, "");
  const database = await PGlite.create(path, { postgresqlconf: POSTGRES_CONFIG });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  if (isNew) unlinkSync(marker);
  return database;
}

/** Unix socket paths longer than this do not fit in sockaddr_un (108 bytes with its NUL on Linux). */
const MAX_SOCKET_PATH = 103;

/**
 * Lets the shows tool reach the database while the server owns it: Postgres'
 * wire protocol on a Unix socket inside DATA_DIR (only local users with
 * access to that folder can connect). `onQuery` is told of every message a
 * client sends, so the server can drop its cached shows after a change.
 * Returns null when the folder's path is too long for a socket.
 */
export async function serveDatabaseSocket(
  dataDir: string,
  onQuery: () => void,
): Promise<{ stop(): Promise<void> } | null> {
  const path = socketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    log(
      "warn",
      "DATA_DIR's path is too long for a socket: the shows tool cannot reach this server's database",
      {
        socket: path,
      },
    );
    return null;
  }
  const database = await getDatabase(dataDir);
  // A socket file left by a server that was killed; the lock says it is ours now.
  rmSync(path, { force: true });
  const server = new PGLiteSocketServer({ db: observed(database, onQuery), path, maxConnections: 8 });
  await server.start();
  return { stop: () => server.stop() };
}

/**
 * The database as the socket server sees it: the same instance, with every
 * protocol message a client sends reported first. Methods are bound to the
 * instance, whose private fields a Proxy receiver could not reach.
 */
function observed(database: PGlite, onQuery: () => void): PGlite {
  return new Proxy(database, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "execProtocolRawStream") {
        return (...args: unknown[]) => {
          onQuery();
          return (value as (...args: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

async function migrate(database: PGlite): Promise<void> {
  await database.exec(`
    create schema if not exists headliner;
    create table if not exists headliner.migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Set(
    (await database.query<{ name: string }>("select name from headliner.migrations")).rows.map(
      (row) => row.name,
    ),
  );
  const isNew = applied.size === 0;
  const pending = migrations.filter((migration) => !applied.has(migration.name));
  if (pending.length === 0) return;

  await database.transaction(async (tx) => {
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query("insert into headliner.migrations (name) values ($1)", [migration.name]);
      log("info", "migration applied", { migration: migration.name });
    }
    // In the same transaction: a database is seeded exactly once, even if
    // the first start is killed half-way.
    if (isNew) await seed(tx);
  });
}

async function seed(tx: Transaction): Promise<void> {
  const shows = sampleShows(new Date(), siteConfig.timeZone);
  for (const show of shows) {
    await tx.query(
      `insert into public.shows
         (date, venue, city, state, price, "supportingArtists", "ageRestriction", "ticketLink", "flyerLink")
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        show.date,
        show.venue,
        show.city,
        show.state,
        show.price,
        show.supportingArtists,
        show.ageRestriction,
        show.ticketLink,
        show.flyerLink,
      ],
    );
  }
  log("info", "sample shows seeded", { count: shows.length });
}
