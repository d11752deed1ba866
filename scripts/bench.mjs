// `npm run bench`: measures the production build against the budgets in DESIGN.md
// (Lighthouse mobile scores, bundle sizes, a load test) and reports them. Budget misses
// are reported, never fatal; the exit code is non-zero only when a measurement could not run.
// Full results go to bench-results/latest.json.
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const assetsDir = join(root, "build/client/assets");
const PAGES = ["/", "/about", "/music"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const DURATION = Number(process.env.BENCH_DURATION || 20);
// Lighthouse's simulated throttling varies from run to run on a small machine;
// its authors advise the median of several runs.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const CONNECTIONS = 50;
const KIB = 1024;
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves to `preferred` when it is free, else to a port the OS picks. @param {number} preferred */
function findFreePort(preferred) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(findFreePort(0)));
    probe.listen(preferred, () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node build/server/index.js` on a fresh database in a temp dir, and waits for /healthz.
 * The temp dir is also its working directory, so a developer's .env is never read.
 * @returns {Promise<{ origin: string, child: import("node:child_process").ChildProcess, dir: string, logFile: string }>}
 */
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), "headliner-bench-"));
  const port = await findFreePort(3400);
  const logFile = join(dir, "server.log");
  const logFd = openSync(logFile, "a");
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: join(dir, "data"),
    TZ: "UTC",
    SUPABASE_URL: "",
    SUPABASE_ANON_KEY: "",
    SPOTIFY_CLIENT_ID: "",
    SPOTIFY_CLIENT_SECRET: "",
  };
  const child = spawn(process.execPath, [join(root, "build/server/index.js")], {
    cwd: dir,
    env,
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const server = { origin: `http://localhost:${port}`, child, dir, logFile };
  const deadline = Date.now() + 60_000; // the first start creates the embedded database
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const response = await fetch(`${server.origin}/healthz`).catch(() => null);
    if (response?.status === 200) return server;
    await sleep(250);
  }
  const log = readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
  await stopServer(server);
  throw new Error(
    `the server did not answer /healthz within 60 s (exit code ${child.exitCode}). Its log:\n${log}`,
  );
}

/** SIGTERM, wait for the exit (SIGKILL after 15 s), remove the temp dir. */
async function stopServer({ child, dir }) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Ids of the failing audits (score below 1) of one Lighthouse category. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

/**
 * Lighthouse mobile (default config: emulation with simulated throttling) on every page.
 * @param {string} origin @param {string} profileDir Chrome's profile, inside the bench's temp dir
 */
