import type { Database } from "#app/.server/db/database.ts";
import { listenForChanges } from "#app/.server/db/listen.ts";
import type { Env } from "#app/.server/env.ts";
import { log } from "#app/.server/log.ts";
import { siteConfig } from "#content/site.config.ts";

import { createShowsChanges } from "./changes.ts";
import { openEmbeddedStore } from "./embedded-store.ts";
import { createHostedStore } from "./hosted-store.ts";
import { createShows, type Shows } from "./shows.ts";
import { createShowsSource, SHOWS_TIMEOUT_MS } from "./source.ts";
import { openPostgresStore, removeSampleShows } from "./sql-store.ts";
import type { ShowsStore } from "./store.ts";

export interface OpenedShows {
  shows: Shows;
  /** Every other table's: the embedded one, or DATABASE_URL's; null on Supabase's API alone. */
  database: Database | null;
  /** Where the site itself writes the shows (the band's pages). */
  store: ShowsStore;
  close(): Promise<void>;
}

export async function openShowsStore(env: Env): Promise<OpenedShows> {
  const changes = createShowsChanges();
  // A change made elsewhere (the shows command, another instance): read again on the next request.
  const changed = () => {
    source.invalidate();
    changes.announce();
  };
  let listener: { close(): Promise<void> } | null = null;
  let store: ShowsStore;
  if (env.postgres) {
    store = await openPostgresStore(env.postgres.url, {
      poolSize: env.postgres.poolSize,
      timeZone: siteConfig.timeZone,
      bandName: siteConfig.name,
    });
    try {
      await removeSampleShows(store.database!, siteConfig.name);
    } catch (error) {
      await store.close();
      throw error;
    }
    listener = listenForChanges({ connectionString: env.postgres.url, onChange: changed });
  } else if (env.supabase) {
    store = createHostedStore({
      ...env.supabase,
      timeZone: siteConfig.timeZone,
      timeoutMs: SHOWS_TIMEOUT_MS,
    });
  } else {
    store = await openEmbeddedStore(env.dataDir, {
      role: "server",
      timeZone: siteConfig.timeZone,
      onChange: changed,
    });
  }
  const source = createShowsSource(async () => {
    const rows = await store.rows();
    // At most one line a window: `npm run bench` counts them.
    log("info", "read the shows", { rows: rows.length });
    return rows;
  });
  return {
    shows: createShows(source, changes.on),
    database: store.database ?? null,
    store: announcingWrites(store, changed),
    async close() {
      await listener?.close();
      await store.close();
    },
  };
}

/** The site's own writes drop its kept pages at once (another's reach it through the database). */
function announcingWrites(store: ShowsStore, changed: () => void): ShowsStore {
  const announced =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await write(...args);
      changed();
      return result;
    };
  return {
    ...store,
    description: store.description,
    add: announced(store.add.bind(store)),
    update: announced(store.update.bind(store)),
    remove: announced(store.remove.bind(store)),
    replaceAll: announced(store.replaceAll.bind(store)),
  };
}
