import type { RequestHandler } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { finished } from "node:stream";
import { keptPage, sendKept, type KeptPage } from "./kept-page.ts";

/**
 * Rendered pages kept in memory, per path and page style, already
 * compressed (brotli and gzip) and with an ETag, so a page that is the same
 * for everyone for the next seconds is rendered once and then served like a
 * static file; a repeat visit with If-None-Match gets 304. A page is kept
 * only while it stays true (`freshUntil`: the shows' window, or sooner when
 * a show changes state by the clock), and every page is dropped at once by
 * `clear()` (the shows changed through the server, or Spotify's albums did).
 * Only whole pages the same for everyone are kept: a 200 (or, under the
 * not-found key, 404) HTML answer, public, with no cookie and varying by
 * nothing but its coding; errors and anything that is not a page pass
 * through untouched.
 *
 * No client can hold others up: a render others wait for settles however
 * its response ends (finished, closed, destroyed before it began) and by a
 * deadline at the latest; a waiter renders for itself after its own
 * deadline, and a waiter whose client has gone is forgotten at once.
 *
 * A kept page is answered by `serveKept`, in front of everything else, with
 * the headers its render was sent with (the security headers among them):
 * the same bytes, without the work.
 */

export interface PageCacheOptions {
  /** Until when a page rendered now may be served (ms since the epoch); null: do not keep it. */
  freshUntil(now: Date): Promise<number | null>;
  /**
   * The page a request shows, as a key; null: render it each time, never keep it (server/page-key.ts).
   * The URL and, of the request's headers, only those named in `varyBy`.
   */
  keyOf(url: string, request: IncomingMessage): string | null;
  /** Request headers besides Accept-Encoding that change a page (and that `keyOf` reads): its Vary. */
  varyBy?: string[];
  /**
   * For the middleware only, once the static files were looked for: the
   * not-found key of a URL that has no page (NOT_FOUND_KEY), or null.
   */
  notFoundKeyOf?(url: string): string | null;
  /** At most this many pages are kept; the oldest go first. */
  maxEntries?: number;
  /** How long a request waits for another's render of its page before rendering for itself. */
  waitAtMostMs?: number;
  /** How long a render may take before others stop waiting for it (the next request renders anew). */
  renderAtMostMs?: number;
  now?: () => number;
}

/** The key every page not found is kept under (with its style): one 404 page for every unknown URL. */
export const NOT_FOUND_KEY = "404";

export interface PageCache {
  /**
   * Answers a GET or HEAD of a kept page (true), or leaves the request alone
   * (false). For the host, before any other handler: it checks nothing else.
   */
  serveKept(request: IncomingMessage, response: ServerResponse): boolean;
  /** For Express, after compression: keeps what it renders; one render per page at a time. */
  middleware: RequestHandler;
  /** Drops every kept page. */
  clear(): void;
  /** How many pages are kept now (for tests and the bench). */
  size(): number;
  /** Whether a fresh page is kept under `key` (the health check). */
  has(key: string): boolean;
  /** How many requests wait for another's render now (for tests: none may be left behind). */
  waiting(): number;
  /** How many rendered pages are being compressed and stored now (for tests, to wait for them). */
  keeping(): number;
}

/** A page the same for everyone: no cookie, and varying by nothing but its coding and what the key reads. */
function sameForEveryone(response: ServerResponse, keyed: Set<string>): boolean {
  if (response.hasHeader("set-cookie")) return false;
  const vary = String(response.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => name === "accept-encoding" || keyed.has(name));
}

/** Whether the client of this response is gone already (it reset or closed the connection). */
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
  /** Bumped by clear(): a page whose rendering began before the shows changed is not kept. */
  let generation = 0;
  /**
   * The pages being rendered for others now, by key: the requests waiting
   * for each (a function that wakes one). Woken once the page is kept, or
   * once it is clear it will not be.
   */
  const renders = new Map<string, Set<() => void>>();
  let keeping = 0;

  /**
   * Collects the body React Router writes, and keeps it if it is a whole
   * page. Calls `done` exactly once, however the response ends.
   */
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

    // Finished, closed early, destroyed or errored: finished() calls back once, in every case.
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
      // The page is stored once compressed (off the main thread): its render has answered already,
      // and the requests for it meanwhile wait as they wait for a render. So a kept page always
      // has its three codings, and a browser gets brotli from the first kept answer on.
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

  /** Renders the page for everyone: requests for it meanwhile wait (see waitFor). */
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
    // A render that takes too long no longer holds anyone: the next request renders anew.
    const deadline = setTimeout(settle, renderAtMostMs);
    deadline.unref();
    keepWhenDone(key, response, settle);
  }

  /**
   * Waits for another request's render of the page: answers from what it
   * keeps, or renders after all (`next`) when it keeps nothing or takes
   * longer than `waitAtMostMs`. A client that goes meanwhile is forgotten.
   */
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

  /** Renders the page (through `next`), keeping what it renders; `shared`: others may wait for it. */
  function render(
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
    shared: boolean,
  ) {
    // A HEAD renders the whole page as a GET would (the server sends no body to a HEAD), so
    // it is kept for both.
    if (request.method === "HEAD") request.method = "GET";
    if (shared) renderForOthers(key, response);
    else keepWhenDone(key, response, () => {});
    next();
  }

  /** The page kept under a key while it is fresh; an expired one is dropped. */
  function freshPage(key: string): KeptPage | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return entry;
    entries.delete(key);
    return undefined;
  }

  /** The key of a GET or HEAD of a page; null for anything else. */
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
    // The client left while the request was on its way here: nobody to render for.
    if (clientGone(request, response)) return;
    // One render per page at a time: when many fans ask for a page that is not kept (it just
    // expired), the first renders it and the rest are answered from what it keeps.
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