async function runLighthouse(origin, profileDir) {
  mkdirSync(profileDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profileDir,
    handleSIGINT: false, // main() stops Chrome and the server on Ctrl-C
  });
  try {
    const results = {};
    for (const page of PAGES) {
      const runs = [];
      for (let attempt = 1; attempt <= LIGHTHOUSE_RUNS; attempt++) {
        console.log(`Lighthouse ${page} (run ${attempt} of ${LIGHTHOUSE_RUNS})…`);
        runs.push(await lighthousePage(chrome.port, `${origin}${page}`));
      }
      // The median run by performance score, then LCP.
      runs.sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
      results[page] = {
        ...runs[Math.floor(runs.length / 2)],
        allRuns: runs.map(({ scores, lcpMs }) => ({ performance: scores.performance, lcpMs })),
      };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run of one page. @param {number} port Chrome's debugging port @param {string} url */
async function lighthousePage(port, url) {
  const page = new URL(url).pathname;
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = run;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
  );
  const failing = Object.fromEntries(
    CATEGORIES.filter((id) => scores[id] < 100).map((id) => [id, failingAudits(lhr, id)]),
  );
  return {
    scores,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    transferBytes: Math.round(lhr.audits["total-byte-weight"].numericValue),
    failingAudits: failing,
    runWarnings: lhr.runWarnings,
  };
}

/** Gzip (level 9) size of a file under build/client/assets. @param {string} name */
const gzipSize = (name) => gzipSync(readFileSync(join(assetsDir, name)), { level: 9 }).length;

/** Client JS referenced by the HTML of `/` (script src, modulepreload, inline imports), and totals of build/client/assets. */
async function measureSizes(origin) {
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
async function runLoadTest(origin, pid) {
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

/** Prints rows as aligned columns under a title. @param {string} title @param {Array<Array<string|number>>} rows */
function printTable(title, rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  console.log(`\n${title}`);
  for (const [index, row] of rows.entries()) {
    console.log(
      "  " +
        row
          .map((cell, column) => String(cell).padEnd(widths[column]))
          .join("  ")
          .trimEnd(),
    );
    if (index === 0) console.log("  " + widths.map((width) => "-".repeat(width)).join("  "));
  }
}

const mark = (ok) => (ok ? "ok" : "MISS");
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The human-readable report, with the DESIGN.md targets next to each figure. */
function printReport({ lighthouse: pages, sizes, load, loadAverageAtStart }) {
  // Other work on the machine skews every figure below: say how busy it was.
  console.log(
    `\nMachine: ${availableParallelism()} cores, 1-minute load average ${loadAverageAtStart.toFixed(2)} at the start`,
  );
  const lighthouseRows = [
    ["page", "perf", "a11y", "best-pr", "seo", "LCP ms", "TBT ms", "CLS", "transferred", "status"],
  ];
  for (const [page, r] of Object.entries(pages)) {
    const ok =
      Object.values(r.scores).every((score) => score === 100) &&
      r.lcpMs <= 1200 &&
      r.tbtMs === 0 &&
      r.cls === 0;
    lighthouseRows.push([
      page,
      ...Object.values(r.scores),
      r.lcpMs,
      r.tbtMs,
      r.cls,
      kib(r.transferBytes),
      mark(ok),
    ]);
  }
  lighthouseRows.push(["target", 100, 100, 100, 100, "<= 1200", 0, 0, "", ""]);
  printTable(
    `Lighthouse 12, mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs`,
    lighthouseRows,
  );
  for (const [page, r] of Object.entries(pages)) {
    console.log(
      `  ${page} every run (perf/LCP ms): ${r.allRuns.map((run) => `${run.performance}/${run.lcpMs}`).join(", ")}`,
    );
  }
  for (const [page, r] of Object.entries(pages)) {
    for (const [category, ids] of Object.entries(r.failingAudits))
      console.log(`  ${page} ${category} failing: ${ids.join(", ") || "(none listed)"}`);
  }

  const homeBytes = pages["/"].transferBytes;
  printTable("Sizes (gzip level 9)", [
    ["figure", "value", "target", "status"],
    [
      "Home first load (Lighthouse total-byte-weight)",
      kib(homeBytes),
      "<= 150 KiB",
      mark(homeBytes <= 150 * KIB),
    ],
    [
      `Client JS for / (${Object.keys(sizes.homeScripts).length} files)`,
      kib(sizes.homeJsGzipBytes),
      "<= 90 KiB",
      mark(sizes.homeJsGzipBytes <= 90 * KIB),
    ],
    ["All JS in build/client/assets", kib(sizes.allJsGzipBytes), "", ""],
    ["All CSS in build/client/assets", kib(sizes.allCssGzipBytes), "", ""],
  ]);

  const failures = load.errors + load.timeouts + load.non2xx;
  printTable(`Load test: GET / with ${load.connections} connections for ${load.durationS} s`, [
    ["figure", "value", "target", "status"],
    ["requests/s (average)", load.requestsPerSecond, ">= 1500", mark(load.requestsPerSecond >= 1500)],
    ["latency p50", `${load.latencyMs.p50} ms`, "", ""],
    ["latency p97.5", `${load.latencyMs.p97_5} ms`, "", ""],
    ["latency p99", `${load.latencyMs.p99} ms`, "< 50 ms", mark(load.latencyMs.p99 < 50)],
    [
      "non-2xx / errors / timeouts",
      `${load.non2xx} / ${load.errors} / ${load.timeouts}`,
      "0",
      mark(failures === 0),
    ],
    [
      "server RSS (max, sampled 1/s)",
      load.maxRssBytes === null ? "n/a" : `${(load.maxRssBytes / 1024 / 1024).toFixed(0)} MB`,
      "<= 400 MB",
      load.maxRssBytes === null ? "" : mark(load.maxRssBytes <= 400 * 1024 * 1024),
    ],
  ]);
}

async function main() {
  const started = Date.now();
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chrome at ${CHROME_PATH} (set CHROME_PATH)`);
  buildIfNeeded();
  const server = await startServer();
  // Ctrl-C, or a crash outside the awaited code: stop Chrome and the server, remove the temp dir.
  const abort = (code) =>
    Promise.allSettled([chromeLauncher.killAll(), stopServer(server)]).finally(() => process.exit(code));
  const onSigint = () => abort(130);
  const onCrash = (error) => {
    console.error(`bench could not run: ${error?.stack ?? error}`);
    void abort(1);
  };
  process.once("SIGINT", onSigint);
  process.once("uncaughtException", onCrash);
  try {
    console.log(`Server up at ${server.origin} (pid ${server.child.pid})`);
    for (const page of PAGES) await (await fetch(`${server.origin}${page}`)).text(); // warm up
    // One after the other: the machine has two cores, and each measurement needs them.
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      origin: server.origin,
      loadAverageAtStart: loadavg()[0],
    };
    results.lighthouse = await runLighthouse(server.origin, join(server.dir, "chrome"));
    results.sizes = await measureSizes(server.origin);
    results.load = await runLoadTest(server.origin, server.child.pid);
    results.durationS = Math.round((Date.now() - started) / 1000);
    printReport(results);
    mkdirSync(join(root, "bench-results"), { recursive: true });
    writeFileSync(join(root, "bench-results/latest.json"), JSON.stringify(results, null, 2) + "\n");
    console.log("\nFull results: bench-results/latest.json");
  } finally {
    process.off("SIGINT", onSigint);
    process.off("uncaughtException", onCrash);
    await stopServer(server);
  }
  console.log(`Bench took ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((error) => {
  console.error(`bench could not run: ${error.stack ?? error}`);
  process.exit(1);
});
