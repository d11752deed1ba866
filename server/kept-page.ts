import fresh from "fresh";
import Negotiator from "negotiator";
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * A page the page cache keeps (server/page-cache.ts): the rendered bytes in
 * each coding (brotli, gzip, none), each with its own ETag, and how one is
 * sent: the coding the browser asks for, or a 304 when it has that one.
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

export interface KeptPage extends Record<Encoding, Answer> {
  status: number;
  /** Until when it may be served (ms since the epoch). */
  expires: number;
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

// zlib's callback forms run on libuv's thread pool: the main thread goes on serving meanwhile.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The coding to send, by Accept-Encoding's q-values: the one the browser
 * rates highest of brotli and gzip, brotli on a tie (it is the smaller:
 * browsers send "gzip, deflate, br" with no q, and Express's `accepts` would
 * then pick gzip, the first named); no compression when it accepts neither.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const coding = negotiator.encoding(["br", "gzip"], { preferred: ["br", "gzip"] });
  return coding === "br" || coding === "gzip" ? coding : "identity";
}

/**
 * A rendered page in every encoding, with the headers it was rendered with.
 * Brotli at quality 11 takes tens of milliseconds for a page: it and gzip
 * run off the main thread, so keeping a page never holds other requests.
 */
export async function keptPage(
  page: Buffer,
  rendered: OutgoingHttpHeaders,
  { status, expires, vary }: { status: number; expires: number; vary: string },
): Promise<KeptPage> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(rendered)) {
    if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = value;
  }
  const hash = createHash("sha256").update(page).digest("base64url").slice(0, 27);
  const answer = (body: Buffer, encoding: Encoding): Answer => {
    const etag = `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
    const notModified = { ...headers, etag, vary };
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
  const [br, gz] = await Promise.all([
    brotli(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    }),
    gzipped(page, { level: 9 }),
  ]);
  return {
    identity: answer(page, "identity"),
    gzip: answer(gz, "gzip"),
    br: answer(br, "br"),
    status,
    expires,
  };
}

/** Answers a request with a kept page: in the coding it asks for, or 304 when it has that one. */
export function sendKept(page: KeptPage, request: IncomingMessage, response: ServerResponse) {
  const answer = page[pickEncoding(request.headers["accept-encoding"])];
  // If-None-Match only (compared weakly, "*" matching any): a kept page has no Last-Modified, and
  // a request's Cache-Control: no-cache (a reload) still gets its 304 from the origin itself.
  const notModified = fresh({ "if-none-match": request.headers["if-none-match"] }, { etag: answer.etag });
  if (page.status === 200 && notModified) {
    return void response.writeHead(304, answer.notModified).end();
  }
  response.writeHead(page.status, answer.headers).end(request.method === "HEAD" ? undefined : answer.body);
}
