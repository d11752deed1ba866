import { HiOutlinePhotograph } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import type { Flyer } from "#app/lib/shows/flyer.ts";
import { atLeast, parseSrcset } from "#app/lib/srcset.ts";
import type { ImageFile } from "#app/site/types.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { Picture } from "#app/ui/picture.tsx";

// Upper-case extensions too: that is how some cameras and phones name their files.
const FLYER_FILES = Object.fromEntries(
  Object.entries(
    import.meta.glob<ImageFile>("/content/flyers/*.{jpg,jpeg,png,webp,gif,avif,JPG,JPEG,PNG,WEBP,GIF,AVIF}", {
      eager: true,
      import: "default",
    }),
  ).map(([path, image]) => [path.slice(path.lastIndexOf("/") + 1), image]),
);

/** An uploaded flyer comes with its picture, read from the database by the page's loader. */
export type ShownFlyer = Exclude<Flyer, { kind: "upload" }> | { kind: "upload"; image: ImageFile };

const WIDEST = 448;
const SIZES = "(min-width: 64rem) 22rem, min(100vw - 2.5rem, 28rem)";

/**
 * A flyer from elsewhere is shown without telling its host which page showed it. An http link, or a
 * file name the build has no picture for, shows no picture: a broken one helps nobody.
 */
export function ShowFlyer({ flyer, showName }: { flyer: ShownFlyer | null; showName: string }) {
  const file =
    flyer?.kind === "file" ? FLYER_FILES[flyer.name] : flyer?.kind === "upload" ? flyer.image : undefined;
  const href = flyer?.kind === "link" ? flyer.url : file && fullSize(file);
  if (!flyer || !href) return null;
  const alt = m.shows_flyer_of({ show: showName });
  return (
    <section aria-labelledby="flyer" className="flex w-full max-w-md flex-col gap-3">
      <h2 id="flyer" className="eyebrow">
        {m.shows_flyer()}
      </h2>
      {file ? (
        <Picture
          image={file}
          sizes={SIZES}
          widest={WIDEST}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-card"
        />
      ) : (
        href.startsWith("https:") && (
          <div className="aspect-[4/5] w-full overflow-hidden rounded-card border border-card-border bg-card">
            <img
              src={href}
              alt={alt}
              width={800}
              height={1000}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              className="size-full object-contain"
            />
          </div>
        )
      )}
      <ExternalLink
        href={href}
        className="inline-flex min-h-11 items-center gap-1.5 self-start accent-hover font-semibold underline decoration-white/30 underline-offset-4"
      >
        <HiOutlinePhotograph aria-hidden="true" className="size-5" />
        {m.shows_open_flyer()}
      </ExternalLink>
    </section>
  );
}

function fullSize(image: ImageFile): string {
  return atLeast(parseSrcset(image.srcset), image.width)?.url ?? image.src;
}
