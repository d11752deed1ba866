import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures";

/**
 * The production server as an operator meets it: start-up checks, .env,
 * request logs and graceful shutdown. Each test starts its own server.
 */

const serverFile = resolve("build/server/index.js");
const running = new Set<ChildProcess>();

test.afterEach(() => {
  // A failed test must not leave a server holding its port for the next run.
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});

function startServer(env: Record<string, string>, cwd = mkdtempSync(join(tmpdir(), "headliner-server-"))) {
  const child = spawn(process.execPath, [serverFile], {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      TZ: "UTC",
      DATA_DIR: join(cwd, "data"),
      ...env,
    },
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.on("exit", (code) => resolveExit(code)));
  return { child, exited, output: () => output, cwd };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error("server exited");
    try {
      const response = await fetch(`http://localhost:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
  throw new Error("server did not become healthy");
}

test.describe("production server", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an invalid variable stops start-up with a message naming it", async () => {
    const server = startServer({ PORT: "not-a-port", SPOTIFY_CLIENT_ID: "id-without-secret" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT");
    expect(server.output()).toContain("SPOTIFY_CLIENT_SECRET: is required when SPOTIFY_CLIENT_ID is set");
  });

  test("reads .env, logs one JSON line per request, and shuts down cleanly on SIGTERM", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "headliner-server-"));
    writeFileSync(join(cwd, ".env"), "PORT=3311\nSITE_URL=https://band.example\n");
    const server = startServer({}, cwd);
    await waitForHealth(3311, server.child);

    const html = await (await fetch("http://localhost:3311/about")).text();
    expect(html).toContain('<link rel="canonical" href="https://band.example/about"/>');
    const requestLines = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"path":"/about"'))
      .map((line) => JSON.parse(line));
    expect(requestLines).toEqual([expect.objectContaining({ method: "GET", path: "/about", status: 200 })]);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"message":"shutting down"');

    // The database was closed cleanly: it opens again with the seeded shows, not seeded twice.
    const again = startServer({}, cwd);
    await waitForHealth(3311, again.child);
    const home = await (await fetch("http://localhost:3311/")).text();
    expect(home.match(/<h3[^>]*>The Lorem Lounge<\/h3>/g)).toHaveLength(1);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
    expect(again.output()).not.toContain("sample shows seeded");
  });
});
