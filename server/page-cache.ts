import type { IncomingMessage, ServerResponse } from "node:http";
import { finished } from "node:stream";

import type { RequestHandler } from "express";

import { type KeptPage, keptPage, sendKept } from "./kept-page.ts";

// Pages the same for everyone, kept compressed while they stay true (decisions 006, 007, 046).
// No client can hold others up: every wait and every render has a deadline.

export interface PageCacheOptions {
  /** Ms since the epoch; null: do not keep the page. */
  freshUntil(now: Date): Promise<number | null>;
  /** null: render each time, never keep. Reads only the headers named in `varyBy`. */
  keyOf(url: string, request: IncomingMessage): string | null;
  varyBy?: string[];
  /** Middleware only, after the static files were looked for. */
  notFoundKeyOf?(url: string): string | null;
  maxEntries?: number;
  waitAtMostMs?: number;
  renderAtMostMs?: number;
  now?: () => number;
}

export const NOT_FOUND_KEY = "404";

export interface PageCache {
  /** For the host, before any other handler: it checks nothing else. */
  serveKept(request: IncomingMessage, response: ServerResponse): boolean;
  middleware: RequestHandler;
  clear(): void;
  size(): number;
  has(key: string): boolean;
  waiting(): number;
  keeping(): number;
}

function sameForEveryone(response: ServerResponse, keyed: Set<string>): boolean {
  if (response.hasHeader("set-cookie")) return false;
  const vary = String(response.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => name === "accept-encoding" || keyed.has(name));
}

const clientGone = (request: IncomingMessage, response: ServerResponse) =>
  response.destroyed || request.socket.destroyed;

export function createPageCache({
  freshUntil,
  keyOf,
  notFoundKeyOf = () => null,
  varyBy = [],
  maxEntries = 500,
  waitAtMostMs = 3_000,
  renderAtMostMs = 10_000,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, KeptPage>();
  const keyed = new Set(varyBy.map((name) => name.toLowerCase()));
  const vary = ["Accept-Encoding", ...varyBy].join(", ");
  // A page whose rendering began before clear() is not kept.
  let generation = 0;
  const renders = new Map<string, Set<() => void>>();
  let keeping = 0;

  /** Calls `done` exactly once, however the response ends. */
  function keepWhenDone(key: string, response: ServerResponse, done: () => void) {
    const startedIn = generation;
    const renderedAt = now();
    const chunks: Buffer[] = [];
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
            ),
      );
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as ServerResponse["end"];

    finished(response, (error) => {
      const type = String(response.getHeader("content-type") ?? "");
      const status = response.statusCode;
      const cacheControl = String(response.getHeader("cache-control") ?? "");
      const notFound = key.startsWith(`${NOT_FOUND_KEY}?`);
      // A page says it is public; the 404 page (which tells no CDN to keep it) only must not be private.
      const shared = notFound ? !/private|no-store/.test(cacheControl) : cacheControl.startsWith("public");
      const keepable =
        !error &&
        status === (notFound ? 404 : 200) &&
        type.startsWith("text/html") &&
        shared &&
        sameForEveryone(response, keyed);
      if (!keepable) return done();
      const page = Buffer.concat(chunks);
      chunks.length = 0;
      const headers = response.getHeaders();
      const stillTrue = (until: number | null): until is number =>
        until !== null && until > now() && startedIn === generation;
      // Kept only once compressed, so a kept page always has its three codings.
      keeping++;
      void freshUntil(new Date(renderedAt))
        .then(async (until) => {
          if (!stillTrue(until)) return;
          const kept = await keptPage(page, headers, { status, expires: until, vary });
          if (!stillTrue(until)) return;
          entries.delete(key);
          entries.set(key, kept);
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        })
        // A failure keeps nothing: the next request renders the page.
        .catch(() => {})
        .finally(() => {
          keeping--;
          done();
        });
    });
  }

  function renderForOthers(key: string, response: ServerResponse) {
    const waiters = new Set<() => void>();
    renders.set(key, waiters);
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (renders.get(key) === waiters) renders.delete(key);
      for (const wake of [...waiters]) wake();
    };
    const deadline = setTimeout(settle, renderAtMostMs);
    deadline.unref();
    keepWhenDone(key, response, settle);
  }

  function waitFor(
    waiters: Set<() => void>,
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) {
    const stop = () => {
      clearTimeout(timer);
      waiters.delete(wake);
      response.off("close", stop);
    };
    const wake = () => {
      stop();
      const kept = freshPage(key);
      if (kept) sendKept(kept, request, response);
      else render(key, request, response, next, false);
    };
    const timer = setTimeout(wake, waitAtMostMs);
    timer.unref();
    waiters.add(wake);
    response.once("close", stop);
  }

  /** `shared`: others may wait for this render. */
  function render(
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
    shared: boolean,
  ) {
    // Node sends no body to a HEAD, so the page rendered as a GET is kept for both.
    if (request.method === "HEAD") request.method = "GET";
    if (shared) renderForOthers(key, response);
    else keepWhenDone(key, response, () => {});
    next();
  }

  function freshPage(key: string): KeptPage | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return entry;
    entries.delete(key);
    return undefined;
  }

  const isRead = (request: IncomingMessage) => request.method === "GET" || request.method === "HEAD";
  const keyOfRequest = (request: IncomingMessage, url: string) =>
    isRead(request) ? keyOf(url, request) : null;
  const notFoundKeyOfRequest = (request: IncomingMessage & { originalUrl?: string }) =>
    isRead(request) ? notFoundKeyOf(request.originalUrl ?? request.url ?? "/") : null;

  const middleware: RequestHandler = (request, response, next) => {
    const key = keyOfRequest(request, request.originalUrl) ?? notFoundKeyOfRequest(request);
    if (key === null) return next();
    const entry = freshPage(key);
    if (entry) return sendKept(entry, request, response);
    if (clientGone(request, response)) return;
    // One render per page at a time: the rest wait for what it keeps.
    const waiters = renders.get(key);
    if (waiters) return waitFor(waiters, key, request, response, next);
    render(key, request, response, next, true);
  };

  return {
    serveKept(request, response) {
      const key = keyOfRequest(request, request.url ?? "/");
      const entry = key === null ? undefined : freshPage(key);
      if (entry) sendKept(entry, request, response);
      return entry !== undefined;
    },
    middleware,
    clear() {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
    has: (key) => freshPage(key) !== undefined,
    waiting: () => [...renders.values()].reduce((count, waiters) => count + waiters.size, 0),
    keeping: () => keeping,
  };
}
