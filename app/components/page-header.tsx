import { siteConfig } from "#content/site.config.ts";
import { usePageStyle } from "#app/site/page-style.tsx";
import type { ImageFile } from "#app/site/types.ts";
import { Picture, preloadPicture } from "./picture.tsx";

/**
 * The banner's height: 40 % of the screen, room for a band standing in a
 * row (a 390 × 844 phone gets 338 px, a 1280 × 800 window 320). Never under
 * 14rem (a phone held sideways still shows faces and the title, more than
 * the old 176 px strip), never over 32rem (a tall monitor still sees the
 * page under it). The class below must say the same.
 */
const HEIGHT = { min: 14, share: 40, max: 32 };

/**
 * How wide the art is drawn: the screen's width, or wider where the banner
 * is taller than the art's shape and `object-cover` crops its sides (a wide
 * banner picture on a phone), so a phone still loads a sharp file.
 */
function bannerSizes(image: ImageFile): string {
  const ratio = image.width / image.height;
  const times = (value: number) => Number((value * ratio).toFixed(2));
  return `max(100vw, clamp(${times(HEIGHT.min)}rem, ${times(HEIGHT.share)}vh, ${times(HEIGHT.max)}rem))`;
}

/**
 * The banner at the top of About, Music and the past shows: the style's
 * banner art, cropped around the config's focus, and the page's h1 at its
 * foot over a dark scrim that keeps it readable on any photo, a white one
 * included.
 */
export function PageHeader({ title }: { title?: string }) {
  const { pageHeader } = usePageStyle();
  const sizes = bannerSizes(pageHeader);
  // Often the largest paint of the page: asked for from the <head>, before anything else.
  preloadPicture(pageHeader, sizes);
  return (
    <div className="relative isolate flex h-[clamp(14rem,40svh,32rem)] items-end overflow-hidden border-b-2 border-accent bg-black">
      <Picture
        image={pageHeader}
        sizes={sizes}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-(--banner-position)"
      />
      <h1 className="w-full title-scrim px-gutter pb-6 text-center font-display text-display tracking-wide uppercase sm:pb-10">
        {title ?? siteConfig.name}
      </h1>
    </div>
  );
}
