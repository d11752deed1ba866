import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";

import { HOST_NAME } from "#app/.server/env.ts";
import { logger } from "#app/.server/log.ts";
import { isAdminPath } from "#app/modules/admin/index.ts";
import { isTicketPingPath } from "#app/modules/tickets/index.ts";

import { isFormPostPath } from "./form-posts.ts";

export const MAX_URL_LENGTH = 2_048;

/** Query parameters whose values say nothing of a person: logged as sent. */
const LOGGED_VALUES = new Set(["style", "paper", "v"]);

/** Cut short, and other values left out: they carry tokens, unsubscribe keys, places and ZIP codes. */
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

function requestFields(request: IncomingMessage, status: number, ms: number) {
  // Express cuts a mount's prefix off `url` (/assets/…) and keeps the whole path in originalUrl.
  const url = (request as Partial<Request>).originalUrl ?? request.url ?? "";
  return { method: request.method, path: loggedPath(url), status, ms };
}

export const requestLog = pinoHttp({
  logger,
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

export function logAnswered(request: IncomingMessage, status: number, startedAt: number) {
  logger.info(requestFields(request, status, Math.round(performance.now() - startedAt)), "request");
}

const HOST = new RegExp(`^(?:${HOST_NAME.source}|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, "i");

function sensibleHost(host: string | undefined): boolean {
  const match = HOST.exec(host ?? "");
  if (!match) return false;
  const port = match[1] === undefined ? 1 : Number(match[1]);
  return port >= 1 && port <= 65_535;
}

/** React Router builds the request's address from these when a proxy is trusted: nonsense would break it. */
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

/** The site reads no GET body; one left unread would hold the socket. */
const hasBody = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined ||
  (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0");

function refuse(response: Parameters<RequestHandler>[1], status: number, text: string) {
  response.status(status).set("Connection", "close").type("text/plain").send(`${text}\n`);
}

const isPost = (request: IncomingMessage, url: string) => {
  if (request.method !== "POST") return false;
  const path = url.split("?")[0]!;
  return isFormPostPath(path) || isTicketPingPath(path) || isAdminPath(path);
};

/** Any other shape is answered at once with a fixed text (never the input), before it costs anything. */
export function oddRequest(request: IncomingMessage): [status: number, text: string] | null {
  const url = request.url ?? "";
  const post = isPost(request, url);
  if (request.method !== "GET" && request.method !== "HEAD" && !post) return [405, "Method not allowed"];
  if (url.length > MAX_URL_LENGTH) return [414, "URI too long"];
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
