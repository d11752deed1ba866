import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { EnvError, loadEnvironment } from "#app/.server/env.ts";
import { describeError, log } from "#app/.server/log.ts";
import { openShowsStore } from "#app/.server/shows/index.ts";
import { createApp } from "./app.ts";

/**
 * The server's life, the same in development and production (server/index.js
 * picks the mode): check the environment, open the shows store (the embedded
 * database's lock and socket, or the hosted table), listen on PORT, and on
 * SIGTERM or SIGINT finish the requests in flight and close the database.
 * Vite builds this file, with the whole app, into build/server/index.js.
 */

const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** Development: Vite's middleware and how to load the current app. */
  vite?: { middlewares: RequestHandler; loadBuild(): Promise<ServerBuild>; close(): Promise<void> };
  /** Production: the client build's folder. */
  clientDir?: string;
}

export async function start({ vite, clientDir }: StartOptions): Promise<void> {
  let env;
  try {
    env = loadEnvironment();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let closeStore: () => Promise<void>;
  try {
    closeStore = await openShowsStore(env);
  } catch (error) {
    console.error(describeError(error));
    process.exit(1);
  }
  log("info", env.supabase ? "shows come from Supabase" : "shows come from the embedded database", {
    ...(env.supabase ? { url: env.supabase.url } : { dataDir: env.dataDir }),
  });
  log("info", env.spotify ? "albums come from Spotify" : "albums come from the sample catalog");

  const app = createApp(
    vite
      ? { build: vite.loadBuild, assets: { vite: vite.middlewares }, mode: "development" }
      : { build, assets: { clientDir: clientDir! }, mode: "production" },
  );
  const server = app.listen(env.port);
  server.on("listening", () => {
    log("info", "listening", { url: `http://localhost:${env.port}`, siteUrl: env.siteUrl });
    // The one plain line, for whoever started the server by hand.
    console.log(`listening on http://localhost:${env.port}`);
  });
  server.on("error", (error) => {
    console.error(`PORT (${env.port}): cannot listen: ${error.message}`);
    void closeStore().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    setTimeout(() => {
      log("error", "shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Finish the requests in flight, then close the database so its files are consistent.
    server.close(() => {
      Promise.all([closeStore(), vite?.close()])
        .catch((error: unknown) =>
          log("error", "closing the database failed", { cause: describeError(error) }),
        )
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
