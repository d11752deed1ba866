import { expect, expectNoAxeViolations, gotoPage, test } from "./fixtures.ts";
import { BAND, bandDateText, cardLink, expectBandDate, expectRowNames, TICKET_TEXTS } from "./show-pages.ts";

/**
 * /shows/past on the embedded default: the seed's past shows, by year, and a
 * past show's own page.
 */

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
  await expectRowNames(cards, [
    "Orlando, FL, The Sample Room",
    "Atlanta, GA, Mock Music Hall",
    "Orlando, FL, The Boilerplate Bar",
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
