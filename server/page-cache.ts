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
 * `clear()` (the shows changed through the server, or Spotify's albums did).
 * Only whole pages the same for everyone are kept: a 200 HTML answer to a
 * GET, public, with no cookie and varying by nothing but its coding; errors,
 * 404s and anything that is not a page pass through untouched.
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
  /** Each encoding is its own representation, with its own strong ETag. */
  etag: string;
  /** The headers of a 304 (those of the page, without its length and coding). */
  notModified: OutgoingHttpHeaders;
}

interface Entry extends Record<Encoding, Answer> {
  expires: number;
}

export interface PageCacheOptions {
  /** Until when a page rendered now may be served (ms since the epoch); null: do not keep it. */
  freshUntil(now: Date): Promise<number | null>;
  /** The page a request URL shows, as a key; null: render it each time, never keep it (server/page-key.ts). */
  keyOf(url: string): string | null;
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
 * The coding to send, by Accept-Encoding's q-values: the one the browser
 * rates highest of brotli and gzip, brotli on a tie (it is the smaller:
 * browsers send "gzip, deflate, br" with no q, and Express's `accepts` would
 * then pick gzip, the first named); no compression when it accepts neither.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const q = (coding: string) => quality.get(coding) ?? quality.get("*") ?? 0;
  const best = Math.max(q("br"), q("gzip"));
  if (best <= 0) return "identity";
  return q("br") === best ? "br" : "gzip";
}

/** Whether If-None-Match names this ETag (compared weakly, as RFC 9110 says for it) or is "*". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** A rendered page in every encoding, with the headers it was rendered with. */
function entryOf(page: Buffer, rendered: OutgoingHttpHeaders, expires: number): Entry {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(rendered)) {
    if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = value;
  }
  const hash = createHash("sha256").update(page).digest("base64url").slice(0, 27);
  const answer = (body: Buffer, encoding: Encoding): Answer => {
    const etag = `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
    const notModified = { ...headers, etag, vary: "Accept-Encoding" };
    return {
      headers: {
        ...notModified,
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        "content-length": body.length,
      },
      body,
      etag,
      notModified,
    };
  };
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
    expires,
  };
}

function send(entry: Entry, request: IncomingMessage, response: ServerResponse) {
  const answer = entry[pickEncoding(request.headers["accept-encoding"])];
  if (matches(request.headers["if-none-match"], answer.etag)) {
    return void response.writeHead(304, answer.notModified).end();
  }
  response.writeHead(200, answer.headers).end(request.method === "HEAD" ? undefined : answer.body);
}

/** A page the same for everyone: no cookie, and varying by nothing but its coding. */
function sameForEveryone(response: ServerResponse): boolean {
  if (response.hasHeader("set-cookie")) return false;
  const vary = String(response.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => name === "accept-encoding");
}

export function createPageCache({
  freshUntil,
  keyOf,
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
        String(response.getHeader("cache-control") ?? "").startsWith("public") &&
        sameForEveryone(response);
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

  /** The key of a GET or HEAD of a page; null for anything else. */
  const keyOfRequest = (request: IncomingMessage, url: string) =>
    request.method === "GET" || request.method === "HEAD" ? keyOf(url) : null;

  /** The page kept under a key while it is fresh; an expired one is dropped. */
  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return entry;
    entries.delete(key);
    return undefined;
  }

  const middleware: RequestHandler = (request, response, next) => {
    const key = keyOfRequest(request, request.originalUrl);
    if (key === null) return next();
    const entry = fresh(key);
    if (entry) return send(entry, request, response);
    // One render per page at a time: when many fans ask for a page that is not kept (it just
    // expired), the first renders it and the rest are answered from what it keeps.
    const rendering = rendered.get(key);
    if (rendering) {
      void rendering.then(() => {
        const kept = fresh(key);
        if (kept) send(kept, request, response);
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
      const key = keyOfRequest(request, request.url ?? "/");
      const entry = key === null ? undefined : fresh(key);
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
