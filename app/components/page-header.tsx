import { preload } from "react-dom";
import { siteConfig } from "#content/site.config.ts";
import { usePageStyle } from "#app/site/page-style.tsx";

/** The banner at the top of About and Music: the style's header image and the page's h1. */
export function PageHeader({ title }: { title?: string }) {
  const currentStyle = usePageStyle();
  // A CSS background is found only once styles apply; this puts a preload in
  // the document's <head>, so the banner (often the largest paint) loads at once.
  preload(currentStyle.pageHeader, { as: "image", fetchPriority: "high" });
  return (
    <div
      // The style's header image, as the --page-header variable the root layout sets.
      className="flex h-40 items-center justify-center bg-black bg-(image:--page-header) bg-cover bg-center sm:h-56"
    >
      <h1 className="font-display text-6xl italic drop-shadow-[0_2px_8px_black] sm:text-7xl">
        {title ?? siteConfig.name}
      </h1>
    </div>
  );
}
