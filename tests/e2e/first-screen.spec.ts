import type { Locator, Page } from "@playwright/test";

import { expect, gotoPage, test } from "./fixtures.ts";

/**
 * Home's first screen, as a fan meets it: the campaign's hero, and below it,
 * without scrolling, the way down to the tour dates and the first of them.
 */

const STYLES = ["normal", "almostReal", "propofol"] as const;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

function hero(page: Page) {
  return page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
}

function tourDates(page: Page) {
  return hero(page).getByRole("link", { name: "Tour dates" });
}

function firstShowRow(page: Page) {
  return page.getByRole("region", { name: "Upcoming Shows" }).getByRole("listitem").first();
}

/**
 * Where a row's first line of text ends, in viewport pixels: the bottom of
 * every piece of visible text that starts before the topmost piece ends (the
 * date beside the city, say). Text hidden for screen readers only is left out.
 */
function firstLineBottom(row: Locator): Promise<number> {
  return row.evaluate((element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      if (!node.textContent!.trim() || box.width <= 1 || box.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    const topmost = rects.reduce((a, b) => (b.top < a.top ? b : a));
    return Math.max(...rects.filter((rect) => rect.top < topmost.bottom).map((rect) => rect.bottom));
  });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
}

for (const style of STYLES) {
  test.describe(`${style} style`, () => {
    test("on a 390×844 phone the first screen shows the hero, the way down and the first show", async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await gotoPage(page, `/?style=${style}`);
      // Still most of the screen: the campaign leads.
      const heroBox = (await hero(page).boundingBox())!;
      expect(heroBox.height).toBeGreaterThanOrEqual(PHONE.height * 0.6);

      await expect(tourDates(page)).toBeInViewport({ ratio: 1 });
      const link = (await tourDates(page).boundingBox())!;
      expect(link.width).toBeGreaterThanOrEqual(44);
      expect(link.height).toBeGreaterThanOrEqual(44);

      // The first show: its top edge and its whole first line of text.
      expect(await firstLineBottom(firstShowRow(page))).toBeLessThanOrEqual(PHONE.height);
      await expectNoSidewaysScroll(page);
    });

    test("on a 1280×800 laptop the hero takes the screen less 20rem: the way down, the list's heading and the first show in sight", async ({
      page,
    }) => {
      await page.setViewportSize(LAPTOP);
      await gotoPage(page, `/?style=${style}`);
      expect((await hero(page).boundingBox())!.height).toBeCloseTo(LAPTOP.height - 20 * 16, 0);
      await expect(tourDates(page)).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("heading", { level: 2, name: "Upcoming Shows" })).toBeInViewport({
        ratio: 1,
      });
      // The first date peeks in: its row's top edge and its city are on the first screen.
      expect((await firstShowRow(page).boundingBox())!.y).toBeLessThan(LAPTOP.height - 44);
      await expectNoSidewaysScroll(page);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const style of STYLES) {
      test(`${style}: Tour dates, by tap or by keyboard, brings the list into view`, async ({ page }) => {
        await page.setViewportSize(PHONE);
        await gotoPage(page, `/?style=${style}`);
        const heading = page.getByRole("heading", { level: 2, name: "Upcoming Shows" });

        await tourDates(page).click();
        await expect(page).toHaveURL(/#upcoming-shows$/);
        await expect(heading).toBeInViewport({ ratio: 1 });
        // With room above it, not against the screen's edge.
        expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(16);
        await expect(firstShowRow(page)).toBeInViewport({ ratio: 1 });
        // The hero is gone above: the list has the screen.
        await expect(hero(page).getByRole("heading", { level: 1 })).not.toBeInViewport();

        await gotoPage(page, `/?style=${style}`);
        await tourDates(page).focus();
        await page.keyboard.press("Enter");
        await expect(heading).toBeInViewport({ ratio: 1 });
        await expect(firstShowRow(page)).toBeInViewport({ ratio: 1 });
      });
    }
  });
}
