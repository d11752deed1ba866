import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { ShowField, ShowFields } from "#app/lib/shows/fields.ts";
import { FLYER_FOLDER, flyerOf } from "#app/lib/shows/flyer.ts";
import { ShowInputError } from "#app/lib/shows/input.ts";

const FLYERS = new URL(`../../${FLYER_FOLDER}/`, import.meta.url);

/** Said now rather than the page showing no flyer later. A link is not fetched. */
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
