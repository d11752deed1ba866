import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function projectRoot(): string {
  // Runs from app/.server/ (dev, tests, the CLI) or from the build (build/server/).
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, "supabase", "migrations"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error("cannot find supabase/migrations above " + import.meta.url);
    folder = parent;
  }
}

// The `client` folder beside this build's `server` folder: a later build points build/ elsewhere
// and leaves it in place (scripts/build.mjs). From the sources: build/client.
export function clientBuildFolder(): string {
  clientFolder ??= findClientBuildFolder();
  return clientFolder;
}

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
