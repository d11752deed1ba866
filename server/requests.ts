import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";

import { HOST_NAME } from "#app/.server/env.ts";
import { logger } from "#app/.server/log.ts";
import { FORM_POST_PATHS } from "#app/lib/follow.ts";
import { isTicketPingPath } from "#app/lib/ticket-clicks.ts";

/** Paths longer than this are refused (414): no page of the site comes near. */
export const MAX_URL_LENGTH = 2_048;

/** Query parameters whose values say nothing of a person and hold no secret: logged as sent. */
const LOGGED_VALUES = new Set(["style", "paper", "v"]);

/**
 * A request's path as its log line shows it: cut short, so a huge request cannot make a huge
 * line, and with the value of every query parameter but LOGGED_VALUES' left out, since they
 * carry confirmation tokens, unsubscribe keys, places and ZIP codes.
 */
export function loggedPath(url: string): string {
  const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
  const start = url.indexOf("?");
  if (start < 0) return short(url);
  const parameters = url
    .slice(start + 1, start + 1 + 200)
    .split("&")
    .map((parameter) => {
      const [name = "", value] = parameter.split("=", 2) as [string, string | undefined];
      return value === undefined || LOGGED_VALUES.has(name) ? parameter : `${name}=…`;
    });
  return `${short(url.slice(0, start))}?${parameters.join("&")}`;
}

/** The fields of a request's one log line: method, path (loggedPath), status and ms. */
function requestFields(request: IncomingMessage, status: number, ms: number) {
  // Express cuts a mount's prefix off `url` (/assets/…) and keeps the whole path in originalUrl.
  const url = (request as Partial<Request>).originalUrl ?? request.url ?? "";
  return { method: request.method, path: loggedPath(url), status, ms };
}

/** One JSON line per request through Express. */
export const requestLog = pinoHttp({
  logger,
  // No per-request child loggers and ids: the one line is enough.
  quietReqLogger: true,
  quietResLogger: true,
  genReqId: () => undefined as unknown as string,
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request",
  customSuccessObject: (request, response, { responseTime }: { responseTime: number }) =>
    requestFields(request, response.statusCode, responseTime),
  customErrorObject: (request, response, error, { responseTime }: { responseTime: number }) => ({
    ...requestFields(request, response.statusCode, responseTime),
    cause: error.message,
  }),
});

/** The same line for a request answered before Express (a kept page). */
export function logAnswered(request: IncomingMessage, status: number, startedAt: number) {
  logger.info(requestFields(request, status, Math.round(performance.now() - startedAt)), "request");
}

/** A host name, IPv4 address or [IPv6] address, with an optional port. */
const HOST = new RegExp(`^(?:${HOST_NAME.source}|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, "i");

/** Whether a Host header names a host and, if any, a port from 1 to 65535 (a URL cannot hold another). */
function sensibleHost(host: string | undefined): boolean {
  const match = HOST.exec(host ?? "");
  if (!match) return false;
  const port = match[1] === undefined ? 1 : Number(match[1]);
  return port >= 1 && port <= 65_535;
}

/**
 * Whether X-Forwarded-Host and X-Forwarded-Proto, when sent, are lists of hosts and of http or
 * https. A proxy named by TRUST_PROXY is believed about them (server/app.ts), and React Router
 * builds the request's address from them: another value would make that address invalid.
 */
function sensibleForwarding(headers: IncomingHttpHeaders): boolean {
  const listed = (name: string) => {
    const value = headers[name];
    return value === undefined
      ? []
      : String(value)
          .split(",")
          .map((entry) => entry.trim());
  };
  return (
    listed("x-forwarded-host").every(sensibleHost) &&
    listed("x-forwarded-proto").every((protocol) => /^https?$/i.test(protocol))
  );
}

/** A GET or HEAD that carries a body (the site reads none; a body left unread would hold the socket). */
const hasBody = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined ||
  (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0");

/** A refusal closes the connection: whatever the client sent after the request is never read. */
function refuse(response: Parameters<RequestHandler>[1], status: number, text: string) {
  response.status(status).set("Connection", "close").type("text/plain").send(`${text}\n`);
}

/**
 * A POST to one of the site's two forms (following the band, and leaving), the only body it reads,
 * or a Get Tickets link's ping (server/ticket-pings.ts), whose body it never reads.
 */
const isPost = (request: IncomingMessage, url: string) => {
  if (request.method !== "POST") return false;
  const path = url.split("?")[0]!;
  return FORM_POST_PATHS.includes(path) || isTicketPingPath(path);
};

/**
 * The site only serves pages and files (and takes its forms' POSTs and its ticket pings): every
 * other request shape, or one not of a sensible path, is answered at once,
 * with a 4xx and a fixed text (never the input, never a stack), before it can
 * cost anything. Null for a request that may go on.
 */
export function oddRequest(request: IncomingMessage): [status: number, text: string] | null {
  const url = request.url ?? "";
  const post = isPost(request, url);
  if (request.method !== "GET" && request.method !== "HEAD" && !post) return [405, "Method not allowed"];
  if (url.length > MAX_URL_LENGTH) return [414, "URI too long"];
  // Absolute-form ("GET http://other/ HTTP/1.1") is for proxies, asterisk-form for OPTIONS.
  if (!url.startsWith("/")) return [400, "Bad request"];
  // A fragment is never sent (RFC 9112 3.2): such a line could make the page and its key differ.
  if (url.includes("#")) return [400, "Bad request"];
  if (!sensibleHost(request.headers.host)) return [400, "Bad request"];
  if (!sensibleForwarding(request.headers)) return [400, "Bad request"];
  if (!post && hasBody(request)) return [400, "Bad request"];
  const query = url.indexOf("?");
  try {
    decodeURIComponent(query < 0 ? url : url.slice(0, query));
  } catch {
    return [400, "Bad request"];
  }
  return null;
}

export const rejectOddRequests: RequestHandler = (request, response, next) => {
  const odd = oddRequest(request);
  if (!odd) return next();
  const [status, text] = odd;
  if (status === 405) response.setHeader("Allow", "GET, HEAD");
  refuse(response, status, text);
};
