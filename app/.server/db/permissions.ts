import { chmodSync, existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// Whoever writes DATA_DIR's files changes every show, and its socket is the superuser: 0700 and 0600.

/** npm run backup's files, never touched by the database's upkeep (one made with sudo may be root's). */
export const BACKUPS_FOLDER = "backups";

export function assertPrivateFolder(path: string, dataDir: string): void {
  if (!existsSync(path)) return;
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o022) {
    throw new Error(
      `DATA_DIR (${dataDir}) is writable by its group or others (mode ${mode.toString(8).padStart(4, "0")}): ` +
        `only the server's user may reach the database. Run: chmod 700 ${path}`,
    );
  }
}

/** Returns how many it changed. PGlite creates its files 0666 whatever the umask. */
export function makePrivate(path: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stats = statSync(entry);
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== wanted) {
      chmodSync(entry, wanted);
      changed++;
    }
    if (!stats.isDirectory()) return;
    for (const name of readdirSync(entry)) {
      if (entry !== path || name !== BACKUPS_FOLDER) visit(join(entry, name));
    }
  };
  visit(path);
  return changed;
}
