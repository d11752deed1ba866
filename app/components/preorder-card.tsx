import { siteConfig } from "#content/site.config.ts";
import { ExternalLink } from "./external-link";
import { SizedImage } from "./sized-image";

/** The CD preorder, shown under the shows during the almostReal campaign. */
export function PreorderCard() {
  const { title, text, cover, url } = siteConfig.preorder;
  return (
    <section aria-labelledby="preorder" className="mx-auto max-w-md px-4 pb-16">
      <ExternalLink
        href={url}
        className="flex items-center gap-5 rounded-lg border-2 accent-hover border-white p-4"
      >
        <SizedImage image={cover} loading="lazy" className="size-28 rounded" />
        <span className="flex flex-col gap-1">
          <span id="preorder" className="font-display text-3xl">
            {title}
          </span>
          <span className="text-lg font-semibold">{text}</span>
        </span>
      </ExternalLink>
    </section>
  );
}
