import { useRouteLoaderData } from "react-router";

import { MOTION_ALLOWED } from "#app/lib/motion.ts";
import { focusClass } from "#app/site/inline-style.ts";
import type { HeroMedia as Media, ImageFile } from "#app/site/types.ts";
import { ArtStyle } from "#app/ui/art-style.tsx";
import { Picture, preloadPicture } from "#app/ui/picture.tsx";

import type { FocusKey } from "../campaign.ts";

const HERO_SIZES = "100vw";

/**
 * A video's poster is the first screen's picture (preloaded, the LCP), so the video never holds the page
 * up. Reduced motion gets only the poster; Save-Data no video element and no moving picture.
 */
export function HeroMedia({
  media,
  focus,
  className = "",
}: {
  media: Media;
  /** An uploaded photo's point to keep in view (the config's photos are centred). */
  focus?: FocusKey;
  className?: string;
}) {
  const savesData = useRouteLoaderData<{ savesData?: boolean }>("root")?.savesData === true;
  const picture = "photo" in media ? media.photo : media.poster;
  const still = savesData ? stillOf(picture) : picture;
  preloadPicture(still, HERO_SIZES);
  const cover = `absolute inset-0 size-full object-cover ${focus ? `${focusClass(focus)} ` : ""}${className}`;
  return (
    <>
      {focus && <ArtStyle name="hero-focus" />}
      <Picture image={still} sizes={HERO_SIZES} alt="" fetchPriority="high" className={cover} />
      {"video" in media && !savesData && (
        <video autoPlay muted loop playsInline disablePictureInPicture preload="none" className={cover}>
          {media.video.webm && <source src={media.video.webm} type="video/webm" media={MOTION_ALLOWED} />}
          {media.video.mp4 && <source src={media.video.mp4} type="video/mp4" media={MOTION_ALLOWED} />}
        </video>
      )}
    </>
  );
}

export function moves(media: Media): boolean {
  return "video" in media || media.photo.sources.some((source) => source.media === MOTION_ALLOWED);
}

const stillOf = (image: ImageFile): ImageFile => ({
  ...image,
  sources: image.sources.filter((source) => source.media !== MOTION_ALLOWED),
});
