import { type Language, pathIn } from "#app/i18n/languages.ts";
import { absoluteUrl } from "#app/lib/links.ts";

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date | null;
  /** The same page in each language, itself included, and `x-default`: what search engines pair. */
  twins?: { hrefLang: string; path: string }[];
}

/**
 * Every page in each of the site's languages, the first language's block first, each naming its twins
 * and the first language's as `x-default` (decision 100). A site of one language has no twins.
 */
export function inEveryLanguage(
  entries: readonly SitemapEntry[],
  languages: readonly [Language, ...Language[]],
): SitemapEntry[] {
  if (languages.length < 2) return [...entries];
  const twinsOf = (path: string) => [
    ...languages.map((language) => ({ hrefLang: language, path: pathIn(language, path, languages) })),
    { hrefLang: "x-default", path: pathIn(languages[0], path, languages) },
  ];
  return languages.flatMap((language) =>
    entries.map((entry) => ({
      ...entry,
      path: pathIn(language, entry.path, languages),
      twins: twinsOf(entry.path),
    })),
  );
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path));
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ path, lastModified, twins = [] }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    // After <lastmod>: the sitemap schema takes other namespaces' elements last.
    const links = twins.map(
      (twin) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(twin.hrefLang)}" href="${url(twin.path)}"/>`,
    );
    return `  <url><loc>${url(path)}</loc>${lastmod}${links.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
