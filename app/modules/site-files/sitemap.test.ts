// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from "./sitemap.ts";

describe("sitemapXml", () => {
  const xml = sitemapXml(
    [
      { path: "/" },
      { path: "/shows/12", lastModified: new Date("2026-11-20T15:00:00Z") },
      { path: "/a&b<c>" },
    ],
    "https://band.example",
  );
  const doc = new DOMParser().parseFromString(xml, "application/xml");

  test("UTF-8 XML in the sitemaps.org namespace, parseable", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  });

  test("absolute, escaped URLs; lastmod as a W3C datetime", () => {
    const locs = [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(locs).toEqual([
      "https://band.example/",
      "https://band.example/shows/12",
      "https://band.example/a&b%3Cc%3E",
    ]);
    expect([...doc.getElementsByTagName("lastmod")].map((lastmod) => lastmod.textContent)).toEqual([
      "2026-11-20T15:00:00.000Z",
    ]);
  });

  test("never more than 50,000 URLs", () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, index) => ({
      path: `/shows/${index + 1}`,
    }));
    expect(sitemapXml(many, "https://band.example").match(/<url>/g)).toHaveLength(50_000);
  });
});

test("robots.txt allows all and names the sitemap", () => {
  expect(robotsTxt("https://band.example")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://band.example/sitemap.xml\n",
  );
});
