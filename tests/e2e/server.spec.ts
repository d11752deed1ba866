import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures";

/**
 * The production server as an operator meets it: start-up checks, .env,
 * request logs and graceful shutdown. Each test starts its own server.
 */

const serverFile = resolve("build/server/index.js");
const running = new Set<ChildProcess>();
const folders: string[] = [];

test.afterEach(() => {
  // A failed test must not leave a server holding its port, or its files behind.
  for (const child of running) child.kill("SIGKILL");
  running.clear();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function temporaryFolder() {
  const folder = mkdtempSync(join(tmpdir(), "headliner-server-"));
  folders.push(folder);
  return folder;
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
    probe.on("error", reject);
  });
}

function startServer(env: Record<string, string>, cwd = temporaryFolder()) {
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
  // "close", not "exit": it comes after the last of the output has been read.
  const exited = new Promise<number | null>((resolveExit) => child.on("close", (code) => resolveExit(code)));
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
    const cwd = temporaryFolder();
    const port = await freePort();
    writeFileSync(join(cwd, ".env"), `PORT=${port}\nSITE_URL=https://band.example\n`);
    const server = startServer({}, cwd);
    await waitForHealth(port, server.child);

    const html = await (await fetch(`http://localhost:${port}/about`)).text();
    expect(html).toContain('<link rel="canonical" href="https://band.example/about"/>');
    // The line is written when the response finishes, and reaches us a moment later.
    const requestLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"path":"/about"'))
        .map((line) => JSON.parse(line));
    await expect
      .poll(requestLines)
      .toEqual([expect.objectContaining({ method: "GET", path: "/about", status: 200 })]);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"message":"shutting down"');

    // The database was closed cleanly: it opens again with the seeded shows, not seeded twice.
    const again = startServer({}, cwd);
    await waitForHealth(port, again.child);
    const home = await (await fetch(`http://localhost:${port}/`)).text();
    expect(home.match(/<h3[^>]*>The Lorem Lounge<\/h3>/g)).toHaveLength(1);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
    expect(again.output()).not.toContain("sample shows seeded");
  });
});
