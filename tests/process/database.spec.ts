import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import pg from "pg";

import { expect, test } from "../e2e/fixtures.ts";
import {
  freePort,
  startListeningServer,
  startServer,
  stopServers,
  temporaryFolder,
} from "../server-process.ts";
import { runTool, runToolOk, stopTools } from "./shows-tool-helpers.ts";

/**
 * The embedded database belongs to the server's user alone, and nothing
 * sent over its socket can hold the pages.
 */

test.describe.configure({ timeout: 90_000 });
test.afterEach(() => {
  stopTools();
  stopServers();
});

/** Every path under `folder` whose mode lets its group or others in. */
function notPrivate(folder: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stats = statSync(path);
    if (stats.mode & 0o077) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(folder);
  return open;
}

test("a new DATA_DIR is 0700 with its files and socket 0600", async () => {
  const server = await startListeningServer({}, { freshDatabase: true });
  const dataDir = join(server.cwd, "data");
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  expect(statSync(join(dataDir, ".s.PGSQL.5432")).mode & 0o777).toBe(0o600);
  expect(statSync(join(dataDir, "PG_VERSION")).mode & 0o777).toBe(0o600);
  expect(notPrivate(dataDir)).toEqual([]);
});

test("the server refuses a DATA_DIR that its group or others may write to, naming it", async () => {
  const cwd = temporaryFolder();
  const dataDir = join(cwd, "shared-data");
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o777);
  const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }, { cwd });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(`DATA_DIR (${dataDir}) is writable by its group or others (mode 0777)`);
  expect(readdirSync(dataDir)).toEqual([]);
});

test("while select pg_sleep(5) runs on the socket, pages answer as usual, and the statement is cut off after about 2 s", async () => {
  const server = await startListeningServer({});
  const dataDir = join(server.cwd, "data");
  for (let warm = 0; warm < 3; warm++) expect((await fetch(`${server.url}/`)).status).toBe(200);

  const client = new pg.Client({ host: dataDir, port: 5432, user: "postgres", database: "postgres" });
  client.on("error", () => {});
  await client.connect();
  const begun = performance.now();
  const sleeping = client.query("select pg_sleep(5)").then(
    () => ({ ok: true, ms: performance.now() - begun }),
    (error: Error) => ({ ok: false, ms: performance.now() - begun, message: error.message }),
  );
  await new Promise((resolveLater) => setTimeout(resolveLater, 200));

  const pageTimes: number[] = [];
  for (let page = 0; page < 6; page++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("The Lorem Lounge");
    pageTimes.push(Math.round(performance.now() - started));
    await new Promise((resolveLater) => setTimeout(resolveLater, 150));
  }
  const slept = await sleeping;
  const measured = `${slept.ok ? "finished" : "cut off"} after ${Math.round(slept.ms)} ms; / took ${pageTimes.join(", ")} ms meanwhile`;
  test.info().annotations.push({ type: "pg_sleep(5) on the socket", description: measured });
  console.log(`pg_sleep(5) on the socket: ${measured}`);
  expect(slept.ok).toBe(false);
  expect(slept.ms).toBeLessThan(4_500);
  expect(Math.max(...pageTimes)).toBeLessThan(1_000);

  // The database opened again: the site and the shows command both reach it.
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect(await runToolOk(["list"], { DATA_DIR: dataDir })).toContain("The Lorem Lounge");
});

test("when other clients hold every socket connection, the shows command says so within seconds and changes nothing", async () => {
  const server = await startListeningServer({});
  const dataDir = join(server.cwd, "data");
  const held: pg.Client[] = [];
  try {
    for (let connection = 0; connection < 8; connection++) {
      const client = new pg.Client({ host: dataDir, port: 5432, user: "postgres", database: "postgres" });
      client.on("error", () => {});
      await client.connect();
      held.push(client);
    }
    const begun = performance.now();
    const refused = await runTool(["add", "--date", "TBA", "--venue", "Never Added"], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("all 8 of its database connections are taken by other clients");
    expect(performance.now() - begun).toBeLessThan(10_000);
  } finally {
    await Promise.all(held.map((client) => client.end().catch(() => {})));
  }
  // With the connections free again, it works, and nothing was added before.
  const listed = await runToolOk(["list"], { DATA_DIR: dataDir });
  expect(listed).toContain("The Lorem Lounge");
  expect(listed).not.toContain("Never Added");
});
