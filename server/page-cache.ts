import type { Request, RequestHandler, Response } from "express";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Rendered pages kept in memory, per path and page style, already
 * compressed (brotli and gzip) and with an ETag, so a page that is the same
 * for everyone for the next seconds is rendered once and then served like a
 * static file; a repeat visit with If-None-Match gets 304. A page is kept
 * only while it stays true (`freshUntil`: the shows' window, or sooner when
 * a show changes state by the clock), and every page is dropped at once by
 * `clear()` (the shows changed through the server). Only whole pages are
 * kept: a 200 HTML answer to a GET; errors, 404s and anything that is not a
 * page pass through untouched.
 */

interface Entry {
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  expires: number;
}

export interface PageCacheOptions {
  /** Until when a page rendered now may be served (ms since the epoch); null: do not keep it. */
  freshUntil(now: Date): Promise<number | null>;
  /** At most this many pages are kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

export interface PageCache {
  middleware: RequestHandler;
  /** Drops every kept page. */
  clear(): void;
  /** How many pages are kept now (for tests and the bench). */
  size(): number;
}

/** The headers a kept page is served with (the security headers come from the middleware before it). */
const KEPT_HEADERS = ["content-type", "cache-control"];

/**
 * One entry per path and style: `?style=normal` previews another style, and
 * every other query parameter (a tracking tag, a cache buster) shows the same
 * page, so it cannot fill the cache with copies.
 */
function cacheKey(request: Request): string {
  // Not new URL(): a path such as "//" would read as a host, and throw.
  const query = request.originalUrl.indexOf("?");
  const style =
    query < 0 ? "" : (new URLSearchParams(request.originalUrl.slice(query + 1)).get("style") ?? "");
  return `${request.path}?style=${style}`;
}

export function createPageCache({
  freshUntil,
  maxEntries = 500,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  /** Bumped by clear(): a page whose rendering began before the shows changed is not kept. */
  let generation = 0;
  /** The pages being rendered now, by key: settled once each is kept (or will not be). */
  const rendered = new Map<string, Promise<void>>();

  function send(entry: Entry, request: Request, response: Response) {
    for (const [name, value] of Object.entries(entry.headers)) response.setHeader(name, value);
    response.setHeader("ETag", entry.etag);
    response.setHeader("Vary", "Accept-Encoding");
    if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(entry.etag)) {
      return void response.status(304).end();
    }
    const encoding = request.acceptsEncodings("br", "gzip", "identity");
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding === "br" || encoding === "gzip") response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.status(200).end(request.method === "HEAD" ? undefined : body);
  }

  /**
   * Collects the body React Router writes, and keeps it if it is a whole
   * page. Resolves once the page is kept, or once it is clear it will not be.
   */
  function keepWhenDone(key: string, response: Response, renderedAt: number): Promise<void> {
    const startedIn = generation;
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    response.on("close", () => {
      if (!response.writableFinished) settle();
    });
    const chunks: Buffer[] = [];
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
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
    }) as Response["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];

    response.on("finish", () => {
      const type = String(response.getHeader("content-type") ?? "");
      const keepable =
        response.statusCode === 200 &&
        type.startsWith("text/html") &&
        String(response.getHeader("cache-control") ?? "").startsWith("public");
      if (!keepable) return settle();
      const identity = Buffer.concat(chunks);
      void freshUntil(new Date(renderedAt))
        .then(
          (until) => {
            if (until === null || until <= now() || startedIn !== generation) return;
            const headers: Record<string, string> = {};
            for (const name of KEPT_HEADERS) {
              const value = response.getHeader(name);
              if (value !== undefined) headers[name] = String(value);
            }
            entries.delete(key);
            entries.set(key, {
              headers,
              identity,
              gzip: gzipSync(identity, { level: 9 }),
              br: brotliCompressSync(identity, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
                },
              }),
              etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
              expires: until,
            });
            while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          },
          () => {},
        )
        .finally(settle);
    });
    return done;
  }

  const middleware: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const key = cacheKey(request);
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return send(entry, request, response);
    if (entry) entries.delete(key);
    // One render per page at a time: when many fans ask for a page that is not kept (it just
    // expired), the first renders it and the rest are answered from what it keeps.
    const rendering = rendered.get(key);
    if (rendering) {
      void rendering.then(() => {
        const kept = entries.get(key);
        if (kept && kept.expires > now()) send(kept, request, response);
        else next();
      });
      return;
    }
    if (request.method === "GET") {
      const done = keepWhenDone(key, response, now());
      rendered.set(key, done);
      void done.finally(() => rendered.delete(key));
    }
    next();
  };

  return {
    middleware,
    clear() {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
  };
}
