import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { startPostgresCluster } from "#tests/postgres.ts";
import { logLines, startListeningServer, stopServerGracefully } from "#tests/server-process.ts";

import { type LoadResults, runLoadTests } from "./load.ts";

// The same load on an instance backed by a real PostgreSQL (DATABASE_URL), and how long a change made
// with the shows command takes to reach a second instance's kept Home page.

export interface PostgresBench {
  load: LoadResults;
  /** Per try: the command's own time, then from its exit to the other instance's page showing the show. */
  changes: { commandMs: number; seenAfterCommandMs: number }[];
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const TRIES = 3;
const NO_BACKENDS = {
  SUPABASE_URL: "",
  SUPABASE_ANON_KEY: "",
  SPOTIFY_CLIENT_ID: "",
  SPOTIFY_CLIENT_SECRET: "",
};

function addShow(databaseUrl: string, venue: string): number {
  const started = Date.now();
  // Two days ahead: Home lists the ten soonest dates, so a show next year might be on /shows only.
  const date = `${new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)} 8:00 PM`;
  const command = spawnSync(
    process.execPath,
    ["--import", "./cli/register.mjs", "cli/shows/main.ts", "add", "--date", date, "--venue", venue].concat([
      "--city",
      "Orlando",
      "--state",
      "FL",
    ]),
    { cwd: root, encoding: "utf8", env: { ...process.env, ...NO_BACKENDS, DATABASE_URL: databaseUrl } },
  );
  if (command.status !== 0) throw new Error(`the shows command failed: ${command.stderr}`);
  return Date.now() - started;
}

async function waitForVenue(origin: string, venue: string, timeoutMs = 70_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await (await fetch(`${origin}/`)).text()).includes(venue)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${venue} did not reach the other instance's Home within ${timeoutMs / 1000} s`);
}

export async function runPostgresBench(
  paths: (showPage: string) => string[],
  folder: string,
): Promise<PostgresBench> {
  console.log("PostgreSQL: a throwaway cluster, two instances on it…");
  const cluster = await startPostgresCluster();
  const servers: Awaited<ReturnType<typeof startListeningServer>>[] = [];
  try {
    const databaseUrl = await cluster.newDatabase();
    for (let i = 0; i < 2; i++)
      servers.push(await startListeningServer({ ...NO_BACKENDS, DATABASE_URL: databaseUrl }));
    const [measured, other] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const home = await (await fetch(`${measured.url}/`)).text();
    const showPage = /href="(\/shows\/\d+)"/.exec(home)?.[1];
    if (!showPage) throw new Error("Home on PostgreSQL links to no show's page");
    const loaded = paths(showPage);
    for (const path of loaded) await (await fetch(`${measured.url}${path}`)).text();
    const load = await runLoadTests(
      {
        origin: `http://127.0.0.1:${measured.port}`,
        pid: measured.child.pid ?? 0,
        storeReads: () => logLines(measured).filter((line) => line.message === "read the shows").length,
      },
      loaded,
      folder,
    );
    const changes: PostgresBench["changes"] = [];
    for (let i = 1; i <= TRIES; i++) {
      const venue = `Bench Hall ${i} ${Date.now()}`;
      await (await fetch(`${other.url}/`)).text();
      const commandMs = addShow(databaseUrl, venue);
      const exited = Date.now();
      await waitForVenue(other.url, venue);
      changes.push({ commandMs, seenAfterCommandMs: Date.now() - exited });
    }
    return { load, changes };
  } finally {
    for (const server of servers) await stopServerGracefully(server);
    await cluster.remove();
  }
}
