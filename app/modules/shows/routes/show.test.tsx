// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { parseShowId } from "#app/lib/pages.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { SHOWS_UNAVAILABLE_MESSAGE } from "#app/modules/shows/components/show-messages.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import {
  expectNewTabLinkNamed,
  expectNewTabLinksAreSafe,
  renderPage,
  serveInEveryTest,
} from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import ShowPage, { loader, meta } from "./show.tsx";

// The store stays out of route tests: the route's one data source is replaced.
const getShow = vi.fn<Shows["getShow"]>();
const services = testServices({ shows: { getShow } });

const HOUR = 60 * 60 * 1000;
const inDays = (days: number, hour = 20) => {
  const date = new Date(Date.now() + days * 24 * HOUR);
  date.setUTCHours(hour + 5, 0, 0, 0); // about `hour` o'clock in New York
  return date;
};

const lorem = storedShow({
  id: 5,
  date: inDays(3),
  venue: "The Lorem Lounge",
  city: "Orlando",
  state: "FL",
  address: "123 Lorem Ave",
  postalCode: "32803",
  price: 15,
  ageRestriction: 21,
  supportingArtists: ["The Examples"],
  ticketLink: "https://tickets.example.com/lorem",
  flyerLink: "https://flyers.example.com/lorem.jpg",
  notes: "Doors 7 PM. Free parking behind the venue.",
});

function renderShow(id: string) {
  return renderPage({
    path: "/shows/:id",
    url: `/shows/${id}`,
    style: pageStyles.propofol,
    Component: ShowPage,
    // The stub's loader arguments are the route's, untyped.
    loader: (args) => loader(args as Parameters<typeof loader>[0]),
    services,
  });
}

function serve(show: Show | null | undefined) {
  vi.mocked(getShow).mockResolvedValue(show);
}

serveInEveryTest(getShow, lorem);

