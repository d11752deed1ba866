import { readFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

export interface PageSize {
  htmlBytes: number;
  htmlBrotliBytes: number;
  scripts: Record<string, number>;
  scriptGzipBytes: number;
  firstResponseBytes: number;
}

// RFC 6928's initial congestion window: ten segments of 1,460 bytes.
export const ONE_ROUND_TRIP_BYTES = 10 * 1460;

export function firstResponseBytes(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(new URL(path, origin), { headers: { "accept-encoding": "br" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => {
        const { rawHeaders, statusCode, statusMessage } = response;
        let head = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`;
        for (let index = 0; index < rawHeaders.length; index += 2)
          head += `${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`;
        resolve(Buffer.byteLength(`${head}\r\n`) + bytes);
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

const gzipSize = (path: string) => gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length;

function scriptsOf(html: string) {
  const found = [
    ...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/[^"]+)"/g),
  ].map((match) => match[1] ?? "");
  return [...new Set(found)].sort();
}

export async function measurePage(origin: string, path: string): Promise<PageSize> {
  const html = await (await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } })).text();
  const brotli = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "br" } });
  if (brotli.headers.get("content-encoding") !== "br") throw new Error(`${path} was not sent as brotli`);
  // fetch decodes the body: the bytes on the wire are in the header the server sets.
  const htmlBrotliBytes = Number(brotli.headers.get("content-length") ?? NaN);
  await brotli.arrayBuffer();
  const scripts = Object.fromEntries(scriptsOf(html).map((script) => [script, gzipSize(script)]));
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlBrotliBytes,
    scripts,
    scriptGzipBytes: Object.values(scripts).reduce((total, bytes) => total + bytes, 0),
    firstResponseBytes: await firstResponseBytes(origin, path),
  };
}

export async function measureSizes(origin: string, paths: string[]): Promise<Record<string, PageSize>> {
  const sizes: Record<string, PageSize> = {};
  for (const path of paths) sizes[path] = await measurePage(origin, path);
  return sizes;
}
