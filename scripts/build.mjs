// `npm run build`: builds the site into a new folder under .builds/ and, only when that build
// succeeded, points build/ (a symbolic link) at it. A failed build leaves build/ as it was, and a
// running server keeps the folder it started with (docs/decisions/074-build-beside-the-running-site.md).
//   npm run build                  build, then switch build/ to the new build
//   npm run build -- --rollback    switch build/ back to the build before the current one
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
/** Builds kept besides the current one: the one a rollback goes back to, and the one before it. */
const KEPT_BESIDES_CURRENT = 2;
const PARTIAL = ".partial";
/** .builds/.serving/<pid>: the build each running server started from. */
const SERVING = ".serving";

function paths(root) {
  return { link: join(root, "build"), builds: join(root, ".builds") };
}

/** A folder name that sorts by time: 20261128-203105-123. */
function stamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.(\d+)Z$/, "-$1");
}

/** The builds that finished, oldest first (names sort by time). */
export function finishedBuilds(root = projectRoot) {
  const { builds } = paths(root);
  if (!existsSync(builds)) return [];
  return readdirSync(builds)
    .filter((name) => !name.endsWith(PARTIAL) && existsSync(join(builds, name, "server", "index.js")))
    .sort();
}

/** The folder build/ stands for now (its real path), or null when there is none. */
export function currentBuild(root = projectRoot) {
  const { link } = paths(root);
  try {
    return realpathSync(link);
  } catch {
    return null;
  }
}

/** Whether a folder under .builds/ is the current build (its real path: the checkout may lie under a link). */
function isCurrent(folder, current) {
  try {
    return realpathSync(folder) === current;
  } catch {
    return false;
  }
}

/**
 * Points build/ at `folder` in one rename (a new link renamed over the old one), dated `time`:
 * scripts/build-if-needed.mjs reads that date as the build's. A build/ that is a folder (made by
 * `react-router build` itself, or before builds were kept) is moved into .builds/ first.
 */
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

/** Whether the process `pid` still runs (one of another user's answers EPERM: it runs). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Notes that this process serves `folder` (a build under .builds/), so that no later build deletes
 * it while it runs: .builds/.serving/<pid> names it. Best effort: a server that cannot write there
 * still serves.
 */
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

/** The builds a running server started from (each marker of a stopped one is removed). */
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

/**
 * Deletes all but the current build, the KEPT_BESIDES_CURRENT newest others and those a running
 * server started from, and leftovers of stopped builds.
 */
export function removeOldBuilds(root, keep) {
  const { builds } = paths(root);
  const current = currentBuild(root);
  const finished = finishedBuilds(root).filter((name) => !isCurrent(join(builds, name), current));
  const kept = new Set([...finished.slice(-KEPT_BESIDES_CURRENT), ...servedBuilds(builds), SERVING]);
  for (const name of readdirSync(builds)) {
    const folder = join(builds, name);
    if (isCurrent(folder, current) || kept.has(name) || name === keep) continue;
    // Another build may be under way (a server starting while `npm run build` runs): its folder is recent.
    if (name.endsWith(PARTIAL) && Date.now() - lstatSync(folder).mtimeMs < 60 * 60_000) continue;
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Builds the site into .builds/<time>/ and switches build/ to it when the build succeeded.
 * Returns the build's exit status and output (Vite's report of every file, kept for a failure).
 */
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
  // Dated when the build started: a source changed while it ran is newer, and is built next time.
  pointBuildAt(root, folder, started);
  removeOldBuilds(root, name);
  return { status: 0, output, folder };
}

/** Points build/ back at the build before the current one. Returns that folder, or throws saying why not. */
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
