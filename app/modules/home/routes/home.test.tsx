// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { bandText } from "#app/i18n/site-languages.ts";
import { type Show } from "#app/lib/shows/fields.ts";
import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import { configOnlyCampaign } from "#app/modules/home/.server/campaign.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { NO_SHOWS_MESSAGE, SHOWS_UNAVAILABLE_MESSAGE } from "#app/modules/shows/components/show-messages.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import { siteConfig } from "#content/site.config.ts";
import {
  expectNewTabLink,
  expectNewTabLinkNamed,
  expectNewTabLinksAreSafe,
  renderPage,
  serveInEveryTest,
} from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import Home, { loader, meta } from "./home.tsx";

// The embedded database is not for unit tests: the route's one data source is replaced.
const getUpcomingShows = vi.fn<Shows["getUpcomingShows"]>();
const services = testServices({ shows: { getUpcomingShows } });

const now = new Date("2025-04-01T12:00:00Z");

function show(overrides: Partial<Show> & Pick<Show, "id" | "venue">): Show {
  return storedShow(overrides);
}

/** Three shows through the real listing logic: two dated (out of order), one to be announced. */
const listing: ShowListing = listUpcomingShows(
  [
    show({ id: 3, venue: "Back Booth" }),
    show({
      id: 2,
      venue: "Will's Pub",
      // Local midnight in the band's zone: a date-only show.
      date: new Date("2025-05-03T04:00:00Z"),
      city: "Orlando",
      state: "FL",
      ticketLink: "javascript:alert(1)",
    }),
    show({
      id: 1,
      venue: "The Social",
      // 8 PM in Orlando (EDT, UTC-4).
      date: new Date("2025-04-26T00:00:00Z"),
      city: "Orlando",
      state: "FL",
      price: 15,
      ageRestriction: 21,
      supportingArtists: ["A", "B"],
      ticketLink: "https://tickets.example.com/the-social",
      flyerLink: "https://flyers.example.com/the-social.jpg",
    }),
  ],
  now,
  siteConfig,
);

function renderHome(style = pageStyles.propofol) {
  return renderPage({ path: "/", style, Component: Home, loader, services });
}

/** A row's heading names the city, then the show: "Orlando, FL, The Social" (or only the show, with no city). */
const namesShow = (venue: string) => (name: string) => name === venue || name.endsWith(`, ${venue}`);

function cardOf(venue: string): HTMLElement {
  const card = screen.getByRole("heading", { level: 3, name: namesShow(venue) }).closest("article");
  expect(card, `card of ${venue}`).not.toBeNull();
  return card!;
}

serveInEveryTest(getUpcomingShows, listing);

