import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's root: the nearest folder above this module that holds supabase/migrations. */
export function projectRoot(): string {
  // This module runs from app/.server/ (dev, tests, the CLI) or from the build (build/server/).
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, "supabase", "migrations"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error("cannot find supabase/migrations above " + import.meta.url);
    folder = parent;
  }
}

/**
 * The browser's half of the build this server runs from: the `client` folder beside its
 * `server` folder, which a later `npm run build` leaves in place while it points build/
 * elsewhere (scripts/build.mjs). Run from the sources (dev, tests, the CLI): build/client.
 */
export function clientBuildFolder(): string {
  clientFolder ??= findClientBuildFolder();
  return clientFolder;
}

/** Found once: the answer is this module's place, which does not change while the process runs. */
let clientFolder: string | undefined;

function findClientBuildFolder(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, "supabase", "migrations")) && dirname(folder) !== folder) {
    if (basename(folder) === "server" && existsSync(join(dirname(folder), "client"))) {
      return join(dirname(folder), "client");
    }
    folder = dirname(folder);
  }
  return join(projectRoot(), "build", "client");
}
