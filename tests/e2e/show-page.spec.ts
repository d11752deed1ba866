import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";
import {
  BADGE,
  BAND,
  bandDateText,
  type EventData,
  expectBandDate,
  fact,
  jsonLd,
  pathOf,
  showPathsFromHome,
  ticketPlace,
} from "./show-pages.ts";

/**
 * A scheduled show's page at /shows/{id} on the embedded default
 * (content/sample-shows.ts), its fit on a phone and a desktop, and the 404
 * that an unknown or malformed id answers.
 */

test("a scheduled show's page: the band at the venue, each fact in its row, tickets, flyer, head", async ({
  page,
}) => {
  const paths = await showPathsFromHome(page);
  const path = pathOf(paths, "The Lorem Lounge");
  await gotoPage(page, path);
  const main = page.getByRole("main");

  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("The Lorem Lounge");
  await expect(main.locator("header")).toContainText(`${BAND} live at`);
  // 8 PM in New York, though the browser is in Los Angeles and the server in UTC.
  const start = await expectBandDate(page, /T20:00-0[45]:00$/);
  await expect(main.getByText(BADGE)).toHaveCount(0);
  await expect(main).not.toContainText("This show has passed.");

  // The doors, written in the notes, stand beside the date; the rest of the notes stays a note.
  await expect(fact(page, "Date")).toContainText(`${bandDateText(start)}Doors 7 PM`);
  await expect(fact(page, "Notes")).toHaveText("Free parking behind the venue.");
  const venue = fact(page, "Venue");
  await expect(venue.locator("address span")).toHaveText(["123 Lorem Ave", "Orlando, FL 32803"]);
  const directions = venue.getByRole("link", { name: "Directions to The Lorem Lounge" });
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  const maps = new URL((await directions.getAttribute("href")) ?? "");
  expect(maps.origin + maps.pathname).toBe("https://www.google.com/maps/search/");
  expect(maps.searchParams.get("api")).toBe("1");
  expect(maps.searchParams.get("query")).toBe("The Lorem Lounge, 123 Lorem Ave, Orlando, FL 32803");
  // The address is read at the size of the notes, not smaller.
  const size = (locator: typeof venue) =>
    locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await size(venue.locator("address"))).toBeGreaterThanOrEqual(await size(fact(page, "Notes")));
  await expect(fact(page, "Support")).toHaveText("With The Examples, Dummy Text, Foo Fighters of Bar");
  await expect(fact(page, "Price and ages")).toHaveText("$15 · Ages 21+");

  // On a wide screen the ticket panel stands beside the rows, and no bar sticks to the screen's foot.
  const tickets = ticketPlace(page);
  await expect(tickets).toHaveCount(1);
  await expect(tickets).toContainText("$15 · Ages 21+");
  const button = tickets.getByRole("link", { name: "Get Tickets for The Lorem Lounge" });
  await expect(button).toHaveAttribute("href", "https://example.com/tickets/lorem-lounge");
  await expect(button).toHaveAttribute("target", "_blank");
  await expect(button).toHaveAttribute("rel", "noopener noreferrer");
  const [panel, rows] = [await tickets.boundingBox(), await fact(page, "Date").boundingBox()];
  expect(panel!.x).toBeGreaterThan(rows!.x + rows!.width);

  // The flyer from content/flyers/: the build's pictures, loaded as it scrolls near, in a box held for it.
  const flyer = page.getByRole("region", { name: "Flyer" });
  const image = flyer.getByRole("img", { name: "Flyer for The Lorem Lounge" });
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("width", "1080");
  await expect(image).toHaveAttribute("height", "1350");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/assets\/lorem-lounge-\w+-\d+\.avif$/,
  );
  const open = flyer.getByRole("link", { name: "Open the flyer" });
  await expect(open).toHaveAttribute("href", /^\/assets\/lorem-lounge-\w+-1080\.webp$/);
  expect((await page.request.get((await open.getAttribute("href")) ?? "")).headers()["content-type"]).toBe(
    "image/webp",
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

  // No street address: the city, no address block and no Directions link; tickets at the door, in words.
  await gotoPage(page, pathOf(paths, "The Consectetur Club"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Consectetur Club");
  await expect(fact(page, "Venue")).toHaveText("The Consectetur ClubGainesville, FL");
  await expect(main.locator("address")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Directions/ })).toHaveCount(0);
  await expect(fact(page, "Tickets")).toHaveText("Tickets at door");
  await expect(main.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
  await expect(ticketPlace(page)).toHaveCount(0);
  await expect(page).toHaveTitle(
    /^The Consectetur Club, Gainesville, FL · .+ at 9:00 PM · The Placeholders$/,
  );
});

test("the show page fits a phone (390 px) and a desktop (1280 px) in every style: no sideways scrolling, no axe violation, links a thumb can hit", async ({
  page,
}) => {
  const paths = await showPathsFromHome(page);
  for (const heading of ["Placeholders Live in Toronto", "The Lorem Lounge", "Elit Ballroom"]) {
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
      if (viewport.width > 390) continue;
      // Every link of the page's own content is at least 44 px tall on a phone.
      for (const link of await page.getByRole("main").getByRole("link").all()) {
        const box = await link.boundingBox();
        expect(box!.height, `${await link.textContent()} on ${heading}`).toBeGreaterThanOrEqual(44);
      }
    }
  }
  const lorem = pathOf(paths, "The Lorem Lounge");
  for (const style of ["normal", "almostReal", "propofol"]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoPage(page, `${lorem}?style=${style}`);
      await expectNoAxeViolations(page);
    }
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("the ticket bar stays at the foot of the screen while the page scrolls, and comes to rest above the footer", async ({
      page,
    }) => {
      await gotoPage(page, pathOf(await showPathsFromHome(page), "The Lorem Lounge"));
      // One place sells the ticket on a phone: the bar, with the price beside its button.
      const bar = ticketPlace(page);
      await expect(bar).toHaveCount(1);
      await expect(bar).toContainText("$15");
      await expect(bar.getByRole("link", { name: "Get Tickets for The Lorem Lounge" })).toHaveAttribute(
        "href",
        "https://example.com/tickets/lorem-lounge",
      );
      const barBottom = async () => {
        const box = (await bar.boundingBox())!;
        return box.y + box.height;
      };
      const scrollY = () => page.evaluate(() => window.scrollY);
      expect(Math.abs((await barBottom()) - 844)).toBeLessThanOrEqual(1);

      const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(room, "the page is longer than the screen").toBeGreaterThan(400);
      await page.mouse.wheel(0, room / 2);
      await expect.poll(scrollY).toBeGreaterThan(room / 2 - 50);
      expect(Math.abs((await barBottom()) - 844)).toBeLessThanOrEqual(1);

      // At the end of the page it covers neither the last links nor the footer.
      await page.mouse.wheel(0, room);
      await expect.poll(scrollY).toBeGreaterThanOrEqual(room - 1);
      const barBox = (await bar.boundingBox())!;
      const more = (await page.getByRole("navigation", { name: "More shows" }).boundingBox())!;
      const footer = (await page.getByRole("contentinfo").boundingBox())!;
      expect(more.y + more.height).toBeLessThanOrEqual(barBox.y);
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(footer.y + 1);
    });
  });
}

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
