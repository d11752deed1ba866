import { siteConfig } from "#content/site.config.ts";
import { usePageStyle } from "#app/site/page-style.tsx";
import { Picture, preloadPicture } from "./picture.tsx";

/**
 * The banner is the screen's width and 40 % of its height: room for a band
 * standing in a row (a 390 × 844 phone gets 338 px, a 1280 × 800 window
 * 320), never under 14rem (a phone held sideways still shows faces and the
 * title), never over 32rem (a tall monitor still sees the page under it).
 *
 * Its picture is asked for at the banner's width, like every picture of the
 * site: where `object-cover` crops a wide photo's sides (a phone), the file
 * is drawn a little larger than it is, rather than a phone downloading the
 * sides it never shows (docs/decisions/057-banner-files-for-the-box.md).
 */
const SIZES = "100vw";

/**
 * The banner at the top of About, Music and the past shows: the style's
 * banner art, cropped around the config's focus, and the page's h1 at its
 * foot over a dark scrim that keeps it readable on any photo, a white one
 * included.
 */
export function PageHeader({ title }: { title?: string }) {
  const { pageHeader } = usePageStyle();
  // Often the largest paint of the page: asked for from the <head>, before anything else.
  preloadPicture(pageHeader, SIZES);
  return (
    <div className="relative isolate flex h-[clamp(14rem,40svh,32rem)] items-end overflow-hidden border-b-2 border-accent bg-black">
      <Picture
        image={pageHeader}
        sizes={SIZES}
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
