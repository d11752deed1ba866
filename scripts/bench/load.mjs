// Bundle sizes, and the load test with the server's memory sampled.
import autocannon from "autocannon";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const assetsDir = fileURLToPath(new URL("../../build/client/assets", import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION || 20);
const CONNECTIONS = 50;

/** Gzip (level 9) size of a file under build/client/assets. @param {string} name */
const gzipSize = (name) => gzipSync(readFileSync(join(assetsDir, name)), { level: 9 }).length;

/** Client JS referenced by the HTML of `/` (script src, modulepreload, inline imports), and totals of build/client/assets. */
export async function measureSizes(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const homeScripts = [
    ...new Set([...html.matchAll(/\/assets\/([\w.-]+\.js)\b/g)].map((match) => match[1])),
  ].sort();
  const files = readdirSync(assetsDir);
  const sum = (names) => names.reduce((total, name) => total + gzipSize(name), 0);
  return {
    homeScripts: Object.fromEntries(homeScripts.map((name) => [name, gzipSize(name)])),
    homeJsGzipBytes: sum(homeScripts),
    allJsGzipBytes: sum(files.filter((name) => name.endsWith(".js"))),
    allCssGzipBytes: sum(files.filter((name) => name.endsWith(".css"))),
  };
}

/** Max VmRSS (bytes) of a process, sampled every second until `stop()` is called. */
function sampleRss(pid) {
  let maxBytes = null;
  const read = () => {
    const match =
      existsSync(`/proc/${pid}/status`) &&
      /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    if (match) maxBytes = Math.max(maxBytes ?? 0, Number(match[1]) * 1024);
  };
  read();
  const timer = setInterval(read, 1000);
  return { stop: () => (clearInterval(timer), read(), maxBytes) };
}

/** autocannon on `/`: 50 connections for BENCH_DURATION seconds, with the server's RSS sampled. */
export async function runLoadTest(origin, pid) {
  console.log(`Load test: ${CONNECTIONS} connections for ${DURATION} s…`);
  const rss = sampleRss(pid);
  const result = await autocannon({ url: `${origin}/`, connections: CONNECTIONS, duration: DURATION });
  const maxRssBytes = rss.stop();
  return {
    connections: CONNECTIONS,
    durationS: DURATION,
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    maxRssBytes,
  };
}
