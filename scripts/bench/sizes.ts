// What each page costs a first visit: its HTML as sent (brotli) and the scripts it loads.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

export interface PageSize {
  /** The HTML as the server keeps it, uncompressed. */
  htmlBytes: number;
  /** The HTML as sent to a browser that accepts brotli. */
  htmlBrotliBytes: number;
  /** Gzip (level 9) size of each script the page loads, by path. */
  scripts: Record<string, number>;
  scriptGzipBytes: number;
}

/** Gzip (level 9) size of a file of the client build, by its URL path. */
const gzipSize = (path: string) => gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length;

/** Every same-site script a page's HTML loads (script src, modulepreload). */
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
  // fetch decodes the body: count the bytes on the wire from the header the server sets.
  const htmlBrotliBytes = Number(brotli.headers.get("content-length") ?? NaN);
  await brotli.arrayBuffer();
  const scripts = Object.fromEntries(scriptsOf(html).map((script) => [script, gzipSize(script)]));
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlBrotliBytes,
    scripts,
    scriptGzipBytes: Object.values(scripts).reduce((total, bytes) => total + bytes, 0),
  };
}

export async function measureSizes(origin: string, paths: string[]): Promise<Record<string, PageSize>> {
  const sizes: Record<string, PageSize> = {};
  for (const path of paths) sizes[path] = await measurePage(origin, path);
  return sizes;
}
