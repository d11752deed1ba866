import { startFakes } from "../fakes/serve.ts";
import { hostedShowRows } from "../fakes/supabase.ts";
import { startListeningServer, stopServers } from "../server-process.ts";
import { expect, expectNoAxeViolations, gotoPage, keepOffline, test } from "./fixtures.ts";
import { HOSTED_PORT } from "./ports.ts";
import {
  BADGE,
  bandDateText,
  card,
  cardLink,
  type EventData,
  expectBandDate,
  expectRowShows,
  fact,
  jsonLd,
  TICKET_TEXTS,
  upcomingShows,
} from "./show-pages.ts";

/**
 * Shows in hosted mode (tests/fakes/supabase.ts): the rows with every state's
 * columns, and a hosted table that still has only its original ten columns.
 */

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
    await expect(party.getByText(/^at Hosted Warehouse · /)).toBeVisible();
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
    const venue = fact(page, "Venue");
    await expect(venue.locator("address span")).toHaveText(["1 Warehouse Row", "Tampa, FL 33602"]);
    await expect(venue.getByRole("link", { name: "Directions to Hosted Warehouse" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    // The notes are only the doors: beside the date, and no Notes row.
    await expect(fact(page, "Date")).toContainText("Doors at 7");
    await expect(fact(page, "Notes")).toHaveCount(0);
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
    await expectRowShows(shows.getByRole("article"), [
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
