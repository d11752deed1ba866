import { absoluteUrl } from "#app/lib/links.ts";

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date | null;
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
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
