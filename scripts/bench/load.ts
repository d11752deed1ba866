// Each page from the static ceiling (the same bytes from memory), then from the site, so the
// ratio compares like with like on whatever machine runs it.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = 50;
const WARM_UP_S = 2;
/**
 * A person's browser opening the page, so the site does all it does for one: a visit is counted (a request
 * without a browser's user agent is a robot's, and is not).
 */
const HEADERS = {
  "accept-encoding": "br, gzip",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
};
const CEILING_SCRIPT = fileURLToPath(new URL("static-ceiling.mjs", import.meta.url));

export interface Run {
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Autocannon's errors count its timeouts too. */
  errors: number;
  bytesPerAnswer: number;
}

export interface PageLoad {
  path: string;
  ceiling: Run;
  site: Run;
  ratio: number;
  /** null without /proc. */
  maxRssBytes: number | null;
  storeReads: number;
}

export interface LoadResults {
  connections: number;
  durationS: number;
  pages: PageLoad[];
}

export interface LoadedSite {
  origin: string;
  pid: number;
  storeReads: () => number;
}

function sampleRss(pid: number) {
  let maxBytes: number | null = null;
  const read = () => {
    const match =
      existsSync(`/proc/${pid}/status`) &&
      /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    if (match) maxBytes = Math.max(maxBytes ?? 0, Number(match[1]) * 1024);
  };
  read();
  const timer = setInterval(read, 1000);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return maxBytes;
    },
  };
}

async function load(url: string, durationS = DURATION_S): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, headers: HEADERS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.non2xx + result.errors,
    bytesPerAnswer: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

async function startCeiling(
  pages: Record<string, { headers: Record<string, string>; body: string }>,
  folder: string,
) {
  const file = join(folder, "ceiling-pages.json");
  writeFileSync(file, JSON.stringify(pages));
  const child = spawn(process.execPath, [CEILING_SCRIPT, file], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the static ceiling exited (${code})`)));
    child.stdout.once("data", (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    );
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function capture(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return {
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()).toString("base64"),
  };
}

// One after the other: the machine's cores are shared by the server and the load.
export async function runLoadTests(site: LoadedSite, paths: string[], folder: string): Promise<LoadResults> {
  const captured = Object.fromEntries(
    await Promise.all(paths.map(async (path) => [path, await capture(site.origin, path)])),
  );
  const ceiling = await startCeiling(captured, folder);
  try {
    const pages: PageLoad[] = [];
    for (const path of paths) {
      console.log(
        `Load ${path}: the static ceiling, then the site, ${CONNECTIONS} connections for ${DURATION_S} s each…`,
      );
      // Unmeasured: a fresh process runs slower until V8 has compiled its hot code.
      await load(`${ceiling.origin}${path}`, WARM_UP_S);
      await load(`${site.origin}${path}`, WARM_UP_S);
      const ceilingRun = await load(`${ceiling.origin}${path}`);
      const rss = sampleRss(site.pid);
      const readsBefore = site.storeReads();
      const siteRun = await load(`${site.origin}${path}`);
      pages.push({
        path,
        ceiling: ceilingRun,
        site: siteRun,
        ratio: Number((siteRun.requestsPerSecond / ceilingRun.requestsPerSecond).toFixed(2)),
        maxRssBytes: rss.stop(),
        storeReads: site.storeReads() - readsBefore,
      });
    }
    return { connections: CONNECTIONS, durationS: DURATION_S, pages };
  } finally {
    await ceiling.stop();
  }
}
