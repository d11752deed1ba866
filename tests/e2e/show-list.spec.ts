import type { Locator } from "@playwright/test";

import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";
import {
  BADGE,
  card,
  cardLink,
  type EventData,
  jsonLd,
  pathOf,
  showPathsFromHome,
  TICKET_TEXTS,
  upcomingShows,
} from "./show-pages.ts";

/**
 * Home's cards of upcoming shows on the embedded default (content/sample-shows.ts
 * seeds one show in every state of its life, as docs/shows.md describes it):
 * what each card says, and where its heading leads.
 */

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
  await expect(elit.getByRole("link")).toHaveCount(1);
  await expect(elit.getByRole("link")).toHaveAccessibleName("Miami, FL, Elit Ballroom");

  // Rescheduled: the new date, the badge, "Moved from" the old one, tickets kept; a named
  // event, so the title is the show's name and the venue is in its small print.
  const toronto = card(page, shows, "Placeholders Live in Toronto");
  await expect(toronto.getByText("Rescheduled", { exact: true })).toBeVisible();
  await expect(toronto.getByText(/^Moved from [A-Z][a-z]+ \d{1,2}, \d{4} at 8:00 PM$/)).toBeVisible();
  await expect(toronto.locator("time")).toHaveText(/ at 8:00 PM$/);
  await expect(toronto.getByText(/^at The Tempor Theatre · 8:00 PM · \$25$/)).toBeVisible();
  await expect(
    toronto.getByRole("link", { name: "Get Tickets for Placeholders Live in Toronto" }),
  ).toBeVisible();

  // Postponed: the badge, the original date kept, tickets kept.
  const incididunt = card(page, shows, "Incididunt Hall");
  await expect(incididunt.getByText("Postponed", { exact: true })).toBeVisible();
  await expect(incididunt.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at 8:00 PM$/);
  await expect(incididunt.getByRole("link", { name: "Ticket info for Incididunt Hall" })).toHaveAttribute(
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

test("rows read date, city, venue and one action; the whole row opens the show's page, the ticket button a new tab", async ({
  page,
}) => {
  await gotoPage(page, "/");
  const shows = upcomingShows(page);
  const lorem = card(page, shows, "The Lorem Lounge");
  // The city in the display face leads, then the venue.
  const city = lorem.getByRole("heading", { level: 3 });
  await expect(city).toHaveAccessibleName("Orlando, FL, The Lorem Lounge");
  expect(await city.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Anton/);
  const left = async (part: Locator) => (await part.boundingBox())!.x;
  const date = await left(lorem.locator("time").locator(".."));
  const cityX = await left(city);
  const venueX = await left(lorem.getByText("The Lorem Lounge", { exact: true }));
  const ticketX = await left(lorem.getByRole("link", { name: /Get Tickets/ }));
  expect(date).toBeLessThan(cityX);
  expect(cityX).toBeLessThan(venueX);
  expect(venueX).toBeLessThan(ticketX);

  // One action column of fixed width: every row's action starts and ends at the same x, and the
  // ticket button fits inside it.
  const actions = await shows.getByRole("article").evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.lastElementChild!.getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.width)];
    }),
  );
  expect(new Set(actions.map((action) => action.join()))).toHaveProperty("size", 1);
  const [actionLeft, actionWidth] = actions[0]!;
  const button = (await lorem.getByRole("link", { name: /Get Tickets/ }).boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(actionLeft! - 1);
  expect(button.x + button.width).toBeLessThanOrEqual(actionLeft! + actionWidth! + 1);

  // States that are not actions are words, never button-shaped.
  for (const text of ["Sold out", "Tickets at door", "On now"]) {
    const note = shows.getByText(text, { exact: true }).first();
    const look = await note.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopWidth, background: style.backgroundColor };
    });
    expect(look, text).toEqual({ border: "0px", background: "rgba(0, 0, 0, 0)" });
  }

  // The ticket button is its own target: a new tab, this page stays.
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    lorem.getByRole("link", { name: /Get Tickets/ }).click({ modifiers: [] }),
  ]);
  await popup.close();
  await expect(page).toHaveURL(/\/$/);

  // A state in the action column is words over the row: a tap on them opens the show's page.
  const soldOut = (await shows.getByText("Sold out", { exact: true }).boundingBox())!;
  await page.mouse.click(soldOut.x + soldOut.width / 2, soldOut.y + soldOut.height / 2);
  await expect(page).toHaveURL(/\/shows\/\d+$/);
  await page.goBack();

  // Anywhere else on the row opens the show's page: its small print here.
  const smallPrint = (await lorem
    .getByText("With The Examples, Dummy Text, Foo Fighters of Bar")
    .boundingBox())!;
  await page.mouse.click(smallPrint.x + smallPrint.width / 2, smallPrint.y + smallPrint.height / 2);
  await expect(page).toHaveURL(/\/shows\/\d+$/);
});

