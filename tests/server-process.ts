import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { startFromEmptyDatabase } from "./empty-database.ts";

/**
 * Production servers (`node server/index.js`, as `npm start` runs it) that a
 * test or `npm run bench` starts itself,
 * each in its own temporary folder, and that stopServers() ends.
 */

const serverFile = resolve("server/index.js");

/**
 * V8 flags for the servers and commands the tests start: they live seconds, so PGlite's WebAssembly
 * stays on its first compiler instead of being compiled again for speed in the background. The code
 * does the same; a server start costs a third less CPU (decision 010).
 */
export const SHORT_LIVED_NODE_FLAGS = ["--liftoff-only"];
const clockFile = pathToFileURL(resolve("tests/server-clock.mjs")).href;
const running = new Set<ChildProcessWithoutNullStreams>();
const folders: string[] = [];

/** For test.afterEach: a failed test must not leave a server holding its port, or its files behind. */
export function stopServers() {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

export function temporaryFolder() {
  const folder = mkdtempSync(join(tmpdir(), "headliner-server-"));
  folders.push(folder);
  return folder;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
    probe.on("error", reject);
  });
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code once the process has ended and all its output is read. */
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  cwd: string;
}

export interface ServerOptions {
  cwd?: string;
  /** Another copy of the project to run (tests/band-files.ts); this one by default. */
  project?: string;
  /** Preload server-clock.mjs, so advanceClock() can move the server's Date.now ahead. */
  testClock?: boolean;
  /** Let the server create its database, rather than start from a copy of the run's empty one. */
  freshDatabase?: boolean;
}

/** Starts the production server with only `env` (and the basics below) as its environment. */
export function startServer(env: Record<string, string>, options: ServerOptions = {}): ServerProcess {
  const cwd = options.cwd ?? temporaryFolder();
  const nodeArgs = [...SHORT_LIVED_NODE_FLAGS, ...(options.testClock ? ["--import", clockFile] : [])];
  const file = options.project ? join(options.project, "server/index.js") : serverFile;
  // Hosted mode (SUPABASE_URL) opens no embedded database: a copy would cost ~0.4 CPU-s for nothing.
  if (!env.DATA_DIR && !env.SUPABASE_URL && !options.freshDatabase) startFromEmptyDatabase(join(cwd, "data"));
  const child = spawn(process.execPath, [...nodeArgs, file], {
    cwd,
    env: {
      PATH: process.env.PATH,
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

/** Stops one server as a deployment would: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopServerGracefully(
  server: Pick<ServerProcess, "child" | "exited">,
  graceMs = 15_000,
) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await server.exited;
  clearTimeout(timer);
}

export async function waitForHealth(port: number, child: ChildProcessWithoutNullStreams, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("server exited");
    try {
      const response = await fetch(`http://localhost:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error("server did not become healthy");
}

/** A server on a free port, once its health check answers. */
export async function startListeningServer(env: Record<string, string>, options: ServerOptions = {}) {
  const port = await freePort();
  const server = startServer({ ...env, PORT: String(port), SITE_URL: `http://localhost:${port}` }, options);
  try {
    await waitForHealth(port, server.child);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}:\n${server.output()}`, {
      cause: error,
    });
  }
  return { ...server, port, url: `http://localhost:${port}` };
}

/** The server's JSON log lines (other output is skipped). */
export function logLines(server: Pick<ServerProcess, "output">): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return parsed && typeof parsed === "object" ? [parsed as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
}

/** Moves the Date.now of a server started with `testClock` ahead, and waits until it has. */
export async function advanceClock(server: ServerProcess, ms: number) {
  const advanced = () => logLines(server).filter((line) => line.message === "test clock advanced").length;
  const before = advanced();
  server.child.stdin.write(`advance ${Math.round(ms)}\n`);
  const deadline = Date.now() + 10_000;
  while (advanced() === before) {
    if (Date.now() > deadline) throw new Error("the server's test clock did not move");
    await new Promise((resolveWait) => setTimeout(resolveWait, 20));
  }
}
