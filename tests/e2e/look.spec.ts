import type { Locator, Page } from "@playwright/test";

import { contrastRatio } from "#app/lib/colors.ts";

import { expect, expectNoAxeViolations, gotoPage, PAGES, test } from "./fixtures.ts";

/**
 * The look, as a fan meets it on a phone and on a laptop: each page style
 * keeps its hero, its colours readable and its cards its own; nothing runs
 * off a small screen, not even before the fonts arrive.
 */

const STYLES = ["propofol", "normal", "almostReal"] as const;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
/** A CSS colour as the browser paints it, read back from a canvas pixel: "#rrggbb". */
async function paintedColor(page: Page, color: string): Promise<string> {
  return page.evaluate((css) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return `#${[red!, green!, blue!].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
  }, color);
}

/** The page's own background colour (the style's backgroundColor, under any gradient). */
async function pageBackground(page: Page) {
  return paintedColor(
    page,
    await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
  );
}

/** How `link`'s text, as painted now, contrasts with `background`. */
async function textContrast(page: Page, link: Locator, background: string) {
  const color = await link.evaluate((element) => getComputedStyle(element).color);
  return contrastRatio(await paintedColor(page, color), background);
}

for (const style of STYLES) {
  test.describe(`${style} style`, () => {
    test("hovered and focused links read at 4.5:1 on the background; a focused Get Tickets has a clear ring", async ({
      page,
    }) => {
      await page.setViewportSize(LAPTOP);
      await gotoPage(page, `/?style=${style}`);
      const background = await pageBackground(page);

      const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
      await about.hover();
      await expect.poll(() => textContrast(page, about, background)).toBeGreaterThanOrEqual(4.5);
      await page.mouse.move(0, 0);

      const pastShows = page.getByRole("link", { name: "Past shows" });
      await pastShows.focus();
      await expect.poll(() => textContrast(page, pastShows, background)).toBeGreaterThanOrEqual(4.5);

      // Reached by keyboard, as a keyboard user would.
      await page.getByRole("link", { name: "Skip to content" }).focus();
      const tickets = page.getByRole("link", { name: /^Get Tickets for / }).first();
      for (
        let step = 0;
        step < 40 && !(await tickets.evaluate((link) => link === document.activeElement));
        step++
      ) {
        await page.keyboard.press("Tab");
      }
      await expect(tickets).toBeFocused();
      const ring = await tickets.evaluate((link) => {
        const css = getComputedStyle(link);
        return {
          style: css.outlineStyle,
          width: parseFloat(css.outlineWidth),
          offset: parseFloat(css.outlineOffset),
          color: css.outlineColor,
        };
      });
      expect(ring.style).toBe("solid");
      expect(ring.width).toBeGreaterThanOrEqual(2);
      // Clear of the button, so it shows against the page, not the button's fill.
      expect(ring.offset).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(await paintedColor(page, ring.color), background)).toBeGreaterThanOrEqual(3);
    });

    // One test per width, loading the pages in turn in one tab: a test per page cost a browser context
    // and axe's compilation each (decision 010). Six runs take about 11 s on a busy 2-core machine.
    for (const [width, viewport] of [
      ["390", PHONE],
      ["1280", LAPTOP],
    ] as const) {
      test(`axe finds nothing on any page at ${width} px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize(viewport);
        for (const path of PAGES) {
          await test.step(path, async () => {
            await gotoPage(page, `${path}?style=${style}`);
            await expectNoAxeViolations(page);
          });
        }
      });
    }

    test("axe finds nothing in the open menu at 390 px", async ({ page }) => {
      test.slow();
      await page.setViewportSize(PHONE);
      await gotoPage(page, `/?style=${style}`);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("the three styles differ beyond the hero: background, accent line and card", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const looks = [];
  for (const style of STYLES) {
    await gotoPage(page, `/?style=${style}`);
    const card = page.getByRole("region", { name: "Upcoming Shows" }).getByRole("article").first();
    looks.push({
      body: await page.evaluate(
        () =>
          getComputedStyle(document.body).backgroundImage + getComputedStyle(document.body).backgroundColor,
      ),
      button: await page
        .getByRole("link", { name: /^Get Tickets for / })
        .first()
        .evaluate((link) => getComputedStyle(link).backgroundColor),
      card: await card.evaluate((element) => {
        const css = getComputedStyle(element);
        return `${css.backgroundColor} ${css.borderColor} ${css.borderRadius}`;
      }),
    });
  }
  for (const aspect of ["body", "button", "card"] as const) {
    expect(new Set(looks.map((look) => look[aspect])).size, aspect).toBe(3);
  }
});

test.describe("before the fonts arrive", () => {
  // The fonts are refused, as on a slow first visit where `font-display: optional` keeps the fallback.
  test.use({ expectedErrors: /Failed to load resource|woff2/ });

  test("no page runs off a 390 px screen, in any style", async ({ page }) => {
    test.slow();
    await page.route("**/*.woff2", (route) => route.abort());
    await page.setViewportSize(PHONE);
    for (const style of STYLES) {
      for (const path of [...PAGES, "/shows/10"]) {
        await page.goto(`${path}?style=${style}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path}?style=${style}`).toBe(0);
      }
    }
  });
});

test("Music's covers fill the width at 1280 px: four to a row", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await gotoPage(page, "/music");
  const releases = page.getByRole("region", { name: "Discography" }).getByRole("article");
  await expect(releases).toHaveCount(4);
  const boxes = await Promise.all(
    [0, 1, 2, 3].map(async (index) => (await releases.nth(index).boundingBox())!),
  );
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  const row = boxes[3]!.x + boxes[3]!.width - boxes[0]!.x;
  expect(row).toBeGreaterThan(LAPTOP.width * 0.85);
});

test("the phone menu carries the logo, the pages, the socials and the bookings address", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoPage(page, "/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("img", { name: "The Placeholders" })).toBeVisible();
  for (const service of ["YouTube", "Instagram", "Facebook"]) {
    await expect(menu.getByRole("link", { name: `The Placeholders on ${service}` })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: /bookings@example\.com/ })).toHaveAttribute(
    "href",
    "mailto:bookings@example.com",
  );
});

test("the footer has the band's logo, the socials, the bookings line and the credit, at both widths", async ({
  page,
}) => {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/music");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("img", { name: /The Placeholders/ })).toBeVisible();
    await expect(footer.getByRole("list", { name: "Socials" }).getByRole("link")).toHaveCount(3);
    await expect(footer).toContainText("Bookings bookings@example.com");
    await expect(footer.getByRole("link", { name: /Made by Sample Builder/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }
});
