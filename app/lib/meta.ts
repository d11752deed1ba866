import type { MetaDescriptor } from "react-router";

import { pathIn } from "#app/i18n/languages.ts";
import { bandText } from "#app/i18n/site-languages.ts";
import { localPath, SITE_LANGUAGES, sitePathWithoutLanguage } from "#app/i18n/site-languages.ts";
import { siteConfig } from "#content/site.config.ts";

import { shareCardAlt, siteShareCard, siteShareImagePath } from "../modules/share/share-cards.ts";
import { absoluteUrl } from "./links.ts";

export function pageMeta({
  title,
  path,
  siteUrl,
  description = bandText(siteConfig.description),
  image = { path: siteShareImagePath(), alt: shareCardAlt(siteShareCard()) },
}: {
  /** Omitted on Home: the title is then just the band's name. */
  title?: string;
  /**
   * The page's own path (in any language: "/about" and "/es/about" are the same page), for its canonical
   * link and its twins in the other languages; null on an error page, which has none.
   */
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
      const page = sitePathWithoutLanguage(path);
      const url = absoluteUrl(siteUrl, localPath(page));
      tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
      tags.push(...languageTwins(siteUrl, page));
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

/**
 * The same page in each of the site's languages, and `x-default` (the root's) for any other reader
 * (decision 100). None on a site of one language.
 */
function languageTwins(siteUrl: string, page: string): MetaDescriptor[] {
  if (SITE_LANGUAGES.length < 2) return [];
  const twin = (hrefLang: string, language: (typeof SITE_LANGUAGES)[number]) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(siteUrl, pathIn(language, page, SITE_LANGUAGES)),
  });
  return [
    ...SITE_LANGUAGES.map((language) => twin(language, language)),
    twin("x-default", SITE_LANGUAGES[0]),
  ];
}

/** No canonical link: the page is the same whatever URL was asked for (one kept 404 page per style). */
export function errorPageMeta(title: string, siteUrl: string | undefined): MetaDescriptor[] {
  return [...pageMeta({ title, path: null, siteUrl }), { name: "robots", content: "noindex" }];
}
