import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";
import {
  BAND,
  bandDateText,
  bandMonthDay,
  type EventData,
  expectBandDate,
  fact,
  jsonLd,
  pathOf,
  showPathsFromHome,
  ticketPlace,
} from "./show-pages.ts";

/**
 * The pages of shows in each other state of a show's life (docs/shows.md,
 * "A show's life") on the embedded default, which content/sample-shows.ts
 * seeds: sold out, on sale later, postponed, undated, cancelled, rescheduled.
 */

test("sold-out, on-sale-later, postponed and undated pages hold back or keep the ticket button", async ({
  page,
}) => {
  const paths = await showPathsFromHome(page);
  const main = page.getByRole("main");
  const ticketButton = main.getByRole("link", { name: /Get Tickets/ });

  await gotoPage(page, pathOf(paths, "Ipsum Amphitheater"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ipsum Amphitheater");
  await expectBandDate(page, /T19:30-0[45]:00$/);
  // No button to press: the state in words, in the Tickets row, and no ticket panel or bar.
  await expect(fact(page, "Tickets")).toHaveText("Sold out");
  await expect(ticketButton).toHaveCount(0);
  await expect(ticketPlace(page)).toHaveCount(0);
  expect((await jsonLd<EventData>(page)).offers.availability).toBe("https://schema.org/SoldOut");

  // Date only (local midnight): the day without a time; tickets on sale at 10 AM New York time.
  await gotoPage(page, pathOf(paths, "Dolor Street Festival"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dolor Street Festival");
  const day = main.locator("time");
  await expect(day).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(day).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const onSale = (await jsonLd<EventData>(page)).offers.validFrom ?? "";
  expect(onSale).toMatch(/T10:00-0[45]:00$/);
  await expect(fact(page, "Tickets")).toHaveText(
    new RegExp(`^On sale ${bandMonthDay(onSale)}(, \\d{4})? at 10:00 AM$`),
  );
  await expect(ticketButton).toHaveCount(0);

  // Postponed: the badge, the original date kept (the event data's too), the tickets kept and said so.
  await gotoPage(page, pathOf(paths, "Incididunt Hall"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Incididunt Hall");
  await expect(main.getByText("Postponed", { exact: true })).toBeVisible();
  await expect(main.getByText("New date to come: your tickets stay valid.")).toBeVisible();
  await expect(main.locator("dt", { hasText: "Original date" })).toBeVisible();
  const postponed = await expectBandDate(page, /T20:00-0[45]:00$/);
  // Not a call to buy: where ticket holders learn what happens to theirs.
  await expect(ticketButton).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Ticket info for Incididunt Hall" }).first()).toHaveAttribute(
    "href",
    "https://example.com/tickets/incididunt",
  );
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
  await expect(main.getByText("This show is cancelled.", { exact: true })).toBeVisible();
  const cancelled = await expectBandDate(page, /T20:00-0[45]:00$/);
  await expect(fact(page, "Notes")).toHaveText(
    "Cancelled: the venue flooded. Tickets are refunded where you bought them.",
  );
  // No ticket box at either width: no panel holding only a price, no bar, no price row, no button.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(ticketPlace(page)).toHaveCount(0);
    await expect(main.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(main.getByText(/^(Sold out|Tickets at door|On sale .*)$/)).toHaveCount(0);
    await expect(main.locator("dt")).toHaveText(["Date", "Venue", "Notes"]);
  }
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
  // A named event: the band at the event, its venue and city under the heading, the venue's row in full.
  await expect(main.locator("header")).toContainText(`${BAND} at`);
  await expect(main.locator("header")).toContainText("The Tempor Theatre, Toronto, ON");
  const venue = fact(page, "Venue");
  await expect(venue.getByText("The Tempor Theatre", { exact: true })).toBeVisible();
  await expect(venue.locator("address span")).toHaveText(["1 Tempor St W", "Toronto, ON M5V 2T6", "Canada"]);
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
