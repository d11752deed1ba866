import { siteConfig } from "#content/site.config.ts";
import type { Database } from "../db/database.ts";
import { connectHostedDatabase } from "../db/hosted.ts";
import type { Env } from "../env.ts";
import { log } from "../log.ts";
import { singleton } from "../singleton.ts";
import { announceShowsChange } from "./changes.ts";
import { openEmbeddedStore } from "./embedded-store.ts";
import { createHostedStore } from "./hosted-store.ts";
import { createShowsSource, SHOWS_TIMEOUT_MS, type ShowsSource } from "./source.ts";

/** What the site reads its shows from; set once at start-up by openShowsStore(). */
const site = singleton("shows", () => ({
  source: null as ShowsSource | null,
  database: null as Database | null,
}));

/**
 * Opens the store the environment points at, for this server's lifetime:
 * the hosted table (read with the anon key; with SUPABASE_DB_URL, its
 * database too, for the fans), or the embedded database, which this process
 * then owns (lock, socket; a write through the socket refreshes the shows on
 * the next request). Returns how to close it.
 */
export async function openShowsStore(env: Env): Promise<() => Promise<void>> {
  const store = env.supabase
    ? createHostedStore({ ...env.supabase, timeZone: siteConfig.timeZone, timeoutMs: SHOWS_TIMEOUT_MS })
    : await openEmbeddedStore(env.dataDir, {
        role: "server",
        timeZone: siteConfig.timeZone,
        onChange: showsChanged,
      });
  const hostedDatabase = env.supabase && env.supabaseDbUrl ? connectHostedDatabase(env.supabaseDbUrl) : null;
  site.database = store.database ?? hostedDatabase;
  site.source = createShowsSource(async () => {
    const rows = await store.rows();
    // At most one line a window (failures are logged by the cache): `npm run bench` counts them.
    log("info", "read the shows", { rows: rows.length });
    return rows;
  });
  return async () => {
    site.source = null;
    site.database = null;
    await hostedDatabase?.close();
    await store.close();
  };
}

/** The shows of the store openShowsStore() opened; null while none is open. */
export function openedSource(): ShowsSource | null {
  return site.source;
}

/**
 * The database of the fans and the outbox: the embedded one the server opened, or the Supabase
 * project's (SUPABASE_DB_URL); null on Supabase without it, or while none is open.
 */
export function openedDatabase(): Database | null {
  return site.database;
}

/** Called when the shows command has written through the server's database socket. */
function showsChanged(): void {
  site.source?.invalidate();
  announceShowsChange();
}
