import { fork } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../paths.ts";

/** A shows table of a band needs little cache; Postgres' default (128 MB) would only grow the server. */
export const POSTGRES_CONFIG = "shared_buffers = 16MB";

/**
 * Creates an empty database (initdb) in the existing folder `path`. That takes
 * ~3 s and ~800 MB for a moment, and a process keeps memory it once had: a
 * short-lived child creates it, so the server itself only ever opens one (~200 MB).
 */
export function createDatabase(path: string): Promise<void> {
  return new Promise((resolveCreated, reject) => {
    const script = join(projectRoot(), "app", ".server", "db", "create-database.mjs");
    const child = fork(script, [path, POSTGRES_CONFIG], { stdio: "inherit", execArgv: [] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolveCreated() : reject(new Error(`creating the database failed (exit code ${code})`)),
    );
  });
}
