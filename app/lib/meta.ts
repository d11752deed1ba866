import type { MetaDescriptor } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { shareCardAlt, siteShareCard, SITE_SHARE_IMAGE_PATH } from "./share-cards.ts";

/** Title, description, canonical URL and link-preview tags for one page. */
export function pageMeta({
  title,
  path,
  siteUrl,
  description = siteConfig.description,
  image = { path: SITE_SHARE_IMAGE_PATH, alt: shareCardAlt(siteShareCard()) },
}: {
  /** Omitted on Home: the title is then just the band's name. */
  title?: string;
  path: string;
  /** The public origin (SITE_URL); absent when the root loader failed. */
  siteUrl: string | undefined;
  description?: string;
  /** The share card (1200×630 PNG): the site's unless the page has its own. */
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
    // The path as a path, whatever it holds: new URL("//x", origin) would read it as another host.
    const canonical = new URL(siteUrl);
    canonical.pathname = path;
    const url = canonical.href;
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    const card = new URL(siteUrl);
    card.pathname = image.path;
    tags.push(
      { property: "og:image", content: card.href },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: image.alt },
    );
  }
  return tags;
}

/** Advertises the calendar feed to browsers and calendar apps (Home and the show pages). */
export const CALENDAR_FEED_LINK = {
  rel: "alternate",
  type: "text/calendar",
  title: `${siteConfig.name} shows`,
  href: "/shows.ics",
};
