// Stops and deletes a test PostgreSQL cluster (tests/postgres.ts) once the test process that
// started it is gone, killed or not: a cluster must not outlive its run.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";

const [owner, bin, data, root, uid, gid] = process.argv.slice(2);
// Run as root, the server belongs to another user (pg_ctl refuses root): stop it as that user.
const serverUser = uid ? { uid: Number(uid), gid: Number(gid) } : {};

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

setInterval(() => {
  if (!existsSync(root)) process.exit(0);
  if (alive(Number(owner))) return;
  spawnSync(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "immediate", "-w"], {
    stdio: "ignore",
    ...serverUser,
  });
  rmSync(root, { recursive: true, force: true });
  process.exit(0);
}, 2_000);
