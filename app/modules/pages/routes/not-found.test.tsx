// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { listUpcomingShows } from "#app/lib/shows/view.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import NotFound, { loader } from "./not-found.tsx";

// The embedded database is not for unit tests: the 404's one data source is replaced.
const getUpcomingShows = vi.fn<Shows["getUpcomingShows"]>();
const services = testServices({ shows: { getUpcomingShows } });

const now = new Date();
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

/** A cancelled show first, then the next one a fan can go to, then a later one. */
const listing = listUpcomingShows(
  [
    storedShow({ id: 7, venue: "Later Hall", date: inDays(20), city: "Tampa", state: "FL" }),
    storedShow({ id: 4, venue: "Will's Pub", date: inDays(9), city: "Orlando", state: "FL" }),
    storedShow({ id: 2, venue: "Closed Club", date: inDays(3), status: "cancelled" }),
  ],
  now,
  siteConfig,
);

serveInEveryTest(getUpcomingShows, listing);

const latest = siteConfig.releases[0]!;

function renderNotFound() {
  renderPage({
    path: "*",
    url: "/no/such/page",
    style: pageStyles.propofol,
    Component: NotFound,
    loader,
    services,
  });
}

it("loader answers with status 404 and what the page offers", async () => {
  const result = await loader(routeArgs(services));
  expect(result.init?.status).toBe(404);
  expect(result.data.nextShow).toMatchObject({ path: "/shows/4", place: "Orlando, FL", venue: "Will's Pub" });
  expect(result.data.latestRelease).toMatchObject({ title: latest.title, releaseText: latest.release });
});

it("says the page was not found and links back home", async () => {
  renderNotFound();

  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  const home = screen.getByRole("link", { name: "Back to the home page" });
  expect(home).toHaveAttribute("href", "/");
  expect(home).not.toHaveAttribute("target");
});

it("offers the next show a fan can go to, by city, venue and date, and the latest release", async () => {
  renderNotFound();

  const show = await screen.findByRole("link", { name: /^Next show/ });
  expect(show).toHaveAttribute("href", "/shows/4");
  expect(show).toHaveTextContent("Orlando, FL");
  expect(show).toHaveTextContent("Will's Pub");
  expect(within(show).getByText(listing.dated[1]!.dateText!).closest("time")).toHaveAttribute(
    "datetime",
    listing.dated[1]!.dateTime,
  );
  const release = screen.getByRole("link", { name: /^Latest release/ });
  expect(release).toHaveTextContent(latest.title);
  expect(release).toHaveAttribute("href", "/music");
  expect(release).toHaveTextContent(latest.release);
  expect(release.querySelector("img")).toHaveAttribute("alt", "");
});

describe("when there is less to offer", () => {
  it("still answers 404, without the next show, when the shows could not be loaded", async () => {
    for (const failure of [() => Promise.resolve(null), () => Promise.reject(new Error("store down"))]) {
      vi.mocked(getUpcomingShows).mockImplementationOnce(failure);
      const result = await loader(routeArgs(services));
      expect(result.init?.status).toBe(404);
      expect(result.data.nextShow).toBeNull();
      expect(result.data.latestRelease?.title).toBe(latest.title);
    }
  });

  it("offers home alone with no show to come and no release", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue({ dated: [], undated: [] });
    const releases = siteConfig.releases;
    siteConfig.releases = [];
    try {
      renderNotFound();
      expect(await screen.findByRole("link", { name: "Back to the home page" })).toBeInTheDocument();
      expect(screen.queryByRole("list")).not.toBeInTheDocument();
      expect(screen.getAllByRole("link")).toHaveLength(1);
    } finally {
      siteConfig.releases = releases;
    }
  });
});
