// The Docker image's entry point: `node server/entrypoint.js`, which starts the server as
// `node server/index.js --prebuilt` does, after one step only root can take.
//
// Fly.io, Render and Railway mount a volume at DATA_DIR that belongs to root (mode 0755), and the
// server refuses a DATA_DIR its user cannot own alone. So the image starts as root, and this file,
// before it loads anything else: gives DATA_DIR (and everything in it) to the server's user, makes
// it 0700, then drops to that user for good (no root process remains) and imports the server.
// Started as any other user (`docker run --user`, a host that forces one), it only checks that
// DATA_DIR is writable and starts the server.
//
// HEADLINER_RUN_AS=<uid>:<gid> names the server's user; the default is the node image's `node`.
// Only node: modules here: nothing else runs while the process is root.
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";

const DEFAULT_RUN_AS = "1000:1000";

/** The same default as the server's (app/.server/env.ts), relative to the working folder. */
const dataDirSetting = process.env.DATA_DIR || "./.data";
const dataDir = resolve(dataDirSetting);

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** `uid:gid`, numbers, not root. */
function runAs() {
  const setting = process.env.HEADLINER_RUN_AS || DEFAULT_RUN_AS;
  const match = /^(\d+):(\d+)$/.exec(setting);
  if (!match) fail(`HEADLINER_RUN_AS ("${setting}"): must be a user and group id such as ${DEFAULT_RUN_AS}`);
  const [uid, gid] = [Number(match[1]), Number(match[2])];
  if (uid === 0 || gid === 0) fail(`HEADLINER_RUN_AS ("${setting}"): the server never runs as root`);
  return { uid, gid };
}

/** Gives `path` and everything under it to uid:gid; never follows a symbolic link. Returns how many changed. */
function giveTo(path, uid, gid) {
  const stats = lstatSync(path);
  let changed = 0;
  if (stats.uid !== uid || stats.gid !== gid) {
    lchownSync(path, uid, gid);
    changed++;
  }
  if (stats.isDirectory())
    for (const name of readdirSync(path)) changed += giveTo(join(path, name), uid, gid);
  return changed;
}

/** The home folder /etc/passwd gives `uid`, if it names one. */
function homeOf(uid) {
  try {
    for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
      const fields = line.split(":");
      if (fields[2] === String(uid) && fields[5]) return { user: fields[0], home: fields[5] };
    }
  } catch {
    // no passwd file: HOME stays as it is
  }
  return null;
}

/** One JSON line, in the server's log format, for whoever reads the platform's logs. */
function log(message, fields) {
  console.log(JSON.stringify({ level: "info", time: new Date().toISOString(), message, ...fields }));
}

if (process.getuid?.() === 0) {
  const { uid, gid } = runAs();
  try {
    mkdirSync(dataDir, { recursive: true });
    const changed = giveTo(dataDir, uid, gid);
    chmodSync(dataDir, 0o700);
    if (changed > 0)
      log("gave DATA_DIR to the server's user", { dataDir: dataDirSetting, uid, gid, changed });
  } catch (error) {
    fail(
      `DATA_DIR (${dataDirSetting}): cannot give it to the server's user ${uid}:${gid}: ${error.message}\n` +
        `Run once, where the folder lives: chown -R ${uid}:${gid} ${dataDir} && chmod 700 ${dataDir}`,
    );
  }
  // Groups first, the user last: once the user is not root, nothing else may change.
  process.setgroups([gid]);
  process.setgid(gid);
  process.setuid(uid);
  if (process.getuid() !== uid || process.geteuid() !== uid || process.getegid() !== gid) {
    fail(`could not leave root for ${uid}:${gid}`);
  }
  const account = homeOf(uid);
  if (account) Object.assign(process.env, { HOME: account.home, USER: account.user, LOGNAME: account.user });
} else {
  // DATA_DIR, or the folder it would be created in.
  let folder = dataDir;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    const owner = lstatSync(folder).uid;
    fail(
      `DATA_DIR (${dataDirSetting}): ${folder} belongs to user ${owner} and this process (user ${process.getuid?.()}) cannot write it.\n` +
        "Start the container as root, the image's default: it then gives the folder to the server's user and drops root.\n" +
        "  Railway: add the variable RAILWAY_RUN_UID=0 (Railway then starts the image as root).\n" +
        "  Fly.io, Render: do not override the image's user.\n" +
        `  docker run: leave out --user; or once, on the host: chown -R ${process.getuid?.()} <the volume's folder> && chmod 700 <it>.`,
    );
  }
}

// The image has its build and no build tools: the server never tries to build.
if (!process.argv.includes("--prebuilt")) process.argv.push("--prebuilt");
await import("./index.js");
