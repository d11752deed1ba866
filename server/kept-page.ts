import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import fresh from "fresh";
import Negotiator from "negotiator";

type Encoding = "br" | "gzip" | "identity";

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  notModified: OutgoingHttpHeaders;
}

export interface KeptPage extends Record<Encoding, Answer> {
  status: number;
  /** Ms since the epoch. */
  expires: number;
}

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

// The callback forms run on libuv's thread pool, off the main thread.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli on a tie: browsers send "gzip, deflate, br" with no q, and `accepts` would pick gzip. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const coding = negotiator.encoding(["br", "gzip"], { preferred: ["br", "gzip"] });
  return coding === "br" || coding === "gzip" ? coding : "identity";
}

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

export function sendKept(page: KeptPage, request: IncomingMessage, response: ServerResponse) {
  const answer = page[pickEncoding(request.headers["accept-encoding"])];
  // If-None-Match only: a reload's Cache-Control: no-cache still gets its 304 from the origin.
  const notModified = fresh({ "if-none-match": request.headers["if-none-match"] }, { etag: answer.etag });
  if (page.status === 200 && notModified) {
    return void response.writeHead(304, answer.notModified).end();
  }
  response.writeHead(page.status, answer.headers).end(request.method === "HEAD" ? undefined : answer.body);
}
