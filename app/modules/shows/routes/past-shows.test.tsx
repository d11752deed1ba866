// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";

import { listPastShows } from "#app/lib/shows/view.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { SHOWS_UNAVAILABLE_MESSAGE } from "#app/modules/shows/components/show-messages.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import PastShows, { loader } from "./past-shows.tsx";

const getPastShows = vi.fn<Shows["getPastShows"]>();
const services = testServices({ shows: { getPastShows } });

const NOW = new Date("2026-11-23T12:00:00Z");
const years = listPastShows(
  [
    storedShow({ id: 1, venue: "Old Hall", city: "Orlando", date: new Date("2025-03-01T01:00:00Z") }),
    storedShow({ id: 2, venue: "Newer Club", city: "Tampa", date: new Date("2026-10-01T00:00:00Z") }),
    storedShow({ id: 3, venue: "Rained Out", date: new Date("2026-06-01T00:00:00Z"), status: "cancelled" }),
  ],
  NOW,
  siteConfig,
);

function renderPast() {
  return renderPage({
    path: "/shows/past",
    style: pageStyles.propofol,
    Component: PastShows,
    loader,
    services,
  });
}

serveInEveryTest(getPastShows, years);

it("lists the past shows by year, newest first, each linking to its page", async () => {
  renderPast();
  expect(await screen.findByRole("heading", { level: 1, name: "Past Shows" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "2026",
    "2025",
  ]);
  const year2026 = within(screen.getByRole("region", { name: "2026" }));
  const headings = year2026.getAllByRole("heading", { level: 3 });
  expect(headings).toHaveLength(2);
  expect(headings[0]).toHaveAccessibleName("Tampa, Newer Club");
  expect(headings[1]).toHaveAccessibleName("Rained Out");
  expect(year2026.getByRole("link", { name: "Tampa, Newer Club" })).toHaveAttribute("href", "/shows/2");
  expect(year2026.getByText("Cancelled")).toBeInTheDocument();
  // Past shows sell nothing.
  expect(screen.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
  expect(screen.queryByText("Tickets at door")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Upcoming shows" })).toHaveAttribute("href", "/#upcoming-shows");
});

it("no past shows yet, and shows that cannot be loaded, each say so", async () => {
  vi.mocked(getPastShows).mockResolvedValue([]);
  const { unmount } = renderPast();
  expect(await screen.findByText("No past shows yet: the first one is coming.")).toBeInTheDocument();
  unmount();
  vi.mocked(getPastShows).mockResolvedValue(null);
  renderPast();
  expect(await screen.findByRole("status")).toHaveTextContent(SHOWS_UNAVAILABLE_MESSAGE);
  await expect(loader(routeArgs(services))).resolves.toMatchObject({ init: { status: 503 } });
});
