import { afterEach, expect, it, vi } from "vitest";

import type { Shows } from "#app/modules/shows/.server/index.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader as robotsLoader } from "./robots.ts";
import { loader } from "./sitemap.ts";

const getAllShows = vi.fn<Shows["getAllShows"]>();
const services = testServices({ shows: { getAllShows } });

afterEach(() => vi.mocked(getAllShows).mockReset());

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
  ];
  // Each page again in Spanish: its own entry, paired with its English twin (decision 100).
  const spanish = pages.map((path) => (path === "/" ? "/es" : `/es${path}`));
  expect(locs).toEqual([...pages, ...spanish].map((path) => `${site}${path}`));
  expect(xml).toContain(`<loc>${site}/shows/3</loc><lastmod>2026-11-20T15:00:00.000Z</lastmod>`);
});

it("still lists the pages when the shows cannot be loaded", async () => {
  vi.mocked(getAllShows).mockResolvedValue(null);
  // Eight pages, in English and in Spanish.
  expect((await (await loader(routeArgs(services))).text()).match(/<url>/g)).toHaveLength(16);
});

it("robots.txt points at the sitemap", async () => {
  expect(await robotsLoader(routeArgs(services)).text()).toContain(
    `Sitemap: ${services.env.siteUrl}/sitemap.xml`,
  );
});
