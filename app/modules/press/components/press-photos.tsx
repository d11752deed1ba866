import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import type { PressPhoto } from "#app/site/types.ts";
import { PageSection } from "#app/ui/page-section.tsx";
import { Picture } from "#app/ui/picture.tsx";

import type { Download } from "../press.ts";
import { PressDownloadLink } from "./press-download-link.tsx";

const ONE_SIZES = "min(100vw - 2.5rem, 53.5rem)";
const TWO_SIZES = "(min-width: 640px) min(50vw - 2.25rem, 33.75rem), calc(100vw - 2.5rem)";

export function PressPhotos({
  photos,
  downloads,
}: {
  photos: PressPhoto[];
  /** The originals, by their 1-based place in `photos`. */
  downloads: (Download & { index: number })[];
}) {
  if (photos.length === 0) return null;
  const paired = photos.length > 1;
  return (
    <PageSection id="photos" title={m.press_photos()} wide={paired}>
      <ul className={`grid gap-stack ${paired ? "sm:grid-cols-2" : ""}`}>
        {photos.map((photo, position) => {
          const download = downloads.find((file) => file.index === position + 1);
          return (
            <li key={photo.file.src}>
              <figure className="flex flex-col gap-3">
                <Picture
                  image={photo.file}
                  alt={bandText(photo.alt)}
                  sizes={paired ? TWO_SIZES : ONE_SIZES}
                  widest={paired ? 540 : 856}
                  loading="lazy"
                  className="h-auto w-full rounded-card border border-card-border"
                />
                <figcaption className="text-small text-white/80">
                  {m.press_photo_credit({ credit: photo.credit })}
                </figcaption>
                {download && (
                  <PressDownloadLink file={download}>
                    {`${m.press_download()} `}
                    <span className="sr-only">{m.press_photo_number({ number: position + 1 })}</span>
                  </PressDownloadLink>
                )}
              </figure>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
