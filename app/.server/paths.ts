import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
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
