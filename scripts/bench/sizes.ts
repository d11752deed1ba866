// Bundle sizes: the client JS that `/` loads, and the totals of build/client/assets.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const assetsDir = fileURLToPath(new URL("../../build/client/assets", import.meta.url));

export interface Sizes {
  /** Gzip size of each script `/` references, by file name. */
  homeScripts: Record<string, number>;
  homeJsGzipBytes: number;
  allJsGzipBytes: number;
  allCssGzipBytes: number;
}

/** Gzip (level 9) size of a file under build/client/assets. */
const gzipSize = (name: string) => gzipSync(readFileSync(join(assetsDir, name)), { level: 9 }).length;

/** Client JS referenced by the HTML of `/` (script src, modulepreload, inline imports), and totals of build/client/assets. */
export async function measureSizes(origin: string): Promise<Sizes> {
  const html = await (await fetch(`${origin}/`)).text();
  const homeScripts = [
    ...new Set([...html.matchAll(/\/assets\/([\w.-]+\.js)\b/g)].map((match) => match[1] ?? "")),
  ].sort();
  const files = readdirSync(assetsDir);
  const sum = (names: string[]) => names.reduce((total, name) => total + gzipSize(name), 0);
  return {
    homeScripts: Object.fromEntries(homeScripts.map((name) => [name, gzipSize(name)])),
    homeJsGzipBytes: sum(homeScripts),
    allJsGzipBytes: sum(files.filter((name) => name.endsWith(".js"))),
    allCssGzipBytes: sum(files.filter((name) => name.endsWith(".css"))),
  };
}
