import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { logger } from "#app/.server/log.ts";

/**
 * The one Express app, the same under `npm run dev` and `npm start`: request
 * logs, headers, the health check, the assets, then React Router. Only where
 * the assets come from differs: Vite's middleware in development, the client
 * build in production.
 */

export interface AppOptions {
  /** The React Router build, or (development) how to load its current version. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middleware. Production: the folder of the client build. */
  assets: { vite: RequestHandler } | { clientDir: string };
  mode: "development" | "production";
}

/** One JSON line per request: method, path, status and ms beside the usual fields. */
const requestLog = pinoHttp({
  logger,
  // No per-request child loggers and ids: the one line is enough.
  quietReqLogger: true,
  quietResLogger: true,
  genReqId: () => undefined as unknown as string,
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request",
  customSuccessObject: (request, response, { responseTime }: { responseTime: number }) => ({
    method: request.method,
    path: (request as express.Request).originalUrl,
    status: response.statusCode,
    ms: responseTime,
  }),
  customErrorObject: (request, response, error, { responseTime }: { responseTime: number }) => ({
    method: request.method,
    path: (request as express.Request).originalUrl,
    status: response.statusCode,
    ms: responseTime,
    cause: error.message,
  }),
});

const securityHeaders: RequestHandler = (_request, response, next) => {
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  next();
};

export function createApp({ build, assets, mode }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLog);
  app.use(securityHeaders);
  app.use(compression());

  app.get("/healthz", (_request, response) => {
    response.json({ status: "ok" });
  });

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

  app.use(createRequestHandler({ build, mode }));
  return app;
}