for (const [width, height, rows] of [
  [1280, 800, 7],
  [390, 844, 5],
] as const) {
  test(`${rows} rows fit on a ${width} × ${height} screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await gotoPage(page, "/");
    const boxes = await upcomingShows(page)
      .getByRole("article")
      .evaluateAll((articles) =>
        articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes.length).toBeGreaterThanOrEqual(rows);
    // With room to spare: the height of the top bar besides.
    const topBar = (await page.getByRole("banner").boundingBox())!;
    expect(boxes[rows - 1]!.bottom - boxes[0]!.top).toBeLessThanOrEqual(height - topBar.height);
  });
}

test("on a phone a row's ticket button sits on the row's own line, a 44 px target, and says Tickets", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoPage(page, "/");
  const lorem = card(page, upcomingShows(page), "The Lorem Lounge");
  const row = (await lorem.boundingBox())!;
  const city = (await lorem.getByRole("heading", { level: 3 }).boundingBox())!;
  const tickets = lorem.getByRole("link", { name: "Get Tickets for The Lorem Lounge" });
  // The eye reads the one word; a screen reader hears the whole name.
  const seen = await tickets.evaluate((link) => {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Words for a screen reader only sit in a 1 px box.
      if (node.parentElement!.getBoundingClientRect().width > 1) words.push(node.textContent!.trim());
    }
    return words.filter(Boolean).join(" ");
  });
  expect(seen).toBe("Tickets");
  const button = (await tickets.boundingBox())!;
  // Beside the city and venue, not under them.
  expect(button.x).toBeGreaterThan(city.x + city.width - 1);
  expect(button.y + button.height).toBeLessThan(row.y + row.height);
  expect(button.height).toBeGreaterThanOrEqual(44);
  expect(button.x + button.width).toBeLessThanOrEqual(row.x + row.width);
});

test("on a 360 px phone a row's city keeps one line and its action goes under the venue", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await gotoPage(page, "/");
  const shows = upcomingShows(page);
  for (const name of ["The Lorem Lounge", "Dolor Street Festival", "Ipsum Amphitheater"]) {
    const row = card(page, shows, name);
    const city = row.getByRole("heading", { level: 3 });
    const lineHeight = await city.evaluate((heading) => parseFloat(getComputedStyle(heading).lineHeight));
    // "ST. PETERSBURG, FL" whole on its line, never broken inside a word.
    expect((await city.boundingBox())!.height, name).toBeLessThan(lineHeight * 1.5);
    const venue = (await row.getByText(name, { exact: true }).boundingBox())!;
    const action = (await row.locator(":scope > div").last().boundingBox())!;
    expect(action.y, name).toBeGreaterThan(venue.y + venue.height - 1);
    expect(action.x, name).toBeCloseTo(venue.x, 0);
  }
  await expect(page.locator("body")).not.toHaveCSS("overflow-x", "scroll");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
