// @vitest-environment jsdom
import { expect, test, vi } from "vitest";

import type { Shows } from "#app/modules/shows/.server/index.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader } from "./routes/sitemap.ts";
import { SPECULATION_RULES } from "./routes/speculation-rules.ts";
import { inEveryLanguage, sitemapXml } from "./sitemap.ts";

const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";
const SITE = "https://band.example";

/** Each <url>'s address and its twins, hreflang → href, from the sitemap's XML. */
function urlsOf(xml: string): { loc: string; twins: Record<string, string> }[] {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return [...doc.getElementsByTagNameNS(SITEMAP, "url")].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]!.textContent!,
    twins: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => {
        expect(link.getAttribute("rel")).toBe("alternate");
        return [link.getAttribute("hreflang"), link.getAttribute("href")];
      }),
    ),
  }));
}

test("lists each page in every language, twins naming each other both ways and the root's as x-default", () => {
  const entries = inEveryLanguage([{ path: "/" }, { path: "/about" }], ["en", "es"]);
  const xml = sitemapXml(entries, SITE);
  expect(xml).toContain(`<urlset xmlns="${SITEMAP}" xmlns:xhtml="${XHTML}">`);
  const twins = (page: string) => ({
    en: `${SITE}${page}`,
    es: `${SITE}/es${page === "/" ? "" : page}`,
    "x-default": `${SITE}${page}`,
  });
  expect(urlsOf(xml)).toEqual([
    { loc: `${SITE}/`, twins: twins("/") },
    { loc: `${SITE}/about`, twins: twins("/about") },
    { loc: `${SITE}/es`, twins: twins("/") },
    { loc: `${SITE}/es/about`, twins: twins("/about") },
  ]);
});

test("a site of one language lists its pages alone, with no twins", () => {
  const entries = [{ path: "/about" }];
  expect(inEveryLanguage(entries, ["en"])).toEqual(entries);
  expect(sitemapXml(inEveryLanguage(entries, ["en"]), SITE)).not.toContain("<xhtml:link");
});

test("/sitemap.xml gives every show's page in Spanish too, with its last change and its twins", async () => {
  const getAllShows = vi.fn<Shows["getAllShows"]>();
  vi.mocked(getAllShows).mockResolvedValue([
    storedShow({ id: 3, updatedAt: new Date("2026-11-20T15:00:00Z") }),
  ]);
  const services = testServices({ shows: { getAllShows } });
  const site = services.env.siteUrl;
  const xml = await (await loader(routeArgs(services))).text();
  const urls = urlsOf(xml);
  const locs = urls.map((url) => url.loc);
  for (const page of [
    "/about",
    "/music",
    "/shows",
    "/shows/past",
    "/press",
    "/follow",
    "/privacy",
    "/shows/3",
  ]) {
    expect(locs).toContain(`${site}${page}`);
    expect(locs).toContain(`${site}/es${page}`);
  }
  expect(locs).toContain(`${site}/es`);
  expect(xml).toContain(`<loc>${site}/es/shows/3</loc><lastmod>2026-11-20T15:00:00.000Z</lastmod>`);
  const twins = { en: `${site}/shows/3`, es: `${site}/es/shows/3`, "x-default": `${site}/shows/3` };
  expect(urls.filter((url) => url.loc.endsWith("/shows/3"))).toEqual([
    { loc: `${site}/shows/3`, twins },
    { loc: `${site}/es/shows/3`, twins },
  ]);
});

test("the speculation rules fetch the Spanish pages ahead too, and no file", () => {
  const patterns = SPECULATION_RULES.prefetch.flatMap((rule) => rule.where.href_matches);
  expect(patterns).toEqual(
    expect.arrayContaining(["/", "/about", "/shows/:id(\\d+)", "/es", "/es/about", "/es/shows/:id(\\d+)"]),
  );
  // Each release's page, in each language.
  expect(patterns).toEqual(expect.arrayContaining(["/music/:slug", "/es/music/:slug"]));
  expect(patterns.filter((pattern) => /\.(png|pdf|ics|xml|json)$|\/og\//.test(pattern))).toEqual([]);
});