describe("loader", () => {
  it("asks the shows module for the shows listed now", async () => {
    const before = Date.now();
    const result = await loader(routeArgs(services));
    // The follow form's settings come with the shows: the same for every visitor.
    expect(result).toEqual({
      shows: listing,
      follow: { unit: "mi", distance: "100 mi", placeHint: "City, ST or ZIP code" },
      campaign: { heroes: siteConfig.heroes, focus: {} },
    });
    expect(getUpcomingShows).toHaveBeenCalledTimes(1);
    const asked = vi.mocked(getUpcomingShows).mock.calls[0]![0];
    expect(asked.getTime()).toBeGreaterThanOrEqual(before);
    expect(asked.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("the campaign set at /admin", () => {
  it("shows the band's words and photo, kept in view where they chose, over the config's", async () => {
    const photo = {
      id: "",
      src: "/media/abcdefabcdef-800.webp",
      width: 800,
      height: 600,
      sources: [{ type: "image/avif", srcset: "/media/abcdefabcdef-800.avif 800w" }],
    };
    const campaign = configOnlyCampaign(siteConfig, {
      activeStyle: "propofol",
      heroes: {
        ...siteConfig.heroes,
        propofol: { ...siteConfig.heroes.propofol, heading: "Out Friday", media: { photo } },
      },
      focus: { propofol: "top right" },
    });
    renderPage({
      path: "/",
      style: pageStyles.propofol,
      Component: Home,
      loader,
      services: testServices({ shows: { getUpcomingShows }, campaign }),
    });
    const heading = await screen.findByRole("heading", { level: 1, name: "Out Friday" });
    const picture = heading.closest("section")!.querySelector("img")!;
    expect(picture.getAttribute("src")).toBe("/media/abcdefabcdef-800.webp");
    expect(picture.className).toContain("hero-focus-top-right");
    const styles = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
    expect(styles).toContain(".hero-focus-top-right{object-position:100% 0%}");
  });
});

describe("meta", () => {
  it("lists the upcoming shows' pages for search engines (JSON-LD ItemList), dated ones first", () => {
    const tags = meta({
      loaderData: { shows: listing },
      matches: [{ loaderData: { siteUrl: "https://band.example" } }],
    } as never) as Record<string, unknown>[];
    const data = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
    expect(data).toContainEqual(expect.objectContaining({ "@type": "MusicGroup" }));
    expect(data.find((item) => (item as { "@type": string })["@type"] === "ItemList")).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [1, 2, 3].map((id, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: `https://band.example/shows/${id}`,
      })),
    });
  });

  it("no shows, no list: only the band", () => {
    const tags = meta({
      loaderData: { shows: { dated: [], undated: [] } },
      matches: [{ loaderData: { siteUrl: "https://band.example" } }],
    } as never) as Record<string, unknown>[];
    const types = tags.flatMap((tag) =>
      "script:ld+json" in tag ? [(tag["script:ld+json"] as { "@type": string })["@type"]] : [],
    );
    expect(types).toEqual(["MusicGroup"]);
  });
});

describe("hero", () => {
  it("propofol: the video heading, its line and a Watch on YouTube link in a new tab", async () => {
    const { watchLink } = siteConfig.heroes.propofol;
    const heading = bandText(siteConfig.heroes.propofol.heading);
    const text = bandText(siteConfig.heroes.propofol.text);
    renderHome(pageStyles.propofol);

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(text)).toBeInTheDocument();
    expectNewTabLink(screen.getByRole("link", { name: `Watch on ${serviceName(watchLink)}` }), watchLink.url);
  });

  it("almostReal: the EP logo as the h1, the tour dates and stream links", async () => {
    const { logo, streamLinks } = siteConfig.heroes.almostReal;
    const text = bandText(siteConfig.heroes.almostReal.text);
    renderHome(pageStyles.almostReal);

    const heading = await screen.findByRole("heading", { level: 1, name: bandText(logo.alt) });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(within(heading).getByRole("img", { name: bandText(logo.alt) })).toHaveAttribute(
      "src",
      logo.file.src,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(streamLinks.map((link) => serviceName(link))).toEqual(["Spotify", "Apple Music"]);
    for (const link of streamLinks) {
      expectNewTabLink(screen.getByRole("link", { name: `Stream on ${serviceName(link)}` }), link.url);
    }
  });

  it("normal: the band's name as the h1 and its line", async () => {
    const heading = bandText(siteConfig.heroes.normal.heading);
    const text = bandText(siteConfig.heroes.normal.text);
    renderHome(pageStyles.normal);

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(heading).toBe(siteConfig.name);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each(["normal", "almostReal", "propofol"] as const)(
    "%s: one vignette under the text, the art's own or, over a picture, the frame's",
    async (style) => {
      renderHome(pageStyles[style]);
      const hero = (await screen.findByRole("heading", { level: 1 })).closest("section")!;
      const art = hero.querySelector(':scope > [aria-hidden="true"]')!;
      const vignettes = art.querySelectorAll('[class*="vignette"], [class*="radial-gradient"]');
      expect(vignettes).toHaveLength(1);
    },
  );
});

describe("upcoming shows", () => {
  it("shows a card with every detail of a show", async () => {
    renderHome();
    await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
    const card = within(cardOf("The Social"));

    // The date block: month, day and weekday to the eye, the whole date to a screen reader.
    const date = card.getByText("April 25, 2025 at 8:00 PM");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2025-04-25T20:00-04:00");
    expect(date.parentElement).toHaveTextContent(/^Apr25FriApril 25, 2025 at 8:00 PM$/);
    expect(card.getByText("Orlando, FL")).toBeInTheDocument();
    expect(card.getByText("8:00 PM · $15 · Ages 21+")).toBeInTheDocument();
    expect(card.getByText("With A, B")).toBeInTheDocument();
    expectNewTabLinkNamed(card, "Get Tickets for The Social", "https://tickets.example.com/the-social");
    // The row's two targets: the show's page (the flyer is shown there) and the tickets.
    expect(card.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/shows/1",
      "https://tickets.example.com/the-social",
    ]);
    expect(card.queryByText("Tickets at door")).not.toBeInTheDocument();
  });

  it("a long tour: the ten soonest dates, then All N dates to the rest", async () => {
    const tour = listUpcomingShows(
      Array.from({ length: 24 }, (_, index) =>
        show({ id: index + 1, venue: `Venue ${index + 1}`, date: new Date(Date.UTC(2025, 3, index + 2, 0)) }),
      ),
      now,
      siteConfig,
    );
    getUpcomingShows.mockResolvedValue(tour);
    renderHome();
    const block = within(await screen.findByRole("region", { name: "Upcoming Shows" }));
    expect(block.getAllByRole("article")).toHaveLength(10);
    expect(block.getByRole("heading", { level: 3, name: "Venue 10" })).toBeInTheDocument();
    expect(block.queryByRole("heading", { level: 3, name: "Venue 11" })).not.toBeInTheDocument();
    expect(block.getByRole("link", { name: "All 24 dates" })).toHaveAttribute("href", "/shows");
  });

  it("a tour Home holds whole: no link to all dates", async () => {
    renderHome();
    await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
    expect(screen.queryByRole("link", { name: /^All \d+ dates$/ })).not.toBeInTheDocument();
  });

  it("each card's heading links to the show's page; the block links to the past shows", async () => {
    renderHome();
    await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
    expect(
      within(cardOf("The Social")).getByRole("link", { name: "Orlando, FL, The Social" }),
    ).toHaveAttribute("href", "/shows/1");
    expect(within(cardOf("Back Booth")).getByRole("link", { name: "Back Booth" })).toHaveAttribute(
      "href",
      "/shows/3",
    );
    const block = within(screen.getByRole("region", { name: "Upcoming Shows" }));
    expect(block.getByRole("link", { name: "Past shows" })).toHaveAttribute("href", "/shows/past");
  });

  it("each state: its badge, Moved from, one ticket action", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue(
      listUpcomingShows(
        [
          show({
            id: 11,
            venue: "Cancelled Club",
            date: new Date("2025-04-10T00:00:00Z"),
            status: "cancelled",
            soldOut: true,
            ticketLink: "https://t.example/11",
          }),
          show({
            id: 12,
            venue: "Sold Out Hall",
            date: new Date("2025-04-11T00:00:00Z"),
            soldOut: true,
            ticketLink: "https://t.example/12",
          }),
          show({
            id: 13,
            venue: "Later Lounge",
            date: new Date("2025-04-12T00:00:00Z"),
            onSaleDate: new Date("2025-04-05T14:00:00Z"),
            ticketLink: "https://t.example/13",
          }),
          show({
            id: 14,
            venue: "Postponed Pub",
            date: new Date("2025-04-13T00:00:00Z"),
            status: "postponed",
            ticketLink: "https://t.example/14",
          }),
          show({
            id: 15,
            venue: "Moved Hall",
            date: new Date("2025-04-14T00:00:00Z"),
            status: "rescheduled",
            previousDate: new Date("2025-04-07T00:00:00Z"),
            ticketLink: "https://t.example/15",
          }),
          show({
            id: 16,
            venue: "Festival Grounds",
            title: "Spring Fest",
            date: new Date("2025-04-15T00:00:00Z"),
          }),
        ],
        now,
        siteConfig,
      ),
    );
    renderHome();
    await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
    const cancelled = within(cardOf("Cancelled Club"));
    expect(cancelled.getByText("Cancelled")).toBeInTheDocument();
    expect(cancelled.queryByText("Sold out")).not.toBeInTheDocument();
    expect(cancelled.queryByText(/Get Tickets/)).not.toBeInTheDocument();
    expect(within(cardOf("Sold Out Hall")).getByText("Sold out")).toBeInTheDocument();
    expect(within(cardOf("Sold Out Hall")).queryByText(/Get Tickets/)).not.toBeInTheDocument();
    // 10:00 AM in Orlando, wherever the page is rendered.
    expect(within(cardOf("Later Lounge")).getByText("On sale April 5 at 10:00 AM")).toBeInTheDocument();
    expect(within(cardOf("Later Lounge")).queryByText(/Get Tickets/)).not.toBeInTheDocument();
    const postponed = within(cardOf("Postponed Pub"));
    expect(postponed.getByText("Postponed")).toBeInTheDocument();
    expect(postponed.getByText("April 12, 2025 at 8:00 PM")).toBeInTheDocument();
    expect(postponed.getByRole("link", { name: "Ticket info for Postponed Pub" })).toBeInTheDocument();
    const moved = within(cardOf("Moved Hall"));
    expect(moved.getByText("Rescheduled")).toBeInTheDocument();
    expect(moved.getByText("Moved from April 6, 2025 at 8:00 PM")).toBeInTheDocument();
    expect(moved.getByRole("link", { name: "Get Tickets for Moved Hall" })).toBeInTheDocument();
    // A named event: its name heads the card, the venue under it.
    const named = within(cardOf("Spring Fest"));
    expect(named.getByText(/^at Festival Grounds · /)).toBeInTheDocument();
    expect(named.getByText("Tickets at door")).toBeInTheDocument();
  });

  it("a show under way says On now instead of tickets, and the hero's Next show is the one after it", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue(
      listUpcomingShows(
        [
          show({
            id: 21,
            venue: "Early Room",
            // Started an hour before now, still in its 4 hours.
            date: new Date(now.getTime() - 60 * 60 * 1000),
            ticketLink: "https://t.example/21",
          }),
          show({
            id: 22,
            venue: "Late Room",
            date: new Date("2025-04-02T00:00:00Z"),
            city: "Tampa",
            state: "FL",
          }),
        ],
        now,
        siteConfig,
      ),
    );
    renderHome(pageStyles.normal);
    await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
    const onNow = within(cardOf("Early Room"));
    expect(onNow.getByText("On now")).toBeInTheDocument();
    expect(onNow.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
    expect(within(cardOf("Late Room")).queryByText("On now")).not.toBeInTheDocument();
    const hero = screen.getByRole("region", { name: bandText(siteConfig.heroes.normal.heading) });
    expect(within(hero).getByRole("link", { name: /^Next show:\s*Tue, Apr 1 · Tampa, FL$/ })).toHaveAttribute(
      "href",
      "/shows/22",
    );
  });

  it("says tickets are at the door when a show has no safe ticket link", async () => {
    renderHome();
    await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
    const card = within(cardOf("Will's Pub"));

    expect(card.getByText("Tickets at door")).toBeInTheDocument();
    // The one link is to the show's own page: no ticket link.
    expect(card.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/shows/2"]);
    // A date-only show: no time of day.
    expect(card.getByText("May 3, 2025").tagName).toBe("TIME");
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it("lists dated shows soonest first and undated ones after them, under Date to be announced", async () => {
    renderHome();
    const toBeAnnounced = await screen.findByRole("heading", { level: 3, name: "Date to be announced" });
    const headings = screen
      .getAllByRole("article")
      .map((card) => within(card).getByRole("heading", { level: 3 }));
    expect(headings).toHaveLength(3);
    expect(headings[0]).toHaveAccessibleName("Orlando, FL, The Social");
    expect(headings[1]).toHaveAccessibleName("Orlando, FL, Will's Pub");
    expect(headings[2]).toHaveAccessibleName("Back Booth");

    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(cardOf("Will's Pub"), toBeAnnounced)).toBe(true);
    expect(follows(toBeAnnounced, cardOf("Back Booth"))).toBe(true);
    expect(cardOf("Back Booth").querySelector("time")).toBeNull();
  });

  it("has no Date to be announced heading when every show is dated", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue({ dated: listing.dated, undated: [] });
    renderHome();
    await screen.findByRole("heading", { level: 3, name: namesShow("The Social") });
    expect(screen.queryByRole("heading", { name: "Date to be announced" })).not.toBeInTheDocument();
  });

  it("says there are no bookings when there are no shows", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue({ dated: [], undated: [] });
    renderHome();

    expect(await screen.findByText("No bookings for now! We'll be around...")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says the shows could not be loaded, apart from having none, when the store fails", async () => {
    vi.mocked(getUpcomingShows).mockResolvedValue(null);
    renderHome();

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(SHOWS_UNAVAILABLE_MESSAGE);
    expect(status).toHaveTextContent(/could not be loaded/);
    expect(screen.queryByText(NO_SHOWS_MESSAGE)).not.toBeInTheDocument();
    // The rest of the page is still there.
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });
});

describe("preorder card", () => {
  it("is shown below the shows with the almostReal style: the CD cover, linking to the shop", async () => {
    const { cover, url } = siteConfig.preorder!;
    const title = bandText(siteConfig.preorder!.title);
    const text = bandText(siteConfig.preorder!.text);
    renderHome(pageStyles.almostReal);

    const preorder = await screen.findByRole("region", { name: title });
    const link = within(preorder).getByRole("link", { name: new RegExp(text) });
    expectNewTabLink(link, url);
    expect(within(preorder).getByRole("img", { name: bandText(cover.alt) })).toHaveAttribute(
      "src",
      cover.file.src,
    );

    const showsHeading = screen.getByRole("heading", { level: 2, name: "Upcoming Shows" });
    expect(showsHeading.compareDocumentPosition(preorder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      cardOf("Back Booth").compareDocumentPosition(preorder) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each(["propofol", "normal"] as const)("is not shown with the %s style", async (style) => {
    renderHome(pageStyles[style]);
    await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });

    expect(
      screen.queryByRole("region", { name: bandText(siteConfig.preorder!.title) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: new RegExp(bandText(siteConfig.preorder!.text)) }),
    ).not.toBeInTheDocument();
  });

  it("is left out, the shows still there, when the band has no preorder in its config", async () => {
    const preorder = siteConfig.preorder!;
    delete siteConfig.preorder;
    try {
      renderHome(pageStyles.almostReal);
      await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
      expect(screen.queryByRole("region", { name: bandText(preorder.title) })).not.toBeInTheDocument();
      expect(
        screen.queryByRole("link", { name: new RegExp(bandText(preorder.text)) }),
      ).not.toBeInTheDocument();
    } finally {
      siteConfig.preorder = preorder;
    }
  });
});

it.each(["propofol", "almostReal", "normal"] as const)(
  "opens every new-tab link with rel=noopener noreferrer (%s)",
  async (style) => {
    renderHome(pageStyles[style]);
    await screen.findByRole("heading", { level: 3, name: namesShow("The Social") });
    // The ticket link at least, plus the hero's and the preorder's.
    expect(expectNewTabLinksAreSafe()).toBeGreaterThanOrEqual(1);
  },
);

it("sends no client-routing markers on its links: no client router reads them", async () => {
  renderHome();
  await screen.findByRole("heading", { level: 2, name: "Upcoming Shows" });
  expect(screen.getAllByRole("link").length).toBeGreaterThan(5);
  expect(document.querySelector("[data-discover]")).toBeNull();
});
