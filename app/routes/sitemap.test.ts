import { afterEach, expect, it, vi } from "vitest";
import { getEnv } from "#app/.server/env.ts";
import { getAllShows } from "#app/.server/shows/index.ts";
import { storedShow } from "#tests/shows.ts";
import { loader as robotsLoader } from "./robots.ts";
import { loader } from "./sitemap.ts";

vi.mock("#app/.server/shows/index.ts", () => ({ getAllShows: vi.fn() }));

afterEach(() => vi.mocked(getAllShows).mockReset());

it("lists the pages, the past shows, the press kit, following and privacy, and every show's page with its last change", async () => {
  vi.mocked(getAllShows).mockResolvedValue([
    storedShow({ id: 3, updatedAt: new Date("2026-11-20T15:00:00Z") }),
    storedShow({ id: 8, date: null }),
  ]);
  const response = await loader();
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const site = getEnv().siteUrl;
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(
    ["/", "/about", "/music", "/shows/past", "/press", "/follow", "/privacy", "/shows/3", "/shows/8"].map(
      (path) => `${site}${path}`,
    ),
  );
  expect(xml).toContain(`<loc>${site}/shows/3</loc><lastmod>2026-11-20T15:00:00.000Z</lastmod>`);
});

it("still lists the pages when the shows cannot be loaded", async () => {
  vi.mocked(getAllShows).mockResolvedValue(null);
  expect((await (await loader()).text()).match(/<url>/g)).toHaveLength(7);
});

it("robots.txt points at the sitemap", async () => {
  expect(await robotsLoader().text()).toContain(`Sitemap: ${getEnv().siteUrl}/sitemap.xml`);
});
