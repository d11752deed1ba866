import { siteConfig } from "#content/site.config.ts";
import { usePageStyle } from "#app/site/page-style.tsx";
import { Picture, preloadPicture } from "./picture.tsx";

/** The header art spans the screen: a phone loads a phone-sized file. */
const HEADER_SIZES = "100vw";

/** The banner at the top of About, Music and the past shows: the style's header image and the page's h1. */
export function PageHeader({ title }: { title?: string }) {
  const { pageHeader } = usePageStyle();
  // Often the largest paint of the page: asked for from the <head>, before anything else.
  preloadPicture(pageHeader, HEADER_SIZES);
  return (
    <div className="relative isolate flex h-44 items-end justify-center overflow-hidden border-b-2 border-accent bg-black pb-6 sm:h-64 sm:pb-10">
      <Picture
        image={pageHeader}
        sizes={HEADER_SIZES}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <h1 className="font-display text-display tracking-wide uppercase title-shadow">
        {title ?? siteConfig.name}
      </h1>
    </div>
  );
}
