import { describeError, log } from "#app/.server/log.ts";
import type { Services } from "#app/.server/services.ts";
import { prepareUpload, UploadError } from "#app/modules/media/.server/prepare.ts";
import type { StoredImage } from "#app/modules/media/.server/store.ts";

import { UPLOAD_FIELD } from "../index.ts";

export type Received = { image: StoredImage | null; form: FormData } | { error: string; status: number };

/**
 * A photo from a phone's form (or "remove" for none), made upright, stripped and stored at each width; a
 * sentence for the band when it cannot be.
 */
export async function receiveUpload(
  request: Request,
  services: Pick<Services, "media">,
  { kind, widest }: { kind: "flyer" | "hero"; widest: number },
): Promise<Received> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    log("warn", "an upload could not be read", { cause: describeError(error) });
    return { error: "The upload was cut off before it arrived whole: try again.", status: 400 };
  }
  if (form.get("intent") === "remove") return { image: null, form };
  const file = form.get(UPLOAD_FIELD);
  if (typeof file === "string" || file === null || file.size === 0)
    return { error: "No picture was sent: choose a photo and upload it again.", status: 400 };
  const { media } = services;
  if (!media)
    return { error: "Pictures are kept in the site's own database, and this site has none.", status: 503 };
  try {
    const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), { widest });
    return { image: await media.save(prepared, kind), form };
  } catch (error) {
    if (error instanceof UploadError) return { error: error.message, status: 400 };
    throw error;
  }
}
