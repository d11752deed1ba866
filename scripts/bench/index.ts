// `npm run bench`: budget misses are reported, never fatal (docs/performance.md); the exit code
// is non-zero only when a measurement could not run.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import * as chromeLauncher from "chrome-launcher";
import prettier from "prettier";

import { pathIn } from "#app/i18n/languages.ts";
import { SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import { SITE_PAGES } from "#app/lib/pages.ts";
import { scanWithObservatory } from "#tests/observatory.ts";
import {
  logLines,
  startListeningServer,
  stopServerGracefully,
  stopServers,
  temporaryFolder,
} from "#tests/server-process.ts";

import { BENCH_CHROMIUM, ensureChromium } from "../chromium.ts";
import { runLighthouse } from "./lighthouse.ts";
import { runLoadTests } from "./load.ts";
import { PERFORMANCE_DOC, writeFigures } from "./performance-doc.ts";
import { runPostgresBench } from "./postgres.ts";
import { runRealPhotoBench } from "./real-photos.ts";
import { budgetsMarkdown, printReport } from "./report.ts";
import type { BenchResults } from "./results.ts";
import { measureSizes } from "./sizes.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? String(error)) : String(error);

function buildIfNeeded() {
  const build = spawnSync(process.execPath, [join(root, "scripts/build-if-needed.mjs")], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A fresh database in a temporary working folder (no .env read), Supabase and Spotify empty: no network.
function startServer() {
  return startListeningServer({
    SUPABASE_URL: "",
    SUPABASE_ANON_KEY: "",
    SPOTIFY_CLIENT_ID: "",
    SPOTIFY_CLIENT_SECRET: "",
    DATABASE_URL: "",
    SUPABASE_DB_URL: "",
  });
}

async function stopServer(server: Awaited<ReturnType<typeof startServer>>) {
  await stopServerGracefully(server);
  stopServers();
}

function commit() {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout.trim();
  const head = git("rev-parse", "--short", "HEAD") || "unknown commit";
  return git("status", "--porcelain", "--untracked-files=no") ? `${head}+changes` : head;
}

async function aShowPage(origin: string) {
  const home = await (await fetch(`${origin}/`)).text();
  const path = /href="(\/shows\/\d+)"/.exec(home)?.[1];
  if (!path) throw new Error("Home links to no show's page");
  return path;
}

async function main() {
  const started = Date.now();
  const noChromium = ensureChromium(BENCH_CHROMIUM);
  if (noChromium) throw new Error(noChromium);
  buildIfNeeded();
  const server = await startServer();
  // SIGINT with `on`, not `once`: a second Ctrl-C while the clean-up runs must not exit before it ends.
  let aborting: Promise<unknown> | undefined;
  const abort = (code: number) =>
    (aborting ??= Promise.allSettled([chromeLauncher.killAll(), stopServer(server)]).finally(() =>
      process.exit(code),
    ));
  const onSigint = () => void abort(130);
  const onCrash = (error: unknown) => {
    console.error(`bench could not run: ${describe(error)}`);
    void abort(1);
  };
  process.on("SIGINT", onSigint);
  process.once("uncaughtException", onCrash);
  try {
    const origin = server.url;
    console.log(`Server up at ${origin} (pid ${server.child.pid})`);
    const showPage = await aShowPage(origin);
    const pages = [...SITE_PAGES, showPage];
    // Spanish (decision 100): Lighthouse and the load test on /es, every page's size in both languages.
    const spanish = pages.map((page) => pathIn("es", page, SITE_LANGUAGES));
    const loaded = ["/", "/es", "/music", showPage];
    for (const page of [...pages, ...spanish]) await (await fetch(`${origin}${page}`)).text(); // warm up
    // One after the other: each measurement needs both cores.
    const [loadAverageAtStart = 0] = loadavg();
    const context = {
      date: new Date().toISOString(),
      node: process.version,
      commit: commit(),
      loadAverageAtStart,
    };
    const lighthouse = await runLighthouse(origin, [...pages, "/es"], join(temporaryFolder(), "chrome"));
    const sizes = await measureSizes(origin, [...pages, ...spanish]);
    const site = {
      origin: `http://127.0.0.1:${server.port}`,
      pid: server.child.pid ?? 0,
      storeReads: () => logLines(server).filter((line) => line.message === "read the shows").length,
    };
    const load = await runLoadTests(site, loaded, temporaryFolder());
    const postgres = await runPostgresBench((page) => ["/", "/music", page], temporaryFolder());
    console.log("HTTP Observatory (through a local TLS terminator)…");
    const observatory = await scanWithObservatory(server.port);
    const realPhotos = await runRealPhotoBench(join(temporaryFolder(), "chrome-real-photos"));
    const durationS = Math.round((Date.now() - started) / 1000);
    const results: BenchResults = {
      ...context,
      lighthouse,
      sizes,
      load,
      postgres,
      observatory,
      realPhotos,
      durationS,
    };
    printReport(results);
    mkdirSync(join(root, "bench-results"), { recursive: true });
    const json = join(root, "bench-results/latest.json");
    const jsonOptions = await prettier.resolveConfig(json);
    writeFileSync(json, await prettier.format(JSON.stringify(results), { ...jsonOptions, filepath: json }));
    await writeFigures(root, budgetsMarkdown(results));
    console.log(`\nFull results: bench-results/latest.json; the figures are in ${PERFORMANCE_DOC}.`);
  } finally {
    process.off("SIGINT", onSigint);
    process.off("uncaughtException", onCrash);
    await stopServer(server);
  }
  console.log(`Bench took ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((error: unknown) => {
  console.error(`bench could not run: ${describe(error)}`);
  process.exit(1);
});
