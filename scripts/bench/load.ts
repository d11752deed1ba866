// The load test, with the server's memory sampled.
import autocannon from "autocannon";
import { existsSync, readFileSync } from "node:fs";

const DURATION = Number(process.env.BENCH_DURATION || 20);
const CONNECTIONS = 50;

export interface LoadResult {
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** null when /proc could not be read. */
  maxRssBytes: number | null;
}

/** Max VmRSS (bytes) of a process, sampled every second until `stop()` is called. */
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

/** autocannon on `/`: 50 connections for BENCH_DURATION seconds, with the server's RSS sampled. */
export async function runLoadTest(origin: string, pid: number): Promise<LoadResult> {
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
