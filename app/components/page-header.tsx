import { preload } from "react-dom";
import { siteConfig } from "#content/site.config.ts";
import { usePageStyle } from "#app/site/page-style.tsx";

/** The banner at the top of About, Music and the past shows: the style's header image and the page's h1. */
export function PageHeader({ title }: { title?: string }) {
  const currentStyle = usePageStyle();
  // A CSS background is found only once styles apply; this puts a preload in
  // the document's <head>, so the banner (often the largest paint) loads at once.
  preload(currentStyle.pageHeader, { as: "image", fetchPriority: "high" });
  return (
    <div
      // The style's header image, as the --page-header variable the root layout sets.
      className="flex h-44 items-end justify-center border-b-2 border-accent bg-black bg-(image:--page-header) bg-cover bg-center pb-6 sm:h-64 sm:pb-10"
    >
      <h1 className="font-display text-display tracking-wide uppercase drop-shadow-[0_2px_12px_black]">
        {title ?? siteConfig.name}
      </h1>
    </div>
  );
}