/** The value of the page's row labelled `label` (its <dd>); fails when there is no such row. */
function fact(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

const hasFact = (label: string) => screen.queryByText(label, { selector: "dt" }) !== null;

describe("/shows/{id}", () => {
  it("names the band with the venue, labels every fact, and offers one way to buy at each width", async () => {
    renderShow("5");
    const heading = await screen.findByRole("heading", { level: 1, name: "The Lorem Lounge" });
    expect(getShow).toHaveBeenCalledWith(5);
    expect(heading.closest("header")).toHaveTextContent(`${siteConfig.name} live at`);
    expect(heading.closest("header")).toHaveTextContent("Orlando, FL");

    expect(fact("Date")).toHaveTextContent(/ at 8:00 PM\s*Doors 7 PM$/);
    const venue = fact("Venue");
    expect(within(venue).getByText("The Lorem Lounge")).toBeInTheDocument();
    const address = venue.querySelector("address")!;
    expect(address).toHaveTextContent("123 Lorem Ave");
    expect(address).toHaveTextContent("Orlando, FL 32803");
    const directions = within(venue).getByRole("link", { name: "Directions to The Lorem Lounge" });
    expect(new URL(directions.getAttribute("href")!).searchParams.get("query")).toBe(
      "The Lorem Lounge, 123 Lorem Ave, Orlando, FL 32803",
    );
    expect(fact("Support")).toHaveTextContent(/^With The Examples$/);
    expect(fact("Price and ages")).toHaveTextContent(/^\$15 · Ages 21\+$/);
    // The doors went to the date; the rest of the notes stays a note.
    expect(fact("Notes")).toHaveTextContent(/^Free parking behind the venue\.$/);
    expect(hasFact("Tickets")).toBe(false);

    // The panel beside the facts (wide screens) and the bar at the foot (phones): one shows at a time.
    const ticketPlaces = screen.getAllByRole("complementary", { name: "Tickets" });
    expect(ticketPlaces).toHaveLength(2);
    for (const place of ticketPlaces) {
      expect(place).toHaveTextContent("$15");
      expectNewTabLinkNamed(
        within(place),
        "Get Tickets for The Lorem Lounge",
        "https://tickets.example.com/lorem",
      );
    }
    const more = within(screen.getByRole("navigation", { name: "More shows" }));
    expect(more.getByRole("link", { name: "All upcoming shows" })).toHaveAttribute(
      "href",
      "/#upcoming-shows",
    );
    expect(more.getByRole("link", { name: "Past shows" })).toHaveAttribute("href", "/shows/past");
    expect(screen.queryByText("This show has passed.")).not.toBeInTheDocument();
    // Add to calendar: the show's own file, and Google Calendar's template for it.
    expect(screen.getByRole("link", { name: "Calendar file (.ics)" })).toHaveAttribute(
      "href",
      "/shows/5.ics",
    );
    const google = new URL(screen.getByRole("link", { name: "Google Calendar" }).getAttribute("href")!);
    expect(google.searchParams.get("text")).toBe(`${siteConfig.name} at The Lorem Lounge`);
    // Directions, two ticket buttons, Google Calendar, the flyer.
    expect(expectNewTabLinksAreSafe()).toBe(5);
  });

  it("a flyer from elsewhere: a lazy picture in a poster-shaped box, not telling its host the page", async () => {
    renderShow("5");
    const flyer = within(await screen.findByRole("region", { name: "Flyer" }));
    const image = flyer.getByRole("img", { name: "Flyer for The Lorem Lounge" });
    expect(image).toHaveAttribute("src", "https://flyers.example.com/lorem.jpg");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "1000");
    expectNewTabLinkNamed(flyer, "Open the flyer", "https://flyers.example.com/lorem.jpg");
  });

  it("a flyer from content/flyers/: the build's files, lazy, at the file's own size, and the largest to open", async () => {
    serve({ ...lorem, flyerLink: "lorem-lounge.png" });
    renderShow("5");
    const flyer = within(await screen.findByRole("region", { name: "Flyer" }));
    const image = flyer.getByRole("img", { name: "Flyer for The Lorem Lounge" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "1080");
    expect(image).toHaveAttribute("height", "1350");
    expect(image.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      "sizes",
      expect.stringContaining("22rem"),
    );
    const open = flyer.getByRole("link", { name: "Open the flyer" });
    expect(open.getAttribute("href")).toMatch(/\.webp$/);
  });

  it.each([
    ["a file the build has none of", "missing-flyer.png"],
    ["an http link (a secure page shows no insecure picture)", "http://flyers.example.com/lorem.jpg"],
  ])("no broken picture for %s", async (_case, flyerLink) => {
    serve({ ...lorem, flyerLink });
    renderShow("5");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("img", { name: /Flyer/ })).not.toBeInTheDocument();
    const open = screen.queryByRole("link", { name: "Open the flyer" });
    if (flyerLink.startsWith("http:")) expect(open).toHaveAttribute("href", flyerLink);
    else expect(open).not.toBeInTheDocument();
  });

  it("notes that only give the doors: no Notes row; a named event names its venue under the heading", async () => {
    serve({ ...lorem, title: "Release Night", notes: "doors at 7" });
    renderShow("5");
    const heading = await screen.findByRole("heading", { level: 1, name: "Release Night" });
    expect(heading.closest("header")).toHaveTextContent(`${siteConfig.name} at`);
    expect(heading.closest("header")).toHaveTextContent("The Lorem Lounge, Orlando, FL");
    expect(fact("Date")).toHaveTextContent(/Doors at 7$/);
    expect(hasFact("Notes")).toBe(false);
  });

  it("the date in the band's time zone, as a machine-readable <time>", async () => {
    serve({ ...lorem, date: new Date("2030-04-26T00:00:00Z") });
    renderShow("5");
    const time = await screen.findByText("April 25, 2030 at 8:00 PM");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2030-04-25T20:00-04:00");
    // The day of the week before it, for a fan planning the week.
    expect(fact("Date")).toHaveTextContent(/^Thursday, April 25, 2030 at 8:00 PM/);
  });

  it("a cancelled show says so and offers no tickets and no ticket box, even though it had sold out", async () => {
    serve({ ...lorem, status: "cancelled", soldOut: true });
    renderShow("5");
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.getByText("This show is cancelled.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Sold out")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Google Calendar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(hasFact("Price and ages")).toBe(false);
    expect(hasFact("Tickets")).toBe(false);
  });

  it("a rescheduled show says where it moved from; a sold-out one says so in its row, with no button", async () => {
    serve({ ...lorem, status: "rescheduled", previousDate: new Date("2030-04-19T00:00:00Z"), soldOut: true });
    renderShow("5");
    expect(await screen.findByText("Rescheduled")).toBeInTheDocument();
    expect(screen.getByText("Moved from April 18, 2030 at 8:00 PM")).toBeInTheDocument();
    expect(fact("Tickets")).toHaveTextContent(/^Sold out$/);
    expect(screen.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Tickets" })).not.toBeInTheDocument();
  });

  it("a show under way says On now at the top, and offers no calendar entry for what has begun", async () => {
    serve({ ...lorem, date: new Date(Date.now() - HOUR) });
    renderShow("5");
    const heading = await screen.findByRole("heading", { level: 1, name: "The Lorem Lounge" });
    const top = heading.closest("header")!;
    expect(within(top).getByText("On now", { selector: "strong" })).toBeInTheDocument();
    expect(within(top).getByText("This show is on now.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Google Calendar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Add to calendar|\.ics/ })).not.toBeInTheDocument();
  });

  it("a postponed show says a new date is to come and the tickets stay valid; its date is the original one", async () => {
    serve({ ...lorem, status: "postponed" });
    renderShow("5");
    const heading = await screen.findByRole("heading", { level: 1, name: "The Lorem Lounge" });
    expect(
      within(heading.closest("header")!).getByText("New date to come: your tickets stay valid."),
    ).toBeInTheDocument();
    expect(hasFact("Original date")).toBe(true);
    expect(hasFact("Date")).toBe(false);
  });

  it("a past show keeps its page: 'This show has passed', no ticket button", async () => {
    serve({ ...lorem, date: new Date(Date.now() - 5 * HOUR) });
    renderShow("5");
    expect(await screen.findByText("This show has passed.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Tickets at door")).not.toBeInTheDocument();
  });

  it("no address: the city, no directions; no ticket link: tickets at the door, in words", async () => {
    serve({ ...lorem, address: null, postalCode: null, ticketLink: null });
    renderShow("5");
    await screen.findByRole("heading", { level: 1 });
    expect(fact("Venue")).toHaveTextContent(/^The Lorem LoungeOrlando, FL$/);
    expect(document.querySelector("address")).toBeNull();
    expect(screen.queryByRole("link", { name: /Directions/ })).not.toBeInTheDocument();
    expect(fact("Tickets")).toHaveTextContent(/^Tickets at door$/);
    expect(screen.queryByRole("complementary", { name: "Tickets" })).not.toBeInTheDocument();
  });

  it("when the shows cannot be loaded, the page says so with status 503", async () => {
    serve(null);
    const result = await loader(routeArgs(services, { params: { id: "5" } }));
    expect(result).toMatchObject({ init: { status: 503 } });
    renderShow("5");
    expect(await screen.findByRole("status")).toHaveTextContent(SHOWS_UNAVAILABLE_MESSAGE);
  });
});

describe("unknown and malformed ids", () => {
  it.each(["0", "05", "abc", "1.5", "-3", "99999999999999999999", "12 ", "１２"])(
    "%j is no show id",
    (text) => {
      expect(parseShowId(text)).toBeNull();
    },
  );

  it("accepts whole numbers from 1", () => {
    expect(parseShowId("1")).toBe(1);
    expect(parseShowId("9007199254740991")).toBe(9007199254740991);
  });

  it("a malformed id answers 404 without asking the store; an unknown one after asking", async () => {
    await expect(loader(routeArgs(services, { params: { id: "abc" } }))).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(getShow).not.toHaveBeenCalled();
    serve(undefined);
    await expect(loader(routeArgs(services, { params: { id: "999" } }))).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(getShow).toHaveBeenCalledWith(999);
  });
});

describe("meta", () => {
  async function metaFor(show: Show) {
    serve(show);
    const loaderData = await loader(routeArgs(services, { params: { id: String(show.id) } }));
    return meta({
      loaderData,
      matches: [{ loaderData: { siteUrl: "https://band.example" } }],
      location: { pathname: `/shows/${show.id}` },
    } as never) as Record<string, unknown>[];
  }

  it("a title and description naming the band, the venue, the city and the date; a canonical link", async () => {
    const tags = await metaFor({ ...lorem, date: new Date("2030-04-26T00:00:00Z") });
    const title = tags.find((tag) => "title" in tag)?.title;
    expect(title).toBe(`The Lorem Lounge, Orlando, FL · April 25, 2030 at 8:00 PM · ${siteConfig.name}`);
    const description = tags.find((tag) => tag.name === "description")?.content;
    expect(description).toContain(
      `${siteConfig.name} live at The Lorem Lounge, Orlando, FL, on April 25, 2030`,
    );
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://band.example/shows/5" });
  });

  it("the show's event data as JSON-LD", async () => {
    const tags = await metaFor({ ...lorem, date: new Date("2030-04-26T00:00:00Z") });
    const event = tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as Record<string, unknown>;
    expect(event).toMatchObject({
      "@type": "MusicEvent",
      name: `${siteConfig.name} at The Lorem Lounge`,
      startDate: "2030-04-25T20:00-04:00",
      url: `${services.env.siteUrl}/shows/5`,
    });
  });
});
