import { chmodSync, existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR is the database: whoever can write its files can change every
 * show, and whoever can reach its socket is the database's superuser. So it
 * belongs to the server's user alone: the folder 0700, its files 0600.
 */

/**
 * DATA_DIR/backups/: the band's backup files (npm run backup), kept beside the database and never
 * part of it. Nothing that manages the database's files reaches into it (a backup made with sudo
 * may belong to root).
 */
export const BACKUPS_FOLDER = "backups";

/** Refuses a DATA_DIR that its group or others may write to, naming it. */
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

/**
 * Makes every folder under `path` 0700 and every file 0600, the backups
 * folder aside (it is made private when written); returns how many it changed. PGlite creates its files 0666 whatever the umask.
 */
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
