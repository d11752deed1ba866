// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "#content/site.config.ts";
import { getEnv } from "#app/.server/env.ts";
import { getShow } from "#app/.server/shows/index.ts";
import { SHOWS_UNAVAILABLE_MESSAGE } from "#app/components/upcoming-shows.tsx";
import type { Show } from "#app/lib/shows/fields.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { storedShow } from "#tests/shows.ts";
import {
  expectNewTabLinkNamed,
  expectNewTabLinksAreSafe,
  renderPage,
  serveInEveryTest,
} from "../../tests/route-helpers.tsx";
import { parseShowId } from "#app/lib/pages.ts";
import ShowPage, { loader, meta } from "./show.tsx";

// The store stays out of route tests: the route's one data source is replaced.
vi.mock("#app/.server/shows/index.ts", () => ({ getShow: vi.fn() }));

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
  notes: "Doors 7 PM.",
});

function renderShow(id: string) {
  return renderPage({
    path: "/shows/:id",
    url: `/shows/${id}`,
    style: pageStyles.propofol,
    Component: ShowPage,
    // The stub's loader arguments are the route's, untyped.
    loader: (args) => loader(args as Parameters<typeof loader>[0]),
  });
}

function serve(show: Show | null | undefined) {
  vi.mocked(getShow).mockResolvedValue(show);
}

serveInEveryTest(getShow, lorem);

describe("/shows/{id}", () => {
  it("shows everything about the show, with one ticket button and the way back", async () => {
    renderShow("5");
    expect(await screen.findByRole("heading", { level: 1, name: "The Lorem Lounge" })).toBeInTheDocument();
    expect(getShow).toHaveBeenCalledWith(5);
    expect(screen.getByRole("heading", { level: 2, name: "The Lorem Lounge" })).toBeInTheDocument();
    const address = document.querySelector("address")!;
    expect(address).toHaveTextContent("123 Lorem Ave");
    expect(address).toHaveTextContent("Orlando, FL 32803");
    const directions = screen.getByRole("link", { name: "Directions to The Lorem Lounge" });
    expect(new URL(directions.getAttribute("href")!).searchParams.get("query")).toBe(
      "The Lorem Lounge, 123 Lorem Ave, Orlando, FL 32803",
    );
    expect(screen.getByText("With The Examples")).toBeInTheDocument();
    expect(screen.getByText("$15 · Ages 21+")).toBeInTheDocument();
    expect(screen.getByText("Doors 7 PM.")).toBeInTheDocument();
    expectNewTabLinkNamed(screen, "Get Tickets for The Lorem Lounge", "https://tickets.example.com/lorem");
    expectNewTabLinkNamed(screen, "See the flyer", "https://flyers.example.com/lorem.jpg");
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
    expect(expectNewTabLinksAreSafe()).toBe(4);
  });

  it("the date in the band's time zone, as a machine-readable <time>", async () => {
    serve({ ...lorem, date: new Date("2030-04-26T00:00:00Z") });
    renderShow("5");
    const time = await screen.findByText("April 25, 2030 at 8:00 PM");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2030-04-25T20:00-04:00");
  });

  it("a cancelled show says so and offers no tickets, even though it had sold out", async () => {
    serve({ ...lorem, status: "cancelled", soldOut: true });
    renderShow("5");
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Sold out")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Google Calendar" })).not.toBeInTheDocument();
  });

  it("a rescheduled show says where it moved from; a sold-out one says so instead of the button", async () => {
    serve({ ...lorem, status: "rescheduled", previousDate: new Date("2030-04-19T00:00:00Z"), soldOut: true });
    renderShow("5");
    expect(await screen.findByText("Rescheduled")).toBeInTheDocument();
    expect(screen.getByText("Moved from April 18, 2030 at 8:00 PM")).toBeInTheDocument();
    expect(screen.getByText("Sold out")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
  });

  it("a past show keeps its page: 'This show has passed', no ticket button", async () => {
    serve({ ...lorem, date: new Date(Date.now() - 5 * HOUR) });
    renderShow("5");
    expect(await screen.findByText("This show has passed.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get Tickets/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Tickets at door")).not.toBeInTheDocument();
  });

  it("no address: the city, and no directions", async () => {
    serve({ ...lorem, address: null, postalCode: null });
    renderShow("5");
    expect(await screen.findByText("Orlando, FL")).toBeInTheDocument();
    expect(document.querySelector("address")).toBeNull();
    expect(screen.queryByRole("link", { name: /Directions/ })).not.toBeInTheDocument();
  });

  it("when the shows cannot be loaded, the page says so with status 503", async () => {
    serve(null);
    const result = await loader({ params: { id: "5" } } as never);
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
    await expect(loader({ params: { id: "abc" } } as never)).rejects.toMatchObject({ init: { status: 404 } });
    expect(getShow).not.toHaveBeenCalled();
    serve(undefined);
    await expect(loader({ params: { id: "999" } } as never)).rejects.toMatchObject({ init: { status: 404 } });
    expect(getShow).toHaveBeenCalledWith(999);
  });
});

describe("meta", () => {
  async function metaFor(show: Show) {
    serve(show);
    const loaderData = await loader({ params: { id: String(show.id) } } as never);
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
      url: `${getEnv().siteUrl}/shows/5`,
    });
  });
});
