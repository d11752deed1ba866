import type { MetaDescriptor } from "react-router";

import { siteConfig } from "#content/site.config.ts";

import { shareCardAlt, SITE_SHARE_IMAGE_PATH, siteShareCard } from "../modules/share/share-cards.ts";
import { absoluteUrl } from "./links.ts";

export function pageMeta({
  title,
  path,
  siteUrl,
  description = siteConfig.description,
  image = { path: SITE_SHARE_IMAGE_PATH, alt: shareCardAlt(siteShareCard()) },
}: {
  /** Omitted on Home: the title is then just the band's name. */
  title?: string;
  /** The page's own path, for its canonical link; null on an error page, which has none. */
  path: string | null;
  /** The public origin (SITE_URL); absent when the root loader failed. */
  siteUrl: string | undefined;
  description?: string;
  image?: { path: string; alt: string };
}): MetaDescriptor[] {
  const fullTitle = title ? `${title} · ${siteConfig.name}` : siteConfig.name;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (siteUrl) {
    if (path !== null) {
      const url = absoluteUrl(siteUrl, path);
      tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    }
    tags.push(
      { property: "og:image", content: absoluteUrl(siteUrl, image.path) },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: image.alt },
    );
  }
  return tags;
}

/** No canonical link: the page is the same whatever URL was asked for (one kept 404 page per style). */
export function errorPageMeta(title: string, siteUrl: string | undefined): MetaDescriptor[] {
  return [...pageMeta({ title, path: null, siteUrl }), { name: "robots", content: "noindex" }];
}

export const CALENDAR_FEED_LINK = {
  rel: "alternate",
  type: "text/calendar",
  title: `${siteConfig.name} shows`,
  href: "/shows.ics",
};
