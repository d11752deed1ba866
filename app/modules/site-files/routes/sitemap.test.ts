import { afterEach, expect, it, vi } from "vitest";

import type { Albums } from "#app/modules/music/.server/index.ts";
import { toAlbumCard } from "#app/modules/music/albums.ts";
import { discography, releasePath } from "#app/modules/music/index.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader as robotsLoader } from "./robots.ts";
import { loader } from "./sitemap.ts";

const getAllShows = vi.fn<Shows["getAllShows"]>();
const getAlbums = vi.fn<Albums["getAlbums"]>();
const services = testServices({ shows: { getAllShows }, albums: { getAlbums } });

/** Every release page: the config's, as when Spotify lists none or fails. */
const configReleases = discography([], siteConfig.releases).map((release) => releasePath(release.slug));

afterEach(() => {
  vi.mocked(getAllShows).mockReset();
  vi.mocked(getAlbums).mockReset().mockResolvedValue([]);
});
vi.mocked(getAlbums).mockResolvedValue([]);

it("lists the pages, all tour dates, the past shows, the press kit, following and privacy, and every show's page with its last change", async () => {
  vi.mocked(getAllShows).mockResolvedValue([
    storedShow({ id: 3, updatedAt: new Date("2026-11-20T15:00:00Z") }),
    storedShow({ id: 8, date: null }),
  ]);
  const response = await loader(routeArgs(services));
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const site = services.env.siteUrl;
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  const pages = [
    "/",
    "/about",
    "/music",
    "/shows",
    "/shows/past",
    "/press",
    "/follow",
    "/privacy",
    "/shows/3",
    "/shows/8",
    ...configReleases,
  ];
  // Each page again in Spanish: its own entry, paired with its English twin (decision 100).
  const spanish = pages.map((path) => (path === "/" ? "/es" : `/es${path}`));
  expect(locs).toEqual([...pages, ...spanish].map((path) => `${site}${path}`));
  expect(xml).toContain(`<loc>${site}/shows/3</loc><lastmod>2026-11-20T15:00:00.000Z</lastmod>`);
});

it("still lists the pages when the shows cannot be loaded", async () => {
  vi.mocked(getAllShows).mockResolvedValue(null);
  // Eight pages and the releases', in English and in Spanish.
  expect((await (await loader(routeArgs(services))).text()).match(/<url>/g)).toHaveLength(
    2 * (8 + configReleases.length),
  );
});

it("lists every release's page, Spotify's and the config's, in English and in Spanish", async () => {
  vi.mocked(getAllShows).mockResolvedValue([]);
  vi.mocked(getAlbums).mockResolvedValue([
    toAlbumCard({
      id: "night-drive",
      name: "Night Drive",
      release_date: "2025-03",
      release_date_precision: "month",
      images: [],
      external_urls: {},
    }),
  ]);
  const xml = await (await loader(routeArgs(services))).text();
  const site = services.env.siteUrl;
  for (const path of ["/music/night-drive", ...configReleases]) {
    expect(xml).toContain(`<loc>${site}${path}</loc>`);
    expect(xml).toContain(`<loc>${site}/es${path}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${site}/es${path}"/>`);
  }
  expect(configReleases).toContain("/music/almost-real");
});

it("still lists the config's releases when Spotify fails", async () => {
  vi.mocked(getAllShows).mockResolvedValue([]);
  vi.mocked(getAlbums).mockResolvedValue(null);
  const xml = await (await loader(routeArgs(services))).text();
  for (const path of configReleases) expect(xml).toContain(`<loc>${services.env.siteUrl}/es${path}</loc>`);
});

it("robots.txt points at the sitemap", async () => {
  expect(await robotsLoader(routeArgs(services)).text()).toContain(
    `Sitemap: ${services.env.siteUrl}/sitemap.xml`,
  );
});
