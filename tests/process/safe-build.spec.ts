import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  lutimesSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

import { copyProject, removeCopy } from "../band-files.ts";
import { expect, test } from "../e2e/fixtures.ts";
import { startListeningServer, stopServers } from "../server-process.ts";

/**
 * Updating the site on its server: a build that fails, or a rollback, while the site runs. In a
 * copy of the project whose builds are copies of this checkout's build/ (no minute of Vite here):
 * `.builds/<time>/` folders, build/ a link to the newest, as `npm run build` leaves them.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.afterEach(stopServers);

const OLDER = ".builds/20260101-000000-000";
const NEWER = ".builds/20260102-000000-000";

let copy = "";
test.beforeAll(() => {
  copy = copyProject();
  for (const build of [OLDER, NEWER]) {
    mkdirSync(join(copy, build), { recursive: true });
    cpSync("build", join(copy, build), { recursive: true, dereference: true });
  }
  // The older build lacks every picture: a server that read build/ anew would answer 404.
  rmSync(join(copy, OLDER, "client/assets"), { recursive: true });
  symlinkSync(NEWER, join(copy, "build"));
  // Built now: `npm start` in the copy serves it as it is.
  lutimesSync(join(copy, "build"), new Date(), new Date());
});
test.afterAll(() => removeCopy(copy));

/** `npm run …` in the copy, without blocking this process (its kept connections to the site must see the site close them). */
async function npmRun(...args: string[]) {
  const child = spawn("npm", ["run", "--silent", ...args], { cwd: copy });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { status, output };
}

/** The pages, a picture on Home and every press download: their answers' statuses. */
async function statuses(url: string, files: string[]) {
  const status = async (path: string) =>
    (await fetch(`${url}${path}`).catch(() => null))?.status ?? "no answer";
  return Object.fromEntries(
    await Promise.all(["/", "/press", ...files].map(async (path) => [path, await status(path)] as const)),
  );
}

/** A picture Home shows and the press kit's downloads, as the running site links them. */
async function linkedFiles(url: string) {
  const home = await (await fetch(`${url}/`)).text();
  const press = await (await fetch(`${url}/press`)).text();
  const picture = /\/assets\/[\w.-]+\.(?:avif|webp|svg|png|jpg)/.exec(home)?.[0];
  const downloads = [...press.matchAll(/href="(\/press\/[^"]+)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );
  expect(picture).toBeTruthy();
  expect(downloads.length).toBeGreaterThan(0);
  return [picture!, ...downloads];
}

const allOk = (files: string[]) => Object.fromEntries(["/", "/press", ...files].map((path) => [path, 200]));

test("a build that fails leaves the running site whole and build/ as it was", async () => {
  const server = await startListeningServer({}, { project: copy });
  const files = await linkedFiles(server.url);
  expect(await statuses(server.url, files)).toEqual(allOk(files));

  // A slip in the config, the cheapest way for a build to fail: the check runs before Vite builds anything.
  const config = join(copy, "content/site.config.ts");
  const sample = readFileSync(config, "utf8");
  const { atime, mtime } = statSync(config);
  writeFileSync(config, sample.replace('activeStyle: "propofol"', 'activeStyle: "Normal"'));
  let build: Awaited<ReturnType<typeof npmRun>>;
  try {
    build = await npmRun("build");
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('activeStyle: "Normal" is not one of normal, almostReal, propofol.');
  } finally {
    // As it was, to the second: the next server starts from the build as it is.
    writeFileSync(config, sample);
    utimesSync(config, atime, mtime);
  }

  expect(await statuses(server.url, files)).toEqual(allOk(files));
  expect(existsSync(join(copy, "build/server/index.js"))).toBe(true);
  expect(existsSync(join(copy, "build/client", files[0]!))).toBe(true);
  expect(readlinkSync(join(copy, "build"))).toBe(NEWER);
  expect(build.output).toContain(
    "build/ is unchanged (.builds/20260102-000000-000): the running site goes on",
  );
});

test("a rollback points build/ at the build before; the running site goes on with its own", async () => {
  const server = await startListeningServer({}, { project: copy });
  const files = await linkedFiles(server.url);

  const rollback = await npmRun("build", "--", "--rollback");
  expect(rollback.output).toContain(`build/ is now ${OLDER}. Restart the site to serve it`);
  expect(rollback.status).toBe(0);
  expect(readlinkSync(join(copy, "build"))).toBe(OLDER);

  // Its pages name its own build's pictures, which the older build does not have.
  expect(await statuses(server.url, files)).toEqual(allOk(files));

  const again = await npmRun("build", "--", "--rollback");
  expect(again.output).toContain("There is no earlier build to go back to");
  expect(again.status).toBe(1);
});

test("a restart after a bad update serves the build there was, and says the build failed", async () => {
  // The newer build again (the rollback above chose the older), built a minute ago.
  rmSync(join(copy, "build"));
  symlinkSync(NEWER, join(copy, "build"));
  const aMinuteAgo = new Date(Date.now() - 60_000);
  lutimesSync(join(copy, "build"), aMinuteAgo, aMinuteAgo);
  const config = join(copy, "content/site.config.ts");
  const sample = readFileSync(config, "utf8");
  const { atime, mtime } = statSync(config);
  // Newer than the build: the server builds on start, and that build fails.
  writeFileSync(config, sample.replace('activeStyle: "propofol"', 'activeStyle: "Normal"'));
  try {
    const server = await startListeningServer({}, { project: copy });
    expect(server.output()).toContain('activeStyle: "Normal" is not one of normal, almostReal, propofol.');
    expect(server.output()).toContain("serving the build made before until it is fixed");
    const files = await linkedFiles(server.url);
    expect(await statuses(server.url, files)).toEqual(allOk(files));
  } finally {
    writeFileSync(config, sample);
    utimesSync(config, atime, mtime);
  }
});
