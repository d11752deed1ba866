// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import Home, { links, loader } from "./home.tsx";

const getUpcomingShows = vi.fn<Shows["getUpcomingShows"]>();
const services = testServices({ shows: { getUpcomingShows } });

const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
const listing: ShowListing = listUpcomingShows(
  [storedShow({ id: 2, venue: "Tomorrow Club", date: tomorrow, city: "Orlando", state: "FL" })],
  new Date(),
  siteConfig,
);

serveInEveryTest(getUpcomingShows, listing);

/** Home at /es in `style`; resolves to its hero, the region named by the h1. */
async function renderSpanishHero(style: keyof typeof pageStyles) {
  inLanguage("es", () =>
    renderPage({ path: "/:lang?", url: "/es", style: pageStyles[style], Component: Home, loader, services }),
  );
  const heading = await screen.findByRole("heading", { level: 1 });
  return within(heading.closest("section")!);
}

describe("Home in Spanish", () => {
  it.each(["normal", "almostReal", "propofol"] as const)(
    "%s: the way down to the dates says Fechas de la gira",
    async (style) => {
      const hero = await renderSpanishHero(style);
      expect(hero.getByRole("link", { name: "Fechas de la gira" })).toHaveAttribute(
        "href",
        "#upcoming-shows",
      );
      expect(hero.queryByText(/Tour dates/)).not.toBeInTheDocument();
    },
  );

  it("normal: the next show is the Próximo concierto, to the eye and to a screen reader", async () => {
    const hero = await renderSpanishHero("normal");
    expect(hero.getByText("Próximo concierto")).toBeInTheDocument();
    const next = hero.getByRole("link", { name: /^Próximo concierto:/ });
    expect(next).toHaveAttribute("href", "/es/shows/2");
    expect(next).toHaveTextContent("Orlando, FL");
    // The day before the month, as Spanish writes it: "jue 3 dic", not "jue, dic 3".
    expect(next.textContent).toMatch(/: \S+ \d{1,2} \S+ · Orlando, FL$/);
    expect(hero.queryByText(/Next show/)).not.toBeInTheDocument();
  });

  it("normal: with no show to go to, the artist page is Escúchanos en …", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue({ dated: [], undated: [] });
    const hero = await renderSpanishHero("normal");
    const listen = siteConfig.artistPages[0]!;
    expect(hero.getByRole("link", { name: `Escúchanos en ${serviceName(listen)}` })).toHaveAttribute(
      "href",
      listen.url,
    );
  });

  it("propofol: the video is Míralo en …, the song Escúchalo en …", async () => {
    const { watchLink, listenLink } = siteConfig.heroes.propofol;
    const hero = await renderSpanishHero("propofol");
    expect(hero.getByRole("link", { name: `Míralo en ${serviceName(watchLink)}` })).toHaveAttribute(
      "href",
      watchLink.url,
    );
    expect(hero.getByRole("link", { name: `Escúchalo en ${serviceName(listenLink!)}` })).toHaveAttribute(
      "href",
      listenLink!.url,
    );
    expect(hero.queryByText(/Watch on|Listen on/)).not.toBeInTheDocument();
  });

  it("offers the Spanish calendar feed, and the English one in English", () => {
    expect(inLanguage("es", links)[0]).toMatchObject({ href: "/es/shows.ics", type: "text/calendar" });
    expect(links()[0]).toMatchObject({ href: "/shows.ics" });
  });
});
