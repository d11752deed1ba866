// `npm run build [-- --rollback]`: builds into .builds/ and points build/ at it only when it
// succeeded (decision 074).
import { spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  lutimesSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const KEPT_BESIDES_CURRENT = 2;
const PARTIAL = ".partial";
const SERVING = ".serving";

function paths(root) {
  return { link: join(root, "build"), builds: join(root, ".builds") };
}

function stamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.(\d+)Z$/, "-$1");
}

export function finishedBuilds(root = projectRoot) {
  const { builds } = paths(root);
  if (!existsSync(builds)) return [];
  return readdirSync(builds)
    .filter((name) => !name.endsWith(PARTIAL) && existsSync(join(builds, name, "server", "index.js")))
    .sort();
}

export function currentBuild(root = projectRoot) {
  const { link } = paths(root);
  try {
    return realpathSync(link);
  } catch {
    return null;
  }
}

/** By real path: the checkout may lie under a link. */
function isCurrent(folder, current) {
  try {
    return realpathSync(folder) === current;
  } catch {
    return false;
  }
}

/** scripts/build-if-needed.mjs reads the link's date (`time`) as the build's. */
function pointBuildAt(root, folder, time) {
  const { link, builds } = paths(root);
  const stats = lstatSync(link, { throwIfNoEntry: false });
  if (stats?.isDirectory()) renameSync(link, join(builds, `${stamp(stats.mtime)}-moved`));
  const next = `${link}.switching-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(relative(root, folder), next, "junction");
  lutimesSync(next, time, time);
  try {
    renameSync(next, link);
  } catch {
    // Windows cannot rename a link over another: there, for a moment, there is none.
    rmSync(link, { force: true });
    renameSync(next, link);
  }
}

/** One of another user's answers EPERM: it runs. */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Best effort: a server that cannot write .builds/.serving/ still serves. */
export function markServing(folder, root = projectRoot) {
  const { builds } = paths(root);
  try {
    if (dirname(folder) !== realpathSync(builds)) return;
    mkdirSync(join(builds, SERVING), { recursive: true });
    writeFileSync(join(builds, SERVING, String(process.pid)), basename(folder));
  } catch {
    // Read-only checkout: the build is kept only as long as it is among the newest.
  }
}

function servedBuilds(builds) {
  const served = new Set();
  const markers = join(builds, SERVING);
  if (!existsSync(markers)) return served;
  for (const pid of readdirSync(markers)) {
    const marker = join(markers, pid);
    if (running(Number(pid))) served.add(readFileSync(marker, "utf8").trim());
    else rmSync(marker, { force: true });
  }
  return served;
}

export function removeOldBuilds(root, keep) {
  const { builds } = paths(root);
  const current = currentBuild(root);
  const finished = finishedBuilds(root).filter((name) => !isCurrent(join(builds, name), current));
  const kept = new Set([...finished.slice(-KEPT_BESIDES_CURRENT), ...servedBuilds(builds), SERVING]);
  for (const name of readdirSync(builds)) {
    const folder = join(builds, name);
    if (isCurrent(folder, current) || kept.has(name) || name === keep) continue;
    // Another build may be under way (a server starting while `npm run build` runs).
    if (name.endsWith(PARTIAL) && Date.now() - lstatSync(folder).mtimeMs < 60 * 60_000) continue;
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Keeps the build's output for a failure: Vite's report of every file. */
export function buildSafely({ root = projectRoot, stdio = "pipe" } = {}) {
  const { builds } = paths(root);
  mkdirSync(builds, { recursive: true });
  const started = new Date();
  const name = stamp(started);
  const partial = join(builds, name + PARTIAL);
  const result = spawnSync(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["inherit", stdio, stdio],
    env: { ...process.env, HEADLINER_BUILD_DIRECTORY: relative(root, partial) },
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  const whole = existsSync(join(partial, "server", "index.js")) && existsSync(join(partial, "client"));
  if (result.status !== 0 || !whole) {
    rmSync(partial, { recursive: true, force: true });
    return { status: result.status || 1, output };
  }
  const folder = join(builds, name);
  renameSync(partial, folder);
  // Dated when the build started: a source changed while it ran is built next time.
  pointBuildAt(root, folder, started);
  removeOldBuilds(root, name);
  return { status: 0, output, folder };
}

export function rollBack(root = projectRoot) {
  const { builds } = paths(root);
  const current = currentBuild(root);
  const finished = finishedBuilds(root);
  const index = finished.findIndex((name) => isCurrent(join(builds, name), current));
  const previous = index === -1 ? finished.at(-1) : finished[index - 1];
  if (!previous || isCurrent(join(builds, previous), current)) {
    throw new Error(
      `There is no earlier build to go back to in ${relative(process.cwd(), builds) || builds}/ (build/ is ${current ?? "missing"}).`,
    );
  }
  const folder = join(builds, previous);
  // Dated now: `npm start` serves it as it is instead of building the sources again.
  pointBuildAt(root, folder, new Date());
  return folder;
}

// Run, not imported (the real path: the checkout may lie under a link).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== "--rollback");
  if (unknown.length > 0) {
    console.error(`unknown argument ${JSON.stringify(unknown[0])}: npm run build takes only --rollback`);
    process.exit(2);
  }
  if (args.includes("--rollback")) {
    try {
      const folder = rollBack();
      console.log(
        `build/ is now ${relative(projectRoot, folder)}. Restart the site to serve it (sudo systemctl restart headliner).`,
      );
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  } else {
    const { status, folder } = buildSafely({ stdio: "inherit" });
    if (status !== 0) {
      const kept = currentBuild();
      console.error(
        kept
          ? `The build failed (its output is above). build/ is unchanged (${relative(projectRoot, kept)}): the running site goes on as it was.`
          : "The build failed (its output is above).",
      );
      process.exit(status);
    }
    const previous = finishedBuilds().filter((name) => join(paths(projectRoot).builds, name) !== folder);
    console.log(
      `build/ is now ${relative(projectRoot, folder)}. Restart the site to serve it` +
        (previous.length ? "; `npm run build -- --rollback` goes back to the previous build." : "."),
    );
  }
}
