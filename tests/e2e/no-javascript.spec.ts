import { WEB_FONTS_SCRIPT } from "#app/site/web-fonts.ts";

import { expect, gotoPage, PAGES, test } from "./fixtures.ts";

/**
 * The pages are whole as the server renders them: no framework runs in the
 * browser, and with JavaScript switched off every page, the menu included,
 * still works. The scripts, the menu's enhancement and Home's copy button,
 * are a few hundred bytes each.
 */

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every page shows all of its content", async ({ page }) => {
    await gotoPage(page, "/");
    const shows = page.getByRole("region", { name: "Upcoming Shows" });
    await expect(shows.getByRole("article")).toHaveCount(9);
    await expect(shows.getByRole("link", { name: /^Get Tickets for / }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch on YouTube" })).toBeVisible();

    await gotoPage(page, "/about");
    // The fade-in is CSS: it ends fully shown without a script.
    const lead = page.getByText("The Placeholders is a 4-piece rock n' roll outfit based in Orlando, FL.");
    await expect(lead).toBeVisible();
    await expect
      .poll(() => lead.evaluate((element) => getComputedStyle(element.parentElement!).opacity))
      .toBe("1");

    await gotoPage(page, "/music");
    const discography = page.getByRole("region", { name: "Discography" });
    await expect(discography.getByRole("article")).toHaveCount(4);
    // Credits open natively.
    const almostReal = discography.getByRole("article").filter({ hasText: "Almost Real" });
    await almostReal.getByText("Credits").click();
    await expect(almostReal).toContainText("Produced bySample Producer");

    await gotoPage(page, "/shows/5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Lorem Lounge");
    await expect(page.getByRole("link", { name: "Get Tickets for The Lorem Lounge" })).toBeVisible();

    await gotoPage(page, "/shows/past");
    await expect(page.getByRole("heading", { level: 2, name: "2025" })).toBeVisible();
  });

  test("the menu opens, locks the page, closes, and its links lead on", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await gotoPage(page, "/about");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Music" }).click();
    await expect(page).toHaveURL(/\/music$/);
    await expect(page.getByRole("heading", { level: 1, name: "Music" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test("no page loads a framework: the menu's script, Home's copy button's and the fonts' inline lines, each under 1 KB", async ({
  page,
}) => {
  const scripts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") {
      scripts.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
    }
  });
  for (const path of PAGES) {
    await gotoPage(page, path);
    // Inline: data for search engines, and the few lines that say when the fonts are drawn (decision 103).
    const running = await page
      .locator("script:not([src])")
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getAttribute("type") !== "application/ld+json")
          .map((element) => element.textContent),
      );
    expect(running, path).toEqual([WEB_FONTS_SCRIPT]);
  }
  expect(WEB_FONTS_SCRIPT.length).toBeLessThan(1024);
  expect(new Set(scripts.map((script) => script.url)).size).toBe(2);
  for (const script of scripts) {
    expect(script.url).toMatch(/^\/assets\/(?:menu|copy-address)-[\w-]+\.js$/);
    expect(script.bytes).toBeLessThan(1024);
  }
});
