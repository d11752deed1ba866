import type { RequestHandler } from "express";
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
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
 *
 * A kept page is answered by `serveKept`, in front of everything else, with
 * the headers its render was sent with (the security headers among them):
 * the same bytes, without the work.
 */

type Encoding = "br" | "gzip" | "identity";

/** A kept page as sent in one encoding: its headers, ready for writeHead, and its body. */
interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Entry extends Record<Encoding, Answer> {
  etag: string;
  /** The headers of a 304 (those of the page, without its length). */
  notModified: OutgoingHttpHeaders;
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
}

/** Headers that describe one response, not the page: a kept page sets its own. */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
]);

/**
 * One entry per path and style: `?style=normal` previews another style, and
 * every other query parameter (a tracking tag, a cache buster) shows the same
 * page, so it cannot fill the cache with copies.
 */
function cacheKey(url: string): string {
  // Not new URL(): a path such as "//" would read as a host, and throw.
  const query = url.indexOf("?");
  if (query < 0) return `${url}?style=`;
  const style = new URLSearchParams(url.slice(query + 1)).get("style") ?? "";
  return `${url.slice(0, query)}?style=${style}`;
}

/** The coding to send: brotli, else gzip, else none, as Accept-Encoding allows (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const accepted = (coding: string) => (quality.get(coding) ?? quality.get("*") ?? 0) > 0;
  return accepted("br") ? "br" : accepted("gzip") ? "gzip" : "identity";
}

/** A rendered page in every encoding, with the headers it was rendered with. */
function entryOf(page: Buffer, rendered: OutgoingHttpHeaders, expires: number): Entry {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(rendered)) {
    if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = value;
  }
  const etag = `"${createHash("sha256").update(page).digest("base64url").slice(0, 27)}"`;
  const notModified = { ...headers, etag, vary: "Accept-Encoding" };
  const answer = (body: Buffer, encoding: Encoding): Answer => ({
    headers: {
      ...notModified,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": body.length,
    },
    body,
  });
  return {
    identity: answer(page, "identity"),
    gzip: answer(gzipSync(page, { level: 9 }), "gzip"),
    br: answer(
      brotliCompressSync(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
        },
      }),
      "br",
    ),
    etag,
    notModified,
    expires,
  };
}

function send(entry: Entry, request: IncomingMessage, response: ServerResponse) {
  if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(entry.etag)) {
    return void response.writeHead(304, entry.notModified).end();
  }
  const { headers, body } = entry[pickEncoding(request.headers["accept-encoding"])];
  response.writeHead(200, headers).end(request.method === "HEAD" ? undefined : body);
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

  /**
   * Collects the body React Router writes, and keeps it if it is a whole
   * page. Resolves once the page is kept, or once it is clear it will not be.
   */
  function keepWhenDone(key: string, response: ServerResponse, renderedAt: number): Promise<void> {
    const startedIn = generation;
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    response.on("close", () => {
      if (!response.writableFinished) settle();
    });
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
            entries.delete(key);
            entries.set(key, entryOf(identity, response.getHeaders(), until));
            while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          },
          () => {},
        )
        .finally(settle);
    });
    return done;
  }

  /** The kept page for a request, while it is fresh. */
  function kept(request: IncomingMessage): Entry | undefined {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const entry = entries.get(cacheKey(request.url ?? "/"));
    return entry && entry.expires > now() ? entry : undefined;
  }

  const middleware: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const key = cacheKey(request.originalUrl);
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
    serveKept(request, response) {
      const entry = kept(request);
      if (entry) send(entry, request, response);
      return entry !== undefined;
    },
    middleware,
    clear() {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
  };
}
