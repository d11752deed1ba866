import type { Locator, Page } from "@playwright/test";
import { startFakes } from "../fakes/serve.ts";
import { hostedShowRows } from "../fakes/supabase.ts";
import { startListeningServer, stopServers } from "../server-process.ts";
import {
  expect,
  expectNoAxeViolations,
  expectSafeNewTabLinks,
  gotoPage,
  keepOffline,
  test,
} from "./fixtures.ts";
import { EMBEDDED_PORT, HOSTED_PORT } from "./ports.ts";

/**
 * Shows as events (DESIGN.md, "Show lifecycle" and the URLs): the cards on
 * Home, a show's page at /shows/{id}, the past shows at /shows/past and the
 * 404s, on the embedded default (content/sample-shows.ts seeds one show in
 * every state) and in hosted mode (tests/fakes/supabase.ts), including a
 * hosted table that still has only its original ten columns.
 *
 * The browser runs in Los Angeles and the server in UTC (playwright.config.ts):
 * every date must still read in the band's time zone.
 */

const BAND = "The Placeholders";
const TIME_ZONE = "America/New_York";

/** "December 5, 2026 at 8:00 PM": an instant as the site prints it, in the band's zone. */
function bandDateText(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(date);
  const time = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" })
    .format(date)
    .replace(/\s/g, " ");
  return `${day} at ${time}`;
}

/** "November 25": the day of an instant in the band's zone. */
function bandMonthDay(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "long", day: "numeric" }).format(
    new Date(iso),
  );
}

/** The part of schema.org's MusicEvent these tests read. */
interface EventData {
  "@context": string;
  "@type": string;
  name: string;
  url: string;
  startDate: string;
  eventStatus: string;
  previousStartDate?: string;
  description: string;
  location: { name: string; address: Record<string, string> };
  offers: { availability: string; url: string; validFrom?: string };
}

/** The page's one JSON-LD script, parsed. */
/** The page's one JSON-LD block of `type` (Home also has the band's MusicGroup). */
async function jsonLd<T>(page: Page, type = "MusicEvent"): Promise<T> {
  const ofType = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type": string })
      .filter((data) => data["@type"] === type);
  // Waits for the head to follow a client-side navigation.
  await expect.poll(async () => (await ofType()).length).toBe(1);
  return (await ofType())[0] as T;
}

function upcomingShows(page: Page): Locator {
  return page.getByRole("region", { name: "Upcoming Shows" });
}

/** The card in `list` headed `heading` (a title or a venue). */
function card(page: Page, list: Locator, heading: string): Locator {
  return list
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name: heading, exact: true }) });
}

/** The heading link of the card headed `heading`. */
function cardLink(page: Page, list: Locator, heading: string): Locator {
  return card(page, list, heading)
    .getByRole("heading", { level: 3 })
    .getByRole("link", { name: heading, exact: true });
}

/** Loads Home and returns the show page each card's heading links to, by heading. */
async function showPathsFromHome(page: Page): Promise<Map<string, string>> {
  await gotoPage(page, "/");
  const links = upcomingShows(page).getByRole("article").getByRole("heading", { level: 3 }).getByRole("link");
  const entries = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => [anchor.textContent ?? "", anchor.getAttribute("href") ?? ""] as const),
  );
  for (const [heading, path] of entries) expect(path, heading).toMatch(/^\/shows\/[1-9]\d*$/);
  return new Map(entries);
}

function pathOf(paths: Map<string, string>, heading: string): string {
  const path = paths.get(heading);
  if (!path) throw new Error(`no card on Home is headed ${heading}`);
  return path;
}

/** What stands in for tickets on a card or page: any of these means a ticket action is shown. */
const TICKET_TEXTS = /Get Tickets|Sold out|On sale|Tickets at door/;
/** A state badge's whole text (a venue such as "Hosted Cancelled Club" may hold the word). */
const BADGE = /^(Cancelled|Postponed|Rescheduled)$/;

/** The show page's date: `<time>` in the band's zone; returns its datetime attribute. */
async function expectBandDate(page: Page, time: RegExp): Promise<string> {
  const element = page.getByRole("main").locator("time").first();
  const iso = (await element.getAttribute("datetime")) ?? "";
  expect(iso).toMatch(time);
  await expect(element).toHaveText(bandDateText(iso));
  return iso;
}

