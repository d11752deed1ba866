// `npm run bench`: measures the production build against the budgets in DESIGN.md
// (Lighthouse mobile scores, bundle sizes, a load test) and reports them. Budget misses
// are reported, never fatal; the exit code is non-zero only when a measurement could not run.
// Full results go to bench-results/latest.json. Run with tsx: the server comes from the
// tests' own helper (tests/server-process.ts).
import * as chromeLauncher from "chrome-launcher";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scanWithObservatory } from "../../tests/observatory.ts";
import { startListeningServer, stopServers, temporaryFolder } from "../../tests/server-process.ts";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { CHROME_PATH, PAGES, runLighthouse } from "./lighthouse.mjs";
import { measureSizes, runLoadTest } from "./load.mjs";
import { printReport } from "./report.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The production server on a fresh database in a temporary folder (its working folder: no .env is read). */
async function startServer() {
  const server = await startListeningServer({
    SUPABASE_URL: "",
    SUPABASE_ANON_KEY: "",
    SPOTIFY_CLIENT_ID: "",
    SPOTIFY_CLIENT_SECRET: "",
  });
  return { ...server, origin: server.url, dir: server.cwd };
}

/** SIGTERM, wait for the exit (SIGKILL after 15 s), remove the temporary folder. */
async function stopServer({ child, exited }) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }
  stopServers();
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
    results.lighthouse = await runLighthouse(server.origin, join(temporaryFolder(), "chrome"));
    results.sizes = await measureSizes(server.origin);
    results.load = await runLoadTest(server.origin, server.child.pid);
    console.log("HTTP Observatory (through a local TLS terminator)…");
    results.observatory = await scanWithObservatory(server.port);
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
