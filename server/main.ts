import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";

import closeWithGrace from "close-with-grace";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";

import { describePostgres } from "#app/.server/db/postgres.ts";
import { EnvError, loadEnvironment } from "#app/.server/env.ts";
import { describeError, log } from "#app/.server/log.ts";
import { openServices, type RunningServices } from "#app/.server/services.ts";
import { SPOTIFY_IMAGE_ORIGIN } from "#app/modules/music/.server/index.ts";
import { siteShareCard } from "#app/modules/share/index.ts";
import { SAMPLE_BAND_NAME } from "#content/sample-band.ts";
import { siteConfig } from "#content/site.config.ts";

import { createApp } from "./app.ts";
import { limitPipelining } from "./pipelining.ts";

// Vite builds this file, with the whole app, into build/server/index.js; server/index.js picks the mode.

const SHUTDOWN_GRACE_MS = 10_000;

/** Left to Node's defaults: only SIGTERM and SIGINT stop gracefully; a crash stops at once. */
const NOT_GRACEFUL: closeWithGrace.AllEvents[] = [
  "SIGHUP",
  "SIGQUIT",
  "SIGILL",
  "SIGTRAP",
  "SIGABRT",
  "SIGBUS",
  "SIGFPE",
  "SIGSEGV",
  "SIGUSR2",
  "uncaughtException",
  "unhandledRejection",
  "beforeExit",
];

/** Connections open at once, at most: far above one small server's need, below 1,024 open files. */
export const MAX_CONNECTIONS = 900;

/** How a request Node's own parser refuses is answered; anything else is a 400. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/** A slow or silent client holds a socket for a bounded time; idle keep-alive ends before proxies' 60 s. */
function limitSlowClients(server: Server): void {
  server.headersTimeout = 10_000;
  // A band member's 20 MB photo over a slow phone connection (decision 095).
  server.requestTimeout = 120_000;
  server.keepAliveTimeout = 5_000;
  server.timeout = 20_000;
  server.maxConnections = MAX_CONNECTIONS;
  // CONNECT is for proxies: without an answer the socket would just close.
  server.on("connect", (request: IncomingMessage, socket: Duplex) => {
    log("warn", "request refused", { method: request.method, status: 405 });
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    );
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const [status, reason] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Bad Request"];
    log("warn", "request refused", { status, cause: error.code ?? error.message });
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}

export interface StartOptions {
  /** Development: Vite's middleware and how to load the current app. */
  vite?: { middlewares: RequestHandler; loadBuild(): Promise<ServerBuild>; close(): Promise<void> };
  /** Production: the client build's folder. */
  clientDir?: string;
  /** NODE_ENV=production was set by whoever started the server (not by `npm start` itself). */
  production?: boolean;
}

export async function start({ vite, clientDir, production = false }: StartOptions): Promise<void> {
  let env;
  try {
    // The config too: the build checked it, and a server started from source (npm run dev) is checked here.
    env = loadEnvironment({ production });
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  for (const notice of env.notices) log("warn", notice);

  let services: RunningServices;
  try {
    services = await openServices(env);
  } catch (error) {
    console.error(describeError(error));
    process.exit(1);
  }
  if (env.postgres) {
    log("info", "every table is in Postgres (DATABASE_URL)", {
      database: describePostgres(env.postgres.url),
      poolSize: env.postgres.poolSize,
    });
  } else {
    log("info", env.supabase ? "shows come from Supabase" : "shows come from the embedded database", {
      ...(env.supabase ? { url: env.supabase.url } : { dataDir: env.dataDir }),
    });
  }
  log(
    "info",
    env.spotify
      ? "albums come from Spotify"
      : siteConfig.name === SAMPLE_BAND_NAME
        ? "albums come from the sample catalog"
        : "albums come from content/site.config.ts alone (Spotify is not set)",
  );

  const imageOrigins = env.spotify ? [SPOTIFY_IMAGE_ORIGIN] : [];
  const app = createApp(
    vite
      ? {
          build: vite.loadBuild,
          assets: { vite: vite.middlewares },
          mode: "development",
          imageOrigins,
          services,
        }
      : { build, assets: { clientDir: clientDir! }, mode: "production", imageOrigins, services },
  );
  if (!env.siteUrlSet && !vite) {
    log("warn", "SITE_URL is not set: links, share cards and calendar entries name localhost", {
      siteUrl: env.siteUrl,
    });
  }
  await services.shareImages.drawSiteImages(siteShareCard());
  const server = createServer(limitPipelining(app)).listen(env.port, env.host);
  limitSlowClients(server);
  server.on("listening", () => {
    log("info", "listening", {
      url: `http://localhost:${env.port}`,
      host: env.host ?? "every interface",
      siteUrl: env.siteUrl,
    });
    console.log(`listening on http://localhost:${env.port}`);
  });
  server.on("error", (error) => {
    console.error(`PORT (${env.port}): cannot listen: ${error.message}`);
    void services.close().finally(() => process.exit(1));
  });

  // A second signal, or 10 s gone by, ends the process at once: the database survives even a kill -9.
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: false,
      skip: NOT_GRACEFUL,
      onTimeout: () => log("error", "shutdown took too long; exiting"),
      onSecondSignal: (signal) => log("error", "a second signal; exiting at once", { signal }),
    },
    async ({ signal }) => {
      log("info", "shutting down", { signal });
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await closed;
      await Promise.all([services.close(), vite?.close()]).catch((error: unknown) =>
        log("error", "closing the database failed", { cause: describeError(error) }),
      );
    },
  );
}