test.describe("shows on the embedded default", () => {
  test("a card's heading leads to the show's page, whose links lead back to Home's shows and on to the past ones", async ({
    page,
  }) => {
    const paths = await showPathsFromHome(page);
    expect(paths.size).toBe(9);

    // Home's event list for Google: every listed show's page, in the cards' order.
    const list = await jsonLd<{ "@type": string; itemListElement: { position: number; url: string }[] }>(
      page,
      "ItemList",
    );
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement).toEqual(
      [...paths.values()].map((path, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: `http://localhost:${EMBEDDED_PORT}${path}`,
      })),
    );

    const path = pathOf(paths, "The Lorem Lounge");
    await cardLink(page, upcomingShows(page), "The Lorem Lounge").click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Lorem Lounge");
    // The head follows the client-side navigation.
    await expect(page).toHaveTitle(/^The Lorem Lounge, Orlando, FL · .+ · The Placeholders$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `http://localhost:${EMBEDDED_PORT}${path}`,
    );
    expect((await jsonLd<EventData>(page)).url).toBe(`http://localhost:${EMBEDDED_PORT}${path}`);

    const more = page.getByRole("navigation", { name: "More shows" });
    await more.getByRole("link", { name: "All upcoming shows" }).click();
    await expect(page).toHaveURL(/\/#upcoming-shows$/);
    await expect(upcomingShows(page).getByRole("heading", { name: "Upcoming Shows" })).toBeInViewport();

    await upcomingShows(page).getByRole("link", { name: "Past shows", exact: true }).click();
    await expect(page).toHaveURL(/\/shows\/past$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Past Shows");
  });

  test("Home's cards show every state of a show's life, each with at most one ticket action", async ({
    page,
  }) => {
    await gotoPage(page, "/");
    const shows = upcomingShows(page);

    // Scheduled, tickets on sale: the button, in a new tab, and no badge.
    const lorem = card(page, shows, "The Lorem Lounge");
    const tickets = lorem.getByRole("link", { name: "Get Tickets for The Lorem Lounge" });
    await expect(tickets).toHaveAttribute("href", "https://example.com/tickets/lorem-lounge");
    await expect(tickets).toHaveAttribute("target", "_blank");
    await expect(tickets).toHaveAttribute("rel", "noopener noreferrer");
    await expect(lorem.getByText(BADGE)).toHaveCount(0);

    // Sold out: said, and no button though there is a link.
    const ipsum = card(page, shows, "Ipsum Amphitheater");
    await expect(ipsum.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(ipsum.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(ipsum.getByText(BADGE)).toHaveCount(0);

    // On sale later: the moment in the band's zone, and no button until then.
    const dolor = card(page, shows, "Dolor Street Festival");
    await expect(dolor.getByText(/^On sale [A-Z][a-z]+ \d{1,2}(, \d{4})? at 10:00 AM$/)).toBeVisible();
    await expect(dolor.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(dolor).not.toContainText(/Sold out|Tickets at door/);

    // No ticket link: at the door.
    const consectetur = card(page, shows, "The Consectetur Club");
    await expect(consectetur.getByText("Tickets at door", { exact: true })).toBeVisible();
    await expect(consectetur.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);

    // Cancelled (it had sold out): the badge, and no ticket action at all; the heading is its only link.
    const elit = card(page, shows, "Elit Ballroom");
    await expect(elit.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(elit).not.toContainText(TICKET_TEXTS);
    await expect(elit.getByRole("link")).toHaveText(["Elit Ballroom"]);

    // Rescheduled: the new date, the badge, "Moved from" the old one, tickets kept; a named
    // event, so the title heads the card and the venue has its own line.
    const toronto = card(page, shows, "Placeholders Live in Toronto");
    await expect(toronto.getByText("Rescheduled", { exact: true })).toBeVisible();
    await expect(toronto.getByText(/^Moved from [A-Z][a-z]+ \d{1,2}, \d{4} at 8:00 PM$/)).toBeVisible();
    await expect(toronto.locator("time")).toHaveText(/ at 8:00 PM$/);
    await expect(toronto.getByText("The Tempor Theatre", { exact: true })).toBeVisible();
    await expect(
      toronto.getByRole("link", { name: "Get Tickets for Placeholders Live in Toronto" }),
    ).toBeVisible();

    // Postponed: the badge, the original date kept, tickets kept.
    const incididunt = card(page, shows, "Incididunt Hall");
    await expect(incididunt.getByText("Postponed", { exact: true })).toBeVisible();
    await expect(incididunt.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at 8:00 PM$/);
    await expect(incididunt.getByRole("link", { name: "Get Tickets for Incididunt Hall" })).toHaveAttribute(
      "href",
      "https://example.com/tickets/incididunt",
    );

    // Each card has at most one ticket action, and exactly three cards carry a badge.
    for (const article of await shows.getByRole("article").all()) {
      const text = (await article.textContent()) ?? "";
      expect(text.match(new RegExp(TICKET_TEXTS, "g"))?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
    await expect(shows.getByRole("article").filter({ has: page.getByText(BADGE) })).toHaveCount(3);
    await expectSafeNewTabLinks(page);
    await expectNoAxeViolations(page);
  });

  test("a scheduled show's page: date in the band's zone, venue, address, directions, details, tickets, head", async ({
    page,
  }) => {
    const paths = await showPathsFromHome(page);
    const path = pathOf(paths, "The Lorem Lounge");
    await gotoPage(page, path);
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Lorem Lounge");
    // 8 PM in New York, though the browser is in Los Angeles and the server in UTC.
    const start = await expectBandDate(page, /T20:00-0[45]:00$/);
    await expect(main.getByText(BADGE)).toHaveCount(0);
    await expect(main).not.toContainText("This show has passed.");

    const venue = page.getByRole("region", { name: "The Lorem Lounge" });
    await expect(venue.getByRole("heading", { level: 2 })).toHaveText("The Lorem Lounge");
    await expect(venue.locator("address span")).toHaveText(["123 Lorem Ave", "Orlando, FL 32803"]);
    const directions = venue.getByRole("link", { name: "Directions to The Lorem Lounge" });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    const maps = new URL((await directions.getAttribute("href")) ?? "");
    expect(maps.origin + maps.pathname).toBe("https://www.google.com/maps/search/");
    expect(maps.searchParams.get("api")).toBe("1");
    expect(maps.searchParams.get("query")).toBe("The Lorem Lounge, 123 Lorem Ave, Orlando, FL 32803");

    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText("With The Examples, Dummy Text, Foo Fighters of Bar");
    await expect(details).toContainText("Doors 7 PM. Free parking behind the venue.");
    // The price and ages head the ticket panel, beside the one ticket action.
    await expect(page.getByRole("complementary", { name: "Tickets" })).toContainText("$15 · Ages 21+");

    const tickets = main.getByRole("link", { name: "Get Tickets for The Lorem Lounge" });
    await expect(tickets).toHaveAttribute("href", "https://example.com/tickets/lorem-lounge");
    await expect(tickets).toHaveAttribute("target", "_blank");
    await expect(tickets).toHaveAttribute("rel", "noopener noreferrer");
    await expect(main.getByRole("link", { name: "See the flyer" })).toHaveAttribute(
      "href",
      "https://example.com/flyers/lorem-lounge.jpg",
    );
    const more = page.getByRole("navigation", { name: "More shows" });
    await expect(more.getByRole("link")).toHaveText(["All upcoming shows", "Past shows"]);

    // The head: the title names the venue, the city and the date, then the band.
    await expect(page).toHaveTitle(`The Lorem Lounge, Orlando, FL · ${bandDateText(start)} · ${BAND}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `http://localhost:${EMBEDDED_PORT}${path}`,
    );
    const event = await jsonLd<EventData>(page);
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      url: `http://localhost:${EMBEDDED_PORT}${path}`,
      startDate: start,
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        name: "The Lorem Lounge",
        address: { streetAddress: "123 Lorem Ave", addressLocality: "Orlando", postalCode: "32803" },
      },
      offers: { url: "https://example.com/tickets/lorem-lounge", availability: "https://schema.org/InStock" },
    });
    expect(event.previousStartDate).toBeUndefined();
    await expectSafeNewTabLinks(page);
    await expectNoAxeViolations(page);

    // No street address: the city, no address block and no Directions link; tickets at the door.
    await gotoPage(page, pathOf(paths, "The Consectetur Club"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Consectetur Club");
    const club = page.getByRole("region", { name: "The Consectetur Club" });
    await expect(club).toContainText("Gainesville");
    await expect(club.locator("address")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Directions/ })).toHaveCount(0);
    await expect(main.getByText("Tickets at door", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(page).toHaveTitle(/^The Consectetur Club, Gainesville · .+ at 9:00 PM · The Placeholders$/);
  });

  test("sold-out, on-sale-later, postponed and undated pages hold back or keep the ticket button", async ({
    page,
  }) => {
    const paths = await showPathsFromHome(page);
    const main = page.getByRole("main");
    const ticketButton = main.getByRole("link", { name: /Get Tickets/ });

    await gotoPage(page, pathOf(paths, "Ipsum Amphitheater"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ipsum Amphitheater");
    await expectBandDate(page, /T19:30-0[45]:00$/);
    await expect(main.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(ticketButton).toHaveCount(0);
    expect((await jsonLd<EventData>(page)).offers.availability).toBe("https://schema.org/SoldOut");

    // Date only (local midnight): the day without a time; tickets on sale at 10 AM New York time.
    await gotoPage(page, pathOf(paths, "Dolor Street Festival"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dolor Street Festival");
    const day = main.locator("time");
    await expect(day).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(day).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const onSale = (await jsonLd<EventData>(page)).offers.validFrom ?? "";
    expect(onSale).toMatch(/T10:00-0[45]:00$/);
    await expect(main.getByText(/^On sale /)).toHaveText(
      new RegExp(`^On sale ${bandMonthDay(onSale)}(, \\d{4})? at 10:00 AM$`),
    );
    await expect(ticketButton).toHaveCount(0);

    // Postponed: the badge, the original date kept (the event data's too), the tickets kept.
    await gotoPage(page, pathOf(paths, "Incididunt Hall"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Incididunt Hall");
    await expect(main.getByText("Postponed", { exact: true })).toBeVisible();
    const postponed = await expectBandDate(page, /T20:00-0[45]:00$/);
    await expect(ticketButton).toHaveAttribute("href", "https://example.com/tickets/incididunt");
    const event = await jsonLd<EventData>(page);
    expect(event.eventStatus).toBe("https://schema.org/EventPostponed");
    expect(event.startDate).toBe(postponed);
    await expect(page).toHaveTitle(/^Postponed: Incididunt Hall, Savannah, GA · .+ · The Placeholders$/);
    await expectNoAxeViolations(page);

    // No date yet: said so; no event data, which Google cannot list without a date.
    await gotoPage(page, pathOf(paths, "Adipiscing Arena"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adipiscing Arena");
    await expect(main.getByText("Date to be announced", { exact: true })).toBeVisible();
    await expect(main.locator("time")).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Adipiscing Arena, Jacksonville, FL · date to be announced · /);
  });

  test("cancelled and rescheduled pages: badge, no tickets or 'Moved from', and Google's event status", async ({
    page,
  }) => {
    const paths = await showPathsFromHome(page);
    const main = page.getByRole("main");

    // Cancelled, though it had sold out and has a ticket link: no ticket action at all.
    const cancelledPath = pathOf(paths, "Elit Ballroom");
    await gotoPage(page, cancelledPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elit Ballroom");
    await expect(main.getByText("Cancelled", { exact: true })).toBeVisible();
    const cancelled = await expectBandDate(page, /T20:00-0[45]:00$/);
    await expect(main.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(main.getByText(/^(Sold out|Tickets at door|On sale .*)$/)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Details" })).toContainText(
      "Cancelled: the venue flooded. Tickets are refunded where you bought them.",
    );
    await expect(page).toHaveTitle(
      `Cancelled: Elit Ballroom, Miami, FL · ${bandDateText(cancelled)} · ${BAND}`,
    );
    const cancelledEvent = await jsonLd<EventData>(page);
    expect(cancelledEvent).toMatchObject({
      "@type": "MusicEvent",
      eventStatus: "https://schema.org/EventCancelled",
      startDate: cancelled,
    });
    expect(cancelledEvent.previousStartDate).toBeUndefined();
    await expectNoAxeViolations(page);

    // Rescheduled: the new date, "Moved from" the old one, both in the band's zone; an event
    // with a title, abroad: the country is named in the address.
    const movedPath = pathOf(paths, "Placeholders Live in Toronto");
    await gotoPage(page, movedPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Placeholders Live in Toronto");
    await expect(main.getByText("Rescheduled", { exact: true })).toBeVisible();
    const moved = await expectBandDate(page, /T20:00-0[45]:00$/);
    const event = await jsonLd<EventData>(page);
    expect(event).toMatchObject({
      "@type": "MusicEvent",
      name: "Placeholders Live in Toronto",
      url: `http://localhost:${EMBEDDED_PORT}${movedPath}`,
      eventStatus: "https://schema.org/EventRescheduled",
      startDate: moved,
      previousStartDate: expect.stringMatching(/T20:00-0[45]:00$/),
      location: { name: "The Tempor Theatre", address: { addressCountry: "CA", postalCode: "M5V 2T6" } },
    });
    expect(new Date(event.previousStartDate ?? "").getTime()).toBeLessThan(new Date(moved).getTime());
    await expect(main.getByText(/^Moved from /)).toHaveText(
      `Moved from ${bandDateText(event.previousStartDate ?? "")}`,
    );
    const venue = page.getByRole("region", { name: "The Tempor Theatre" });
    await expect(venue.getByRole("heading", { level: 2 })).toHaveText("The Tempor Theatre");
    await expect(venue.locator("address span")).toHaveText([
      "1 Tempor St W",
      "Toronto, ON M5V 2T6",
      "Canada",
    ]);
    await expect(venue.getByRole("link", { name: "Directions to The Tempor Theatre" })).toBeVisible();
    await expect(
      main.getByRole("link", { name: "Get Tickets for Placeholders Live in Toronto" }),
    ).toHaveAttribute("href", "https://example.com/tickets/tempor");
    // The title names the event, the venue, the city and the new date, then the band.
    await expect(page).toHaveTitle(
      `Rescheduled: Placeholders Live in Toronto at The Tempor Theatre, Toronto, ON · ${bandDateText(moved)} · ${BAND}`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `http://localhost:${EMBEDDED_PORT}${movedPath}`,
    );
    await expectSafeNewTabLinks(page);
    await expectNoAxeViolations(page);
  });

  test("/shows/past: a heading per year and the cards, newest first; a past show's page says it has passed", async ({
    page,
  }) => {
    await gotoPage(page, "/shows/past");
    await expect(page).toHaveTitle(`Past Shows · ${BAND}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Past Shows");
    const main = page.getByRole("main");
    const cards = main.getByRole("article");
    // The seed's three past shows (380 and 45 days ago, and 5 hours ago), newest first;
    // none of the upcoming ones.
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "The Sample Room",
      "Mock Music Hall",
      "The Boilerplate Bar",
    ]);
    const starts = await cards
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(starts).toHaveLength(3);
    const instants = starts.map((start) => new Date(start).getTime());
    expect(instants).toEqual([...instants].sort((a, b) => b - a));

    // One h2 per year in the band's zone, newest first, each over its own shows.
    const years = [...new Set(starts.map((start) => start.slice(0, 4)))];
    expect(years.length).toBeGreaterThanOrEqual(2);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(years);
    for (const year of years) {
      const section = main.getByRole("region", { name: year, exact: true });
      await expect(section.locator("time")).toHaveText(
        starts.filter((start) => start.startsWith(year)).map((start) => bandDateText(start)),
      );
    }
    // A past show offers no tickets, though The Sample Room had a ticket link.
    await expect(main).not.toContainText(TICKET_TEXTS);
    await expectNoAxeViolations(page);

    const sampleRoom = cardLink(page, main, "The Sample Room");
    const path = (await sampleRoom.getAttribute("href")) ?? "";
    expect(path).toMatch(/^\/shows\/[1-9]\d*$/);
    await sampleRoom.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Sample Room");
    await expect(main.getByText("This show has passed.", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(main).not.toContainText(TICKET_TEXTS);

    // Loaded on its own (server-rendered), the page says the same.
    await gotoPage(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Sample Room");
    await expect(main.getByText("This show has passed.", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(main).not.toContainText(TICKET_TEXTS);
    await expectBandDate(page, /T\d{2}:\d{2}-0[45]:00$/);
    await expect(page.getByRole("navigation", { name: "More shows" }).getByRole("link")).toHaveText([
      "All upcoming shows",
      "Past shows",
    ]);
    await expectNoAxeViolations(page);
  });

  test("the show page fits a phone (390 px) and a desktop (1280 px) without sideways scrolling", async ({
    page,
  }) => {
    const paths = await showPathsFromHome(page);
    for (const heading of ["Placeholders Live in Toronto", "The Lorem Lounge"]) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await gotoPage(page, pathOf(paths, heading));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${heading} at ${viewport.width} px`).toBeLessThanOrEqual(clientWidth);
      }
    }
  });

  test.describe("an unknown or malformed show id", () => {
    // The browser's own note of the 404 response.
    test.use({ expectedErrors: /status of 404/ });
    const MISSING = ["/shows/999999", "/shows/abc", "/shows/0", "/shows/05"];

    test("answers 404 with the branded page", async ({ page }) => {
      for (const path of MISSING) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      }
    });

    test("has the 404 page's head: its title, noindex, and no axe violation", async ({ page }) => {
      for (const path of MISSING) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
        await expect(page, path).toHaveTitle(`Page not found · ${BAND}`, { timeout: 1_000 });
        await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
      }
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("shows in hosted mode", () => {
  test.use({ baseURL: `http://localhost:${HOSTED_PORT}` });

  /** The fake's row 103, rescheduled: the date it moved from. */
  function previousDateOf103(): string {
    const row = hostedShowRows().find((candidate) => candidate.id === 103);
    if (typeof row?.previousDate !== "string") throw new Error("the fake's row 103 has no previousDate");
    return row.previousDate;
  }

  test("rows with the newer columns: a titled rescheduled show with an address, a cancelled and a sold-out one", async ({
    page,
  }) => {
    const blocked = await keepOffline(page);
    await gotoPage(page, "/");
    const shows = upcomingShows(page);
    const party = card(page, shows, "Hosted Release Party");
    await expect(party.getByText("Rescheduled", { exact: true })).toBeVisible();
    await expect(party.getByText(`Moved from ${bandDateText(previousDateOf103())}`)).toBeVisible();
    await expect(party.getByText("Hosted Warehouse", { exact: true })).toBeVisible();
    await expect(cardLink(page, shows, "Hosted Release Party")).toHaveAttribute("href", "/shows/103");
    const club = card(page, shows, "Hosted Cancelled Club");
    await expect(club.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(club).not.toContainText(TICKET_TEXTS);
    const theater = card(page, shows, "Hosted Sold Out Theater");
    await expect(theater.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(theater.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(theater.getByText(BADGE)).toHaveCount(0);

    const main = page.getByRole("main");
    await gotoPage(page, "/shows/103");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hosted Release Party");
    await expect(main.getByText("Rescheduled", { exact: true })).toBeVisible();
    // A timestamp without an offset: 7:30 PM wall-clock time in New York.
    await expectBandDate(page, /T19:30-0[45]:00$/);
    await expect(main.getByText(/^Moved from /)).toHaveText(
      `Moved from ${bandDateText(previousDateOf103())}`,
    );
    const venue = page.getByRole("region", { name: "Hosted Warehouse" });
    await expect(venue.locator("address span")).toHaveText(["1 Warehouse Row", "Tampa, FL 33602"]);
    await expect(venue.getByRole("link", { name: "Directions to Hosted Warehouse" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Doors at 7.");
    await expect(main.getByText("Tickets at door", { exact: true })).toBeVisible();
    const event = await jsonLd<EventData>(page);
    expect(event).toMatchObject({
      name: "Hosted Release Party",
      url: `http://localhost:${HOSTED_PORT}/shows/103`,
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: expect.stringMatching(/T19:30-0[45]:00$/),
      location: {
        name: "Hosted Warehouse",
        address: { streetAddress: "1 Warehouse Row", postalCode: "33602" },
      },
    });
    await expect(page).toHaveTitle(/^Rescheduled: Hosted Release Party at Hosted Warehouse, Tampa, FL · /);
    await expectNoAxeViolations(page);

    await gotoPage(page, "/shows/105");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hosted Cancelled Club");
    await expect(main.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(main).not.toContainText(TICKET_TEXTS);
    expect((await jsonLd<EventData>(page)).eventStatus).toBe("https://schema.org/EventCancelled");

    await gotoPage(page, "/shows/106");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hosted Sold Out Theater");
    await expect(main.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(main.getByText(BADGE)).toHaveCount(0);
    expect((await jsonLd<EventData>(page)).offers.availability).toBe("https://schema.org/SoldOut");
    expect(blocked).toEqual([]);
  });
});

test.describe("a hosted table with only its original ten columns", () => {
  // Its own fakes and server, so the shared fakes keep serving today's table to the other tests.
  type Fakes = Awaited<ReturnType<typeof startFakes>>;
  const openFakes: Fakes[] = [];

  test.afterEach(async () => {
    stopServers();
    await Promise.all(openFakes.splice(0).map((fakes) => fakes.close()));
  });

  test.describe.configure({ timeout: 60_000 });

  test("every show reads as scheduled: no badge, no title, Get Tickets wherever there is a link", async ({
    page,
  }) => {
    const fakes = await startFakes();
    openFakes.push(fakes);
    fakes.supabase.answer({ table: "original" });
    const server = await startListeningServer(fakes.env);
    const blocked = await keepOffline(page);

    await gotoPage(page, `${server.url}/`);
    const shows = upcomingShows(page);
    // No titles: every card is headed by its venue.
    await expect(shows.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([
      "Hosted Ballroom",
      "Hosted Warehouse",
      "Hosted Cancelled Club",
      "Hosted Sold Out Theater",
      "Hosted Secret Show",
    ]);
    await expect(shows.getByText(BADGE)).toHaveCount(0);
    await expect(shows).not.toContainText(/Moved from|Sold out|On sale/);
    for (const venue of ["Hosted Ballroom", "Hosted Cancelled Club", "Hosted Sold Out Theater"]) {
      await expect(
        card(page, shows, venue).getByRole("link", { name: `Get Tickets for ${venue}` }),
      ).toBeVisible();
    }
    for (const venue of ["Hosted Warehouse", "Hosted Secret Show"]) {
      await expect(card(page, shows, venue).getByText("Tickets at door", { exact: true })).toBeVisible();
    }

    const main = page.getByRole("main");
    await gotoPage(page, `${server.url}/shows/103`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hosted Warehouse");
    await expectBandDate(page, /T19:30-0[45]:00$/);
    await expect(main.getByText(BADGE)).toHaveCount(0);
    await expect(main).not.toContainText("Moved from");
    await expect(main.locator("address")).toHaveCount(0);
    await expect(main.getByRole("link", { name: /Directions/ })).toHaveCount(0);
    await expect(main.getByText("Tickets at door", { exact: true })).toBeVisible();
    const event = await jsonLd<EventData>(page);
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(event.previousStartDate).toBeUndefined();
    await expectNoAxeViolations(page);

    await gotoPage(page, `${server.url}/shows/105`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hosted Cancelled Club");
    await expect(main.getByText(BADGE)).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Get Tickets for Hosted Cancelled Club" })).toHaveAttribute(
      "href",
      "https://tickets.example.com/hosted-cancelled",
    );
    expect((await jsonLd<EventData>(page)).eventStatus).toBe("https://schema.org/EventScheduled");

    // The site read the original table: the fake served none of the newer columns.
    expect(fakes.supabase.requests.length).toBeGreaterThan(0);
    expect(fakes.supabase.unhandled()).toEqual([]);
    expect(Object.keys(fakes.supabase.goodRows()[0] ?? {})).not.toContain("status");
    expect(blocked).toEqual([]);
  });
});
