// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import Home, { loader } from "#app/modules/home/routes/home.tsx";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { NO_SHOWS_MESSAGE, SHOWS_UNAVAILABLE_MESSAGE } from "#app/modules/shows/components/show-messages.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

// The embedded database is not for unit tests: the route's one data source is replaced.
const getUpcomingShows = vi.fn<Shows["getUpcomingShows"]>();
const services = testServices({ shows: { getUpcomingShows } });

const STYLES = ["normal", "almostReal", "propofol"] as const;
const now = new Date();
const hour = 60 * 60 * 1000;

/** One show under way (started an hour ago, so still listed) and one tomorrow. */
const listing: ShowListing = listUpcomingShows(
  [
    storedShow({
      id: 1,
      venue: "Under Way Hall",
      date: new Date(now.getTime() - hour),
      city: "Tampa",
      state: "FL",
    }),
    storedShow({
      id: 2,
      venue: "Tomorrow Club",
      date: new Date(now.getTime() + 24 * hour),
      city: "Orlando",
      state: "FL",
    }),
  ],
  now,
  siteConfig,
);

serveInEveryTest(getUpcomingShows, listing);

/** Home in `style`; resolves to its hero, the region named by the h1. */
async function renderHero(style: (typeof STYLES)[number]) {
  renderPage({ path: "/", style: pageStyles[style], Component: Home, loader, services });
  const heading = await screen.findByRole("heading", { level: 1 });
  return heading.closest("section")!;
}

/** Whether `a` comes before `b` in the document: in reading and Tab order. */
function precedes(a: Node, b: Node) {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe("the way down to the dates", () => {
  it.each(STYLES)(
    "%s: the hero links to the upcoming shows as Tour dates, after its own buttons",
    async (style) => {
      const hero = await renderHero(style);
      const tourDates = within(hero).getByRole("link", { name: "Tour dates" });
      expect(tourDates).toHaveAttribute("href", "#upcoming-shows");
      // A jump within the page: no new tab.
      expect(tourDates).not.toHaveAttribute("target");
      // It lands on the list's heading.
      expect(document.getElementById("upcoming-shows")).toBe(
        screen.getByRole("heading", { level: 2, name: "Upcoming Shows" }),
      );
      // The campaign's own buttons come first; the way down is the hero's last link.
      const links = within(hero).getAllByRole("link");
      expect(links.length).toBeGreaterThan(1);
      expect(links.at(-1)).toBe(tourDates);
    },
  );

  const noList: [state: string, shows: ShowListing | null, says: string][] = [
    ["could not be loaded", null, SHOWS_UNAVAILABLE_MESSAGE],
    ["are none", { dated: [], undated: [] }, NO_SHOWS_MESSAGE],
  ];
  it.each(STYLES.flatMap((style) => noList.map((noShows) => [style, ...noShows] as const)))(
    "%s: when the shows %s, the link still leads to the section, which says so",
    async (style, _, shows, says) => {
      vi.mocked(getUpcomingShows).mockResolvedValue(shows);
      const hero = await renderHero(style);
      expect(within(hero).getByRole("link", { name: "Tour dates" })).toHaveAttribute(
        "href",
        "#upcoming-shows",
      );
      const section = screen.getByRole("region", { name: "Upcoming Shows" });
      expect(within(section).getByText(says)).toBeInTheDocument();
      expect(section).toContainElement(document.getElementById("upcoming-shows"));
    },
  );
});

describe("the normal hero's Next show", () => {
  it("skips the show under way, as the list's On now does, and comes before Tour dates", async () => {
    const hero = await renderHero("normal");
    const next = within(hero).getByRole("link", { name: /^Next show:/ });
    expect(next).toHaveAttribute("href", "/shows/2");
    expect(next).toHaveTextContent("Orlando, FL");
    expect(precedes(next, within(hero).getByRole("link", { name: "Tour dates" }))).toBe(true);
  });

  it("with no show to go to, offers the first artist page instead", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue({ dated: [], undated: [] });
    const hero = await renderHero("normal");
    const listen = siteConfig.artistPages[0]!;
    expect(within(hero).queryByRole("link", { name: /^Next show/ })).not.toBeInTheDocument();
    expect(within(hero).getByRole("link", { name: `Listen on ${serviceName(listen)}` })).toHaveAttribute(
      "href",
      listen.url,
    );
  });
});
