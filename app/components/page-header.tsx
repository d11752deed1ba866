import { siteConfig } from "#content/site.config";
import { usePage } from "~/site/page-context";

/** The banner at the top of About and Music: the style's header image and the page's h1. */
export function PageHeader({ title }: { title?: string }) {
  const { currentStyle } = usePage();
  return (
    <div
      className="flex h-40 items-center justify-center bg-black bg-cover bg-center sm:h-56"
      style={{ backgroundImage: `url("${currentStyle.pageHeader}")` }}
    >
      <h1 className="font-display text-6xl italic drop-shadow-[0_2px_8px_black] sm:text-7xl">
        {title ?? siteConfig.name}
      </h1>
    </div>
  );
}
