import type { HeroMedia as Media } from "#app/site/types.ts";
import { Picture, preloadPicture } from "./picture";

/** A hero spans the screen. */
const HERO_SIZES = "100vw";

/**
 * The band's own photo or video behind a hero, covering it. A video plays
 * muted and looped over its poster, which is the first screen's picture
 * (preloaded, the LCP), so the video never holds the page up; whoever asks
 * for less motion gets no video source at all, only the poster.
 */
export function HeroMedia({ media, className = "" }: { media: Media; className?: string }) {
  const still = "photo" in media ? media.photo : media.poster;
  preloadPicture(still, HERO_SIZES);
  const cover = `absolute inset-0 size-full object-cover ${className}`;
  return (
    <>
      <Picture image={still} sizes={HERO_SIZES} alt="" fetchPriority="high" className={cover} />
      {"video" in media && (
        <video autoPlay muted loop playsInline disablePictureInPicture preload="none" className={cover}>
          {media.video.webm && <source src={media.video.webm} type="video/webm" media={MOTION_OK} />}
          {media.video.mp4 && <source src={media.video.mp4} type="video/mp4" media={MOTION_OK} />}
        </video>
      )}
    </>
  );
}

/** A `<source>` only for whoever has not asked for less motion. */
const MOTION_OK = "(prefers-reduced-motion: no-preference)";
