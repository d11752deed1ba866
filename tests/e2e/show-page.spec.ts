import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";
import {
  BAND,
  bandDateText,
  type EventData,
  jsonLd,
  showPathsFromHome,
  pathOf,
  BADGE,
  expectBandDate,
} from "./show-pages.ts";

/**
 * A scheduled show's page at /shows/{id} on the embedded default
 * (content/sample-shows.ts), its fit on a phone and a desktop, and the 404
 * that an unknown or malformed id answers.
 */

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
