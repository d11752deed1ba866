import closeWithGrace from "close-with-grace";
import type { RequestHandler } from "express";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { EnvError, loadEnvironment } from "#app/.server/env.ts";
import { describeError, log } from "#app/.server/log.ts";
import { SPOTIFY_IMAGE_ORIGIN } from "#app/.server/albums/spotify.ts";
import { prepareFollowing, startClearingUnconfirmed } from "#app/.server/fans/following.ts";
import { startNotifier } from "#app/.server/fans/notify.ts";
import { startMail, wakeSender } from "#app/.server/mail/index.ts";
import { drawSiteImages } from "#app/.server/share-images/index.ts";
import { openShowsStore } from "#app/.server/shows/index.ts";
import { openedDatabase } from "#app/.server/shows/open-store.ts";
import type { Database } from "#app/.server/db/database.ts";
import { siteShareCard } from "#app/lib/share-cards.ts";
import { SAMPLE_BAND_NAME } from "#content/sample-band.ts";
import { siteConfig } from "#content/site.config.ts";
import { createApp } from "./app.ts";
import { limitPipelining } from "./pipelining.ts";

/**
 * The server's life, the same in development and production (server/index.js
 * picks the mode): check the environment, open the shows store (the embedded
 * database's lock and socket, or the hosted table), listen on PORT, and on
 * SIGTERM or SIGINT finish the requests in flight and close the database.
 * Vite builds this file, with the whole app, into build/server/index.js.
 */

const SHUTDOWN_GRACE_MS = 10_000;
/** How often a server on Supabase looks for changed shows to tell fans of. */
const HOSTED_CHECK_MS = 60_000;
/** How long to wait before trying again to read the key of confirmation links. */
const PREPARE_RETRY_MS = 30_000;

/**
 * Reads the key that signs confirmation links. On Supabase the database may
 * be down at start-up: the site starts all the same (sign-ups are answered
 * "try again later" meanwhile), and the key is read again until it is there.
 */
async function prepareFollowingOrRetry(database: Database): Promise<void> {
  try {
    await prepareFollowing(database);
  } catch (error) {
    log("error", "following the band is off until the fans' database answers", {
      cause: describeError(error),
    });
    setTimeout(() => void prepareFollowingOrRetry(database), PREPARE_RETRY_MS).unref();
  }
}

/**
 * What close-with-grace would also shut down on, left to Node's defaults: only SIGTERM and
 * SIGINT stop the server gracefully, and a crash stops it at once.
 */
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

/**
 * Connections open at once, at most; more are refused until some close.
 * Far above what one small server serves (a kept page takes well under a
 * millisecond), and below the usual limit of 1,024 open files per process.
 */
export const MAX_CONNECTIONS = 900;

/** How a request Node's own parser refuses is answered; anything else is a 400. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/**
 * Timeouts set on purpose, so a slow or silent client holds a socket for a
 * bounded time: the headers must arrive within 10 s (a slow-header attack
 * then costs a socket each, for 10 s, and no CPU), the whole request within
 * 30 s (the site takes no uploads), an idle keep-alive connection is
 * closed after 5 s (below the 60 s of common proxies and load balancers, so
 * the proxy never reuses a connection we are closing), and a connection on
 * which nothing moves for 20 s (a client that stopped reading its answers)
 * is closed.
 */
function limitSlowClients(server: Server): void {
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  server.timeout = 20_000;
  server.maxConnections = MAX_CONNECTIONS;
  // A request Node's parser refuses (a malformed request line or header, headers over 16 KB):
  // one JSON line and a plain 400/431, as the app would answer.
  // CONNECT is for proxies: Node hands it to this event, and without an answer the socket would just close.
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

  let closeStore: () => Promise<void>;
  try {
    closeStore = await openShowsStore(env);
  } catch (error) {
    console.error(describeError(error));
    process.exit(1);
  }
  // The fans' database: the embedded one this process owns, or the Supabase project's.
  const database = openedDatabase();
  if (database) await prepareFollowingOrRetry(database);
  // E-mail to fans: the sender of the outbox; the only one on the embedded database, which this
  // process owns, so it takes back the claims of a sender killed mid-send at once.
  const stopMail = database ? startMail(env, database, { onlySender: !env.supabase }) : async () => {};
  // Telling fans of new and changed shows: after start-up, whenever the shows change, and on
  // Supabase every minute (the table changes without this server hearing of it).
  const notifier = database
    ? startNotifier({
        database,
        siteUrl: env.siteUrl,
        wake: wakeSender,
        checkEveryMs: env.supabase ? HOSTED_CHECK_MS : undefined,
      })
    : null;
  // Sign-ups whose confirmation link expired unfollowed are deleted: now, then hourly.
  const stopClearing = database ? startClearingUnconfirmed() : () => {};
  /** Stops the fans' background work before the database closes: the message being sent is finished and marked. */
  const stopBackground = async () => {
    stopClearing();
    await notifier?.stop();
    await stopMail();
  };
  log("info", env.supabase ? "shows come from Supabase" : "shows come from the embedded database", {
    ...(env.supabase ? { url: env.supabase.url } : { dataDir: env.dataDir }),
  });
  log(
    "info",
    env.spotify
      ? "albums come from Spotify"
      : siteConfig.name === SAMPLE_BAND_NAME
        ? "albums come from the sample catalog"
        : "albums come from content/site.config.ts alone (Spotify is not set)",
  );

  // Album covers come from Spotify's image host when Spotify is configured.
  const imageOrigins = env.spotify ? [SPOTIFY_IMAGE_ORIGIN] : [];
  const app = createApp(
    vite
      ? { build: vite.loadBuild, assets: { vite: vite.middlewares }, mode: "development", imageOrigins }
      : { build, assets: { clientDir: clientDir! }, mode: "production", imageOrigins },
  );
  if (!env.siteUrlSet && !vite) {
    log("warn", "SITE_URL is not set: links, share cards and calendar entries name localhost", {
      siteUrl: env.siteUrl,
    });
  }
  // Before the first visitor: the site's share card and icons (from disk after the first start).
  await drawSiteImages(siteShareCard());
  const server = createServer(limitPipelining(app)).listen(env.port, env.host);
  limitSlowClients(server);
  server.on("listening", () => {
    log("info", "listening", {
      url: `http://localhost:${env.port}`,
      host: env.host ?? "every interface",
      siteUrl: env.siteUrl,
    });
    // The one plain line, for whoever started the server by hand.
    console.log(`listening on http://localhost:${env.port}`);
  });
  server.on("error", (error) => {
    console.error(`PORT (${env.port}): cannot listen: ${error.message}`);
    void stopBackground()
      .then(closeStore)
      .finally(() => process.exit(1));
  });

  // Finish the requests in flight, then close the database so its files are consistent. A second
  // signal, or 10 s gone by, ends the process at once: the database survives even a kill -9.
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
      await stopBackground();
      await Promise.all([closeStore(), vite?.close()]).catch((error: unknown) =>
        log("error", "closing the database failed", { cause: describeError(error) }),
      );
    },
  );
}
