import { useRouteLoaderData } from "react-router";
import { MOTION_ALLOWED } from "#app/lib/motion.ts";
import type { HeroMedia as Media, ImageFile } from "#app/site/types.ts";
import { Picture, preloadPicture } from "./picture.tsx";

/** A hero spans the screen. */
const HERO_SIZES = "100vw";

/**
 * The band's own photo or video behind a hero, covering it. A video plays
 * muted and looped over its poster, which is the first screen's picture
 * (preloaded, the LCP), so the video never holds the page up; whoever asks
 * for less motion gets no video source at all, only the poster, and a fan
 * saving data (Save-Data: on) no video element and no moving picture.
 */
export function HeroMedia({ media, className = "" }: { media: Media; className?: string }) {
  const savesData = useRouteLoaderData<{ savesData?: boolean }>("root")?.savesData === true;
  const picture = "photo" in media ? media.photo : media.poster;
  const still = savesData ? stillOf(picture) : picture;
  preloadPicture(still, HERO_SIZES);
  const cover = `absolute inset-0 size-full object-cover ${className}`;
  return (
    <>
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

/** Whether the media moves by itself: a video, or an animated picture (a GIF given as the photo). */
export function moves(media: Media): boolean {
  return "video" in media || media.photo.sources.some((source) => source.media === MOTION_ALLOWED);
}

/** A picture without its moving version (an animated GIF's animated WebP). */
const stillOf = (image: ImageFile): ImageFile => ({
  ...image,
  sources: image.sources.filter((source) => source.media !== MOTION_ALLOWED),
});
