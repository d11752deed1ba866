import { usePageStyle } from "#app/site/page-style.tsx";
import { siteConfig } from "#content/site.config.ts";

import { Picture, preloadPicture } from "./picture.tsx";

// 40 % of the screen's height, never under 14rem (a phone held sideways still shows faces and the title)
// nor over 32rem; `short` over a form, whose first field and button belong on a phone's first screen: 20 %
// of a phone's height (8rem to 13rem), 13rem from 640 px, room for the title and a strip of the photo
// above it. The file is asked for at the banner's width (decision 057).
const SIZES = "100vw";

export function PageHeader({ title, short = false }: { title?: string; short?: boolean }) {
  const { pageHeader } = usePageStyle();
  // Often the largest paint of the page: asked for from the <head>, before anything else.
  preloadPicture(pageHeader, SIZES);
  return (
    <div
      className={`relative isolate flex ${short ? "h-[clamp(8rem,20svh,13rem)] sm:h-52" : "h-[clamp(14rem,40svh,32rem)]"} items-end overflow-hidden border-b-2 border-accent bg-black`}
    >
      <Picture
        image={pageHeader}
        sizes={SIZES}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-(--banner-position)"
      />
      <h1
        className={`w-full title-scrim px-gutter pb-6 text-center font-display ${short ? "text-heading" : "text-display"} tracking-wide uppercase sm:pb-10`}
      >
        {title ?? siteConfig.name}
      </h1>
    </div>
  );
}
