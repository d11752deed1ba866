import type { Database } from "#app/.server/db/database.ts";
import { connectHostedDatabase } from "#app/.server/db/hosted.ts";
import type { Env } from "#app/.server/env.ts";
import { log } from "#app/.server/log.ts";
import { siteConfig } from "#content/site.config.ts";

import { createShowsChanges } from "./changes.ts";
import { openEmbeddedStore } from "./embedded-store.ts";
import { createHostedStore } from "./hosted-store.ts";
import { createShows, type Shows } from "./shows.ts";
import { createShowsSource, SHOWS_TIMEOUT_MS } from "./source.ts";

export interface OpenedShows {
  shows: Shows;
  /** The fans' and the outbox's: the embedded one, or Supabase's (SUPABASE_DB_URL); else null. */
  database: Database | null;
  close(): Promise<void>;
}

export async function openShowsStore(env: Env): Promise<OpenedShows> {
  const changes = createShowsChanges();
  const store = env.supabase
    ? createHostedStore({ ...env.supabase, timeZone: siteConfig.timeZone, timeoutMs: SHOWS_TIMEOUT_MS })
    : await openEmbeddedStore(env.dataDir, {
        role: "server",
        timeZone: siteConfig.timeZone,
        // The shows command wrote through the socket: read again on the next request.
        onChange: () => {
          source.invalidate();
          changes.announce();
        },
      });
  const hostedDatabase = env.supabase && env.supabaseDbUrl ? connectHostedDatabase(env.supabaseDbUrl) : null;
  const source = createShowsSource(async () => {
    const rows = await store.rows();
    // At most one line a window: `npm run bench` counts them.
    log("info", "read the shows", { rows: rows.length });
    return rows;
  });
  return {
    shows: createShows(source, changes.on),
    database: store.database ?? hostedDatabase,
    async close() {
      await hostedDatabase?.close();
      await store.close();
    },
  };
}
