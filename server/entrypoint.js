// The Docker image's entry point. Fly.io, Render and Railway mount DATA_DIR owned by root, so the
// image starts as root: this gives DATA_DIR to HEADLINER_RUN_AS, drops root for good, then starts
// the server. Only node: modules here: nothing else runs while the process is root.
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

// The same default as app/.server/env.ts.
const dataDirSetting = process.env.DATA_DIR || "./.data";
const dataDir = resolve(dataDirSetting);

function fail(message) {
  console.error(message);
  process.exit(1);
}

function runAs() {
  const setting = process.env.HEADLINER_RUN_AS || DEFAULT_RUN_AS;
  const match = /^(\d+):(\d+)$/.exec(setting);
  if (!match) fail(`HEADLINER_RUN_AS ("${setting}"): must be a user and group id such as ${DEFAULT_RUN_AS}`);
  const [uid, gid] = [Number(match[1]), Number(match[2])];
  if (uid === 0 || gid === 0) fail(`HEADLINER_RUN_AS ("${setting}"): the server never runs as root`);
  return { uid, gid };
}

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

if (!process.argv.includes("--prebuilt")) process.argv.push("--prebuilt");
await import("./index.js");
