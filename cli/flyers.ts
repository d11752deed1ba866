import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ShowField, ShowFields } from "#app/lib/shows/fields.ts";
import { FLYER_FOLDER, flyerOf } from "#app/lib/shows/flyer.ts";
import { ShowInputError } from "#app/lib/shows/input.ts";

/** content/flyers/ on this machine: the folder the site's build reads the flyers from. */
const FLYERS = new URL(`../${FLYER_FOLDER}/`, import.meta.url);

/**
 * A show whose flyer names a file must find it in content/flyers/: the site
 * shows no flyer for a name it has no picture for, so the command says so
 * now rather than the page saying nothing later. A link is not fetched.
 */
export function checkFlyerFile(
  show: Partial<ShowFields>,
  input: Partial<Record<ShowField, unknown>> = show,
): void {
  const flyer = flyerOf(show.flyerLink);
  if (flyer?.kind !== "file" || existsSync(fileURLToPath(new URL(encodeURIComponent(flyer.name), FLYERS))))
    return;
  throw new ShowInputError([
    {
      field: "flyerLink",
      value: input.flyerLink,
      message: `is not in ${FLYER_FOLDER}/: put the picture there (${FLYER_FOLDER}/${flyer.name}), rebuild the site, and run this again; or give an http(s) link`,
    },
  ]);
}
