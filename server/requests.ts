import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { logger } from "#app/.server/log.ts";

/** One JSON line per request: method, path, status and ms beside the usual fields. */
export const requestLog = pinoHttp({
  logger,
  // No per-request child loggers and ids: the one line is enough.
  quietReqLogger: true,
  quietResLogger: true,
  genReqId: () => undefined as unknown as string,
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request",
  customSuccessObject: (request, response, { responseTime }: { responseTime: number }) => ({
    method: request.method,
    path: loggedPath(request as Request),
    status: response.statusCode,
    ms: responseTime,
  }),
  customErrorObject: (request, response, error, { responseTime }: { responseTime: number }) => ({
    method: request.method,
    path: loggedPath(request as Request),
    status: response.statusCode,
    ms: responseTime,
    cause: error.message,
  }),
});

/** Paths longer than this are refused (414): no page of the site comes near. */
export const MAX_URL_LENGTH = 2_048;

/** A request's path as logged: cut short, so a huge request cannot make a huge log line. */
function loggedPath(request: Request): string {
  const url = request.originalUrl;
  return url.length > 200 ? `${url.slice(0, 200)}…` : url;
}

/** A host name, IPv4 address or [IPv6] address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function refuse(response: Parameters<RequestHandler>[1], status: number, text: string) {
  response.status(status).type("text/plain").send(`${text}\n`);
}

/**
 * The site only serves pages and files: every request shape that is not a
 * plain GET or HEAD of a sensible path is answered at once, with a 4xx and a
 * fixed text (never the input, never a stack), before it can cost anything.
 */
export const rejectOddRequests: RequestHandler = (request, response, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.setHeader("Allow", "GET, HEAD");
    return refuse(response, 405, "Method not allowed");
  }
  if (request.url.length > MAX_URL_LENGTH) return refuse(response, 414, "URI too long");
  // Absolute-form ("GET http://other/ HTTP/1.1") is for proxies, asterisk-form for OPTIONS.
  if (!request.url.startsWith("/")) return refuse(response, 400, "Bad request");
  if (!HOST.test(request.headers.host ?? "")) return refuse(response, 400, "Bad request");
  try {
    decodeURIComponent(request.path);
  } catch {
    return refuse(response, 400, "Bad request");
  }
  next();
};
