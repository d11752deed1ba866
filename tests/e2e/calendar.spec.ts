import ICAL from "ical.js";

import { expect, expectNoAxeViolations, gotoPage, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";
import { cardLink, upcomingShows } from "./show-pages.ts";

/**
 * The calendar feed, the add-to-calendar links, the sitemap and robots.txt
 * on the embedded default (the seeded sample shows).
 */

const SITE = `http://localhost:${EMBEDDED_PORT}`;

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((component) => ({
    event: new ICAL.Event(component),
    status: component.getFirstPropertyValue("status"),
  }));
}

test("Home advertises the feed and offers to subscribe to it", async ({ page }) => {
  await gotoPage(page, "/");
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
    "href",
    "/shows.ics",
  );
  const block = page.getByRole("region", { name: "Add to calendar" });
  await expect(block.getByText("Every show in your calendar, updated on its own.")).toBeVisible();
  await expect(block.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
    "href",
    `webcal://localhost:${EMBEDDED_PORT}/shows.ics`,
  );
  await expect(block.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://localhost:${EMBEDDED_PORT}/shows.ics`)}`,
  );
  // The raw address is one tap further in, for any other app.
  const address = block.getByRole("textbox", { name: "Calendar address" });
  await expect(address).toBeHidden();
  await block.getByText("Another calendar app").click();
  await expect(address).toBeVisible();
  await expect(address).toHaveValue(`${SITE}/shows.ics`);
  await expectNoAxeViolations(page);
});

test("Copy address copies the feed's https address and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoPage(page, "/");
  const block = page.getByRole("region", { name: "Add to calendar" });
  await block.getByText("Another calendar app").click();
  await block.getByRole("button", { name: "Copy address" }).click();
  await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE}/shows.ics`);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the address is there to select and copy by hand, and no button promises to copy it", async ({
    page,
  }) => {
    await gotoPage(page, "/");
    const block = page.getByRole("region", { name: "Add to calendar" });
    const address = block.getByRole("textbox", { name: "Calendar address" });
    await block.getByText("Another calendar app").click();
    await expect(address).toHaveValue(`${SITE}/shows.ics`);
    await address.selectText();
    expect(
      await address.evaluate((field: HTMLInputElement) =>
        field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0),
      ),
    ).toBe(`${SITE}/shows.ics`);
    await expect(block.getByRole("button")).toHaveCount(0);
    await expect(block.getByRole("link", { name: "Subscribe" })).toBeVisible();
  });
});

test("the feed parses, with the sample shows in every state", async ({ request }) => {
  const response = await request.get("/shows.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const feed = events(text);
  const summaries = feed.map(({ event }) => event.summary);
  expect(summaries).toContain("The Placeholders at The Lorem Lounge");
  expect(summaries).toContain("Placeholders Live in Toronto");
  // The past shows of the last 90 days stay; the undated one and last year's are not in it.
  expect(summaries).toContain("The Placeholders at Mock Music Hall");
  expect(summaries).not.toContain("The Placeholders at Adipiscing Arena");
  expect(summaries).not.toContain("The Placeholders at The Boilerplate Bar");
  const byVenue = (venue: string) => feed.find(({ event }) => event.summary.endsWith(venue))!;
  expect(byVenue("Elit Ballroom").status).toBe("CANCELLED");
  expect(byVenue("Incididunt Hall").status).toBe("TENTATIVE");
  expect(byVenue("Dolor Street Festival").event.startDate.isDate).toBe(true);
  for (const { event } of feed) {
    expect(event.uid).toMatch(new RegExp(`^show-\\d+@localhost:${EMBEDDED_PORT}$`));
  }
});

test("a show's page offers its own calendar file and Google Calendar", async ({ page, request }) => {
  await gotoPage(page, "/");
  await cardLink(page, upcomingShows(page), "The Lorem Lounge").click();
  await expect(page.getByRole("heading", { level: 1, name: /The Lorem Lounge/ })).toBeVisible();
  const file = page.getByRole("link", { name: "Calendar file (.ics)" });
  const href = (await file.getAttribute("href"))!;
  expect(href).toMatch(/^\/shows\/\d+\.ics$/);
  const download = await request.get(href);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="show-\d+\.ics"$/);
  expect(events(await download.text()).map(({ event }) => event.summary)).toEqual([
    "The Placeholders at The Lorem Lounge",
  ]);
  const google = new URL((await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
  expect(google.hostname).toBe("calendar.google.com");
  expect(google.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveCount(1);
  expect((await request.get("/shows/999999.ics")).status()).toBe(404);
});

test("the sitemap lists every page and show; robots.txt points at it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(locs.slice(0, 5)).toEqual([
    `${SITE}/`,
    `${SITE}/about`,
    `${SITE}/music`,
    `${SITE}/shows`,
    `${SITE}/shows/past`,
  ]);
  expect(locs.filter((loc) => /\/shows\/\d+$/.test(loc!)).length).toBeGreaterThanOrEqual(12);
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
