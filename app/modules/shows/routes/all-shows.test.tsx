// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";

import { listUpcomingShows } from "#app/lib/shows/view.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import AllShows, { loader, meta } from "./all-shows.tsx";

const getUpcomingShows = vi.fn<Shows["getUpcomingShows"]>();
const services = testServices({ shows: { getUpcomingShows } });

const NOW = new Date("2026-11-23T12:00:00Z");
const tour = listUpcomingShows(
  [
    ...Array.from({ length: 24 }, (_, index) =>
      storedShow({
        id: index + 1,
        venue: `Venue ${index + 1}`,
        date: new Date(Date.UTC(2026, 11, index + 1, 1)),
      }),
    ),
    storedShow({ id: 30, venue: "Somewhere Soon", date: null }),
  ],
  NOW,
  siteConfig,
);

serveInEveryTest(getUpcomingShows, tour);

it("lists every upcoming date, soonest first, then those to be announced", async () => {
  renderPage({ path: "/shows", style: pageStyles.normal, Component: AllShows, loader, services });
  expect(await screen.findByRole("heading", { level: 1, name: "Tour dates" })).toBeInTheDocument();
  const block = within(screen.getByRole("region", { name: "Upcoming Shows" }));
  const rows = block.getAllByRole("article").map((row) => within(row).getByRole("heading").textContent);
  expect(rows).toHaveLength(25);
  expect(rows.slice(0, 2)).toEqual(["Venue 1", "Venue 2"]);
  expect(rows.at(-1)).toBe("Somewhere Soon");
  expect(block.queryByRole("link", { name: /^All \d+ dates$/ })).not.toBeInTheDocument();
  expect(block.getByRole("link", { name: "Past shows" })).toHaveAttribute("href", "/shows/past");
});

it("names the page and every listed show's page for search engines", () => {
  const tags = meta({
    matches: [{ loaderData: { siteUrl: "https://band.example" } }],
    loaderData: { shows: tour },
  } as unknown as Parameters<typeof meta>[0]);
  expect(tags).toContainEqual({ title: `Tour dates · ${siteConfig.name}` });
  expect(JSON.stringify(tags)).toContain("https://band.example/shows/24");
});
