import type { RequestListener, ServerResponse } from "node:http";
import zlib from "node:zlib";

import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createRequestHandler as createFetchHandler } from "react-router";

import { databaseAnswers } from "#app/.server/db/database.ts";
import { log } from "#app/.server/log.ts";
import { requestContext } from "#app/.server/request-context.ts";
import type { Services } from "#app/.server/services.ts";
import { SAVE_DATA_HEADER, savesData } from "#app/lib/save-data.ts";
import { isAdminPath } from "#app/modules/admin/index.ts";
import { ticketPings } from "#app/modules/tickets/.server/index.ts";
import { TICKET_PING_ROUTE } from "#app/modules/tickets/index.ts";
import { countVisits } from "#app/modules/visits/.server/index.ts";

import { guardFormPosts } from "./form-posts.ts";
import { DATABASE_DOWN, HEALTH_PAGE, pagesAnswer } from "./health.ts";
import { createPageCache } from "./page-cache.ts";
import { createSitePageKeys, redirectToCanonicalPage } from "./page-key.ts";
import { createRequestHandler } from "./react-router-handler.ts";
import { logAnswered, oddRequest, rejectOddRequests, requestLog } from "./requests.ts";
import { adminHeaders, securityHeaders } from "./security-headers.ts";

/** A page of the site: sent compressed as tightly as it is kept. */
const isPage = (response: ServerResponse) =>
  String(response.getHeader("content-type") ?? "").startsWith("text/html");

/**
 * The one Express app, the same under `npm run dev` and `npm start`: request
 * logs, the checks every request passes, headers, the health check, the
 * assets, then React Router. Only where the assets come from differs: Vite's
 * middleware in development, the client build in production.
 */

export interface AppOptions {
  /** The React Router build, or (development) how to load its current version. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middleware. Production: the folder of the client build. */
  assets: { vite: RequestHandler } | { clientDir: string };
  mode: "development" | "production";
  /** Origins images may come from besides the site (Spotify's image host when it is configured). */
  imageOrigins: string[];
  services: Services;
}

/** The last word on an error: one JSON line, a status and a short plain answer, never a stack. */

const answerErrors: ErrorRequestHandler = (error: unknown, request, response, _next) => {
  const status = (error as { status?: number }).status;
  const clientError = typeof status === "number" && status >= 400 && status < 500;
  log(clientError ? "warn" : "error", "request failed", {
    method: request.method,
    status: clientError ? status : 500,
    cause: error instanceof Error ? error.message : String(error),
  });
  if (response.headersSent) return void response.end();
  response
    .status(clientError ? status : 500)
    .type("text/plain")
    .send(clientError ? "Bad request\n" : "Something went wrong\n");
};

export function createApp({ build, assets, mode, imageOrigins, services }: AppOptions): RequestListener {
  const { shows } = services;
  // Production keeps rendered pages while they stay true (server/page-cache.ts); a change to
  // the shows or the campaign through this server, or new albums from Spotify, drops them all.
  const keys =
    mode === "production" && typeof build !== "function"
      ? createSitePageKeys({
          routes: build.routes,
          showExists: shows.showExists,
          releaseExists: services.albums.releaseExists,
          leadingStyle: () => services.campaign.current().activeStyle,
        })
      : null;
  const pages = keys
    ? createPageCache({
        freshUntil: shows.pagesFreshUntil,
        keyOf: (url, request) => keys.pageKey(url, savesData(request.headers["save-data"])),
        varyBy: [SAVE_DATA_HEADER],
        notFoundKeyOf: keys.notFoundKey,
      })
    : null;

  const app = express();
  app.disable("x-powered-by");
  // A client's address (the sign-up form's rate limit) is the one the proxies named by
  // TRUST_PROXY give (docs/deployment/), never one any other client claims.
  app.set("trust proxy", services.env.trustProxy);
  const trusted = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  app.use(requestLog);
  // React Router takes X-Forwarded-Host's port whenever any proxy is trusted, whoever sent it:
  // what only a proxy may say is dropped from every other client.
  app.use((request, _response, next) => {
    if (!trusted(request.socket.remoteAddress ?? "", 0)) {
      delete request.headers["x-forwarded-host"];
      delete request.headers["x-forwarded-proto"];
    }
    next();
  });
  // Before the refusals, so that a 400, 405 or 414 carries them too.
  app.use(securityHeaders({ development: mode === "development", imageOrigins }));
  app.use(rejectOddRequests);
  app.use((request, response, next) =>
    isAdminPath(request.path) ? adminHeaders(request, response, next) : next(),
  );
  // A Get Tickets click's ping: answered here, before the page cache and the forms' guard.
  app.post(TICKET_PING_ROUTE, ticketPings(services));
  app.use(
    compression({
      filter: (request, response) => !isPage(response) && compression.filter(request, response),
    }),
  );
  // A page is sent as tightly as it is kept: the first visitor after a page changes is sent it in one round
  // trip too (a brotli quality 4 page is about 2 KB larger). Compressed in zlib's thread pool.
  app.use(
    compression({
      filter: (request, response) => isPage(response) && compression.filter(request, response),
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  );

  // About: a page from the config alone, so a slow Supabase or Spotify (which only degrades a
  // block of a page) never makes an orchestrator restart a healthy instance.
  const probe = keys?.pageKey(HEALTH_PAGE);
  const renderPage = createFetchHandler(build, mode);
  app.get("/healthz", async (_request, response) => {
    const healthy = await pagesAnswer({
      kept: () => (pages && probe ? pages.has(probe) : false),
      render: () =>
        renderPage(new Request(`http://localhost${HEALTH_PAGE}`), requestContext(services, undefined)),
    });
    // Pages served without the database stay 200 (a restart would not bring it back); the answer says so.
    const database = services.database && !(await databaseAnswers(services.database)) ? DATABASE_DOWN : {};
    response
      .status(healthy ? 200 : 503)
      .json({ status: healthy ? "ok" : "pages are not answering", ...database });
  });

  app.use(redirectToCanonicalPage);

  if ("vite" in assets) {
    app.use(assets.vite);
  } else {
    // Vite puts a content hash in every file name under /assets: cache forever.
    app.use("/assets", express.static(`${assets.clientDir}/assets`, { immutable: true, maxAge: "1y" }));
    // A missing asset is a plain 404, not a whole rendered page.
    app.use("/assets", (_request, response) => {
      response.status(404).end();
    });
    app.use(express.static(assets.clientDir, { maxAge: "1h", index: false }));
  }

  if (pages) {
    shows.onChange(() => pages.clear());
    services.albums.onChange(() => pages.clear());
    services.campaign.onChange(() => pages.clear());
    app.use(pages.middleware);
  }

  app.use(guardFormPosts(services.env.siteUrl));
  app.use(
    createRequestHandler({
      build,
      mode,
      getLoadContext: (request, response) =>
        requestContext(services, request.ip, response.locals.formRefusal),
    }),
  );
  app.use(answerErrors);

  // A kept page is answered before Express, with the headers it was rendered with (the
  // security headers among them) and the same log line: a sensible request for a page
  // everyone sees the same costs what a static file does.
  const listener: RequestListener = pages
    ? (request, response) => {
        const startedAt = performance.now();
        if (!oddRequest(request) && pages.serveKept(request, response)) {
          return logAnswered(request, response.statusCode, startedAt);
        }
        void app(request, response);
      }
    : app;
  // Outside Express, so that kept pages are counted too (docs/shows.md#visits).
  return services.visits ? countVisits(services.visits, services.env.siteUrl, listener) : listener;
}
