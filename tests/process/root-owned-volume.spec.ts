import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { expect, test } from "../e2e/fixtures.ts";
import { freePort, stopServers, temporaryFolder, waitForHealth } from "../server-process.ts";

/**
 * The Docker image's entry point (server/entrypoint.js) on a volume as Fly.io,
 * Render and Railway mount one: a folder created by root, root:root, 0755.
 * Started as root, it gives the folder to the server's user, makes it 0700 and
 * drops root before the server loads; started as another user, it names the
 * folder it cannot write and says what to do.
 */

/** The node image's `node` user; any unprivileged ids do. */
const [UID, GID] = [1000, 1000];
const children: ChildProcessWithoutNullStreams[] = [];

test.afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  stopServers();
});

// Only root can give a folder away: playwright.config.ts runs this file only as root (ROOT_ONLY_TESTS).

/**
 * The project and the Node binary as the server's user finds them in the
 * image: readable by anyone. This checkout and this Node when they are (a
 * developer's), else copies in a folder anyone may enter, removed
 * afterwards: the project's files and build with node_modules hard-linked
 * (a fresh clone in a folder only root may enter, as CI's can be), and
 * Node itself (run from npx's cache under /root, as `.ci/run` runs Node 22).
 */
let project: string;
let node: string;
const copies: string[] = [];

function readableCopy(): string {
  const folder = mkdtempSync(join(tmpdir(), "headliner-image-"));
  chmodSync(folder, 0o755);
  copies.push(folder);
  return folder;
}

/** Whether the server's user can run `node` on the checkout's entry point. */
function runsAsUser(): boolean {
  const entrypoint = JSON.stringify(join(project, "server/entrypoint.js"));
  const read = spawnSync(node, ["-e", `require("fs").readFileSync(${entrypoint})`], { uid: UID, gid: GID });
  return read.status === 0;
}

test.beforeAll(() => {
  project = resolve(".");
  node = process.execPath;
  if (spawnSync(node, ["-e", ""], { uid: UID, gid: GID }).status !== 0) {
    node = join(readableCopy(), "node");
    // A hard link where it can be (same disk), else a copy of the one file.
    if (spawnSync("cp", ["-l", process.execPath, node]).status !== 0) cpSync(process.execPath, node);
  }
  if (runsAsUser()) return;
  project = readableCopy();
  const files = spawnSync("git", ["ls-files", "-z"], { encoding: "utf8" }).stdout.split("\0").filter(Boolean);
  // build/ is a link to the current build (`npm run build`): the copy gets that build itself.
  for (const file of [...files, "build"]) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    cpSync(file, join(project, file), { recursive: true, dereference: true });
  }
  // Hard links: about 2 s for the 40,000 files, where a copy takes minutes.
  const linked = spawnSync("cp", ["-al", "node_modules", join(project, "node_modules")]);
  if (linked.status !== 0) cpSync("node_modules", join(project, "node_modules"), { recursive: true });
});
test.afterAll(() => {
  for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder as a platform mounts a volume: made by root, root:root, 0755, an ext4 disk's lost+found inside. */
function rootOwnedVolume(): string {
  const parent = temporaryFolder();
  chmodSync(parent, 0o755);
  const volume = join(parent, "data");
  mkdirSync(volume);
  chmodSync(volume, 0o755);
  mkdirSync(join(volume, "lost+found"), { mode: 0o700 });
  return volume;
}

function startEntrypoint(env: Record<string, string>, options: { uid?: number; gid?: number } = {}) {
  const child = spawn(node, [join(project, "server/entrypoint.js")], {
    cwd: resolve(join(env.DATA_DIR!, "..")),
    env: { PATH: process.env.PATH, TZ: "UTC", NODE_ENV: "production", ...env },
    ...options,
  });
  children.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.on("close", (code) => resolveExit(code)));
  return { child, exited, output: () => output };
}

/** The real, effective, saved and file-system ids of a running process. */
function ids(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const line = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "m").exec(status)![1]!.trim().split(/\s+/);
  return { uid: line("Uid"), gid: line("Gid"), groups: line("Groups") };
}

test("started as root on a root-owned volume, it hands the folder over and serves as that user", async () => {
  test.setTimeout(90_000);
  const dataDir = rootOwnedVolume();
  const port = await freePort();
  const server = startEntrypoint({
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    HEADLINER_RUN_AS: `${UID}:${GID}`,
  });
  try {
    await waitForHealth(port, server.child);
  } catch (error) {
    throw new Error(`${error}:\n${server.output()}`, { cause: error });
  }

  const home = await fetch(`http://localhost:${port}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("The Lorem Lounge");

  const folder = statSync(dataDir);
  expect([folder.uid, folder.gid, folder.mode & 0o777]).toEqual([UID, GID, 0o700]);
  expect(statSync(join(dataDir, "lost+found")).uid).toBe(UID);
  expect(statSync(join(dataDir, "PG_VERSION")).uid).toBe(UID);
  // No root left: the one process is the server, as the user, and cannot become root again.
  expect(ids(server.child.pid!)).toEqual({
    uid: Array(4).fill(String(UID)),
    gid: Array(4).fill(String(GID)),
    groups: [String(GID)],
  });
  expect(server.output()).toContain('"message":"gave DATA_DIR to the server\'s user"');

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});

test("started as another user on a folder it cannot write, it says what to do", async () => {
  const dataDir = rootOwnedVolume();
  const server = startEntrypoint(
    { DATA_DIR: dataDir, PORT: String(await freePort()) },
    { uid: UID, gid: GID },
  );
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(`DATA_DIR (${dataDir}): ${dataDir} belongs to user 0`);
  expect(server.output()).toContain("RAILWAY_RUN_UID=0");
  expect(statSync(dataDir).uid).toBe(0);
});
