import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The base of the fake Supabase and Spotify servers: real HTTP on 127.0.0.1
 * that records every request. A request no route answers gets a 404 and is
 * recorded as unhandled, so a test can insist there were none.
 *
 * Tests in the same process drive a fake through its object; another process
 * (the site under a browser test, a developer) through its control routes:
 *   GET  /__fake/requests   what was recorded
 *   POST /__fake/reset      forget it, back to good answers
 *   POST /__fake/answer     {"...": "..."} the fake's answer modes
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent: "/rest/v1/shows?select=*". */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** No route answered it. */
  unhandled?: true;
}

export interface Route {
  method: string;
  /** Matched against the path without its query. */
  path: RegExp;
  handle: (request: RecordedRequest, response: ServerResponse, match: RegExpExecArray) => void;
}

export interface RecordingServer {
  /** "http://127.0.0.1:port", no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** Requests no route answered. */
  unhandled(): RecordedRequest[];
  close(): Promise<void>;
}

export interface ControlHooks {
  reset(): void;
  answer(modes: Record<string, unknown>): void;
}

export async function startRecordingServer(
  name: string,
  routes: Route[],
  control: ControlHooks,
  port = 0,
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: RecordedRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const pathname = new URL(request.path, "http://fake").pathname;

      if (pathname.startsWith("/__fake/")) {
        handleControl(request, pathname, response);
        return;
      }
      requests.push(request);
      for (const route of routes) {
        const match = route.path.exec(pathname);
        if (match && route.method === request.method) {
          route.handle(request, response, match);
          return;
        }
      }
      sendUnhandled(name, request, response);
    });
  });

  function handleControl(request: RecordedRequest, pathname: string, response: ServerResponse) {
    if (request.method === "GET" && pathname === "/__fake/requests") {
      sendJson(response, 200, requests);
    } else if (request.method === "POST" && pathname === "/__fake/reset") {
      requests.length = 0;
      control.reset();
      sendJson(response, 200, { ok: true });
    } else if (request.method === "POST" && pathname === "/__fake/answer") {
      try {
        control.answer(JSON.parse(request.body) as Record<string, unknown>);
        sendJson(response, 200, { ok: true });
      } catch (error) {
        sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) });
      }
    } else {
      sendJson(response, 404, { error: `fake ${name}: no control route ${request.method} ${pathname}` });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${actualPort}`,
    requests,
    unhandled: () => requests.filter((request) => request.unhandled),
    close: () =>
      new Promise((resolve) => {
        // Hanging answers never end by themselves.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

/** The answer to a request no route takes: a 404, and the request recorded as unhandled. */
export function sendUnhandled(name: string, request: RecordedRequest, response: ServerResponse): void {
  request.unhandled = true;
  const { pathname } = new URL(request.path, "http://fake");
  sendJson(response, 404, { error: `fake ${name}: no route for ${request.method} ${pathname}` });
}

export function sendNotJson(response: ServerResponse): void {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.end("<html><body>502 Bad Gateway (a proxy's page, not JSON)</body></html>");
}

/** Never answers; the connection stays open until the client gives up or the fake closes. */
export function hang(_response: ServerResponse): void {}

/** Checks a mode name against the allowed ones; the fakes' control route reports a typo by name. */
export function pickMode<T extends string>(kind: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${kind}: unknown answer ${JSON.stringify(value)}; one of ${allowed.join(", ")}`);
}
