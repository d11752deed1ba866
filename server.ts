/**
 * The production server. Vite builds this file, with the whole app, into
 * build/server/index.js (see vite.config.ts); `npm start` runs that.
 * React Router renders pages; this file owns what surrounds them: env
 * validation, compression, static caching, a health check, request logs and
 * graceful shutdown.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { closeDatabase, databaseExists, getDatabase, serveDatabaseSocket } from "~/.server/database";
import { acquireLock, DatabaseBusyError } from "~/.server/database-lock";
import { invalidateShows } from "~/.server/shows";
import { siteConfig } from "#content/site.config";
import { EnvError, getEnv, type Env } from "~/.server/env";
import { assertTimeZone } from "~/lib/time-zone";
import { describeError, log } from "~/.server/log";

const SHUTDOWN_GRACE_MS = 10_000;

/** Reads .env and validates the environment and the config; a problem stops start-up, named. */
function loadEnv(): Env {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    assertTimeZone(siteConfig.timeZone);
  } catch {
    console.error(`content/site.config.ts: timeZone "${siteConfig.timeZone}" is not a known IANA time zone`);
    process.exit(1);
  }
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function createApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  app.use((request, response, next) => {
    const started = process.hrtime.bigint();
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.on("finish", () => {
      log("info", "request", {
        method: request.method,
        path: request.originalUrl,
        status: response.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  });

  app.get("/healthz", (_request, response) => {
    response.json({ status: "ok" });
  });

  const client = fileURLToPath(new URL("../client", import.meta.url));
  // Vite puts a content hash in every file name under /assets: cache forever.
  app.use("/assets", express.static(`${client}/assets`, { immutable: true, maxAge: "1y" }));
  // A missing asset is a plain 404, not a whole rendered page.
  app.use("/assets", (_request, response) => {
    response.status(404).end();
  });
  app.use(express.static(client, { maxAge: "1h", index: false }));

  app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));
  return app;
}

/** Set in the child process that only creates the embedded database. */
const CREATE_DATABASE_ONLY = "HEADLINER_CREATE_DATABASE_ONLY";

/**
 * Creating a database (initdb) takes ~800 MB for a moment, and a process
 * keeps memory it once had. A short-lived child creates it, so the server
 * itself only ever opens one (~200 MB).
 */
function createDatabaseInChild(): Promise<void> {
  return new Promise((resolveCreated, reject) => {
    const child = fork(fileURLToPath(import.meta.url), {
      env: { ...process.env, [CREATE_DATABASE_ONLY]: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolveCreated() : reject(new Error(`creating the database failed (exit code ${code})`)),
    );
  });
}

/** How long a starting server waits for a shows command that holds the database to finish. */
const WAIT_FOR_SHOWS_TOOL_MS = 30_000;

/** Takes DATA_DIR for this server; stops start-up, named, when another server has it. */
async function lockDataDir(env: Env): Promise<() => void> {
  const started = Date.now();
  for (;;) {
    try {
      const lock = acquireLock(env.dataDir, "server");
      process.on("exit", lock.release);
      return lock.release;
    } catch (error) {
      const waiting = error instanceof DatabaseBusyError && error.holder.role === "shows-tool";
      if (waiting && Date.now() - started < WAIT_FOR_SHOWS_TOOL_MS) {
        await new Promise((resolveLater) => setTimeout(resolveLater, 200));
        continue;
      }
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  }
}

/**
 * Opens the embedded database this server owns, and lets the shows tool
 * reach it through a socket in DATA_DIR. Returns how to close both.
 */
async function openEmbeddedDatabase(env: Env): Promise<() => Promise<void>> {
  const releaseLock = await lockDataDir(env);
  let socket: { stop(): Promise<void> } | null = null;
  try {
    if (!databaseExists(env.dataDir)) await createDatabaseInChild();
    await getDatabase(env.dataDir);
    socket = await serveDatabaseSocket(env.dataDir, invalidateShows);
  } catch (error) {
    console.error(`DATA_DIR (${env.dataDir}): cannot open the database: ${describeError(error)}`);
    await closeDatabase().catch(() => {});
    releaseLock();
    process.exit(1);
  }
  return async () => {
    await socket?.stop();
    await closeDatabase();
    releaseLock();
  };
}

async function main(): Promise<void> {
  const env = loadEnv();

  if (process.env[CREATE_DATABASE_ONLY]) {
    await getDatabase(env.dataDir);
    await closeDatabase();
    return;
  }
  let closeStore = closeDatabase;
  if (env.supabase) log("info", "shows come from Supabase", { url: env.supabase.url });
  else closeStore = await openEmbeddedDatabase(env);
  log("info", env.spotify ? "albums come from Spotify" : "albums come from the sample catalog");

  const server = createApp().listen(env.port);
  server.on("listening", () => {
    log("info", "listening", { url: `http://localhost:${env.port}`, siteUrl: env.siteUrl });
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
      closeStore()
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

await main();
