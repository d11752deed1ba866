import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";

test.describe("top bar", () => {
  test("links to every page and marks the current one", async ({ page }) => {
    await gotoPage(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Music" }).click();
    await expect(page).toHaveURL(/\/music$/);
    await expect(nav.getByRole("link", { name: "Music" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "The Placeholders" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows links at 500 px and a menu button at 499 px", async ({ page }) => {
    await page.setViewportSize({ width: 499, height: 800 });
    await gotoPage(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await page.setViewportSize({ width: 500, height: 800 });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("first paint, before any JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, menu] of [
    [499, true],
    [500, false],
  ] as const) {
    test(`at ${width} px the ${menu ? "menu button" : "links"} show`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible({ visible: menu });
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible({ visible: !menu });
    });
  }

  test("the menu opens, closes and navigates without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Music" }).click();
    await expect(page).toHaveURL(/\/music$/);
    await expect(page.getByRole("heading", { level: 1, name: "Music" })).toBeVisible();
  });
});

test.describe("menu overlay below 500 px", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  async function openMenu(page: import("@playwright/test").Page) {
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }

  /** Turns the mouse wheel over the page; the scroll position before. */
  async function wheelDown(page: import("@playwright/test").Page) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 400);
    return before;
  }

  /** The wheel scrolls the page: waited for, as a busy machine may take its time to scroll. */
  async function expectPageScrolls(page: import("@playwright/test").Page, message: string) {
    const before = await wheelDown(page);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message, timeout: 10_000 })
      .not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  /** The wheel does not scroll the page, given the time a scroll takes (only a busy machine could miss one). */
  async function expectPageLocked(page: import("@playwright/test").Page) {
    const before = await wheelDown(page);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY), "page is locked").toBe(before);
  }

  async function expectClosed(page: import("@playwright/test").Page) {
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expectPageScrolls(page, "page scrolls again");
  }

  test("opens full screen with the three links, keeps focus inside, locks scrolling", async ({ page }) => {
    await gotoPage(page, "/");
    await expectPageScrolls(page, "page scrolls");
    await openMenu(page);
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 700 });
    for (const name of ["Home", "Tour", "About", "Music"]) {
      await expect(dialog.getByRole("link", { name })).toBeVisible();
    }
    await expectPageLocked(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
  });

  test("closes with its close button and returns focus to the menu button", async ({ page }) => {
    await gotoPage(page, "/");
    await openMenu(page);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expectClosed(page);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with Escape", async ({ page }) => {
    await gotoPage(page, "/");
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes when a link is chosen, on the new page", async ({ page }) => {
    await gotoPage(page, "/");
    await openMenu(page);
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expectClosed(page);
  });

  test("Tour opens the dates from any page, and on Home closes the menu over them", async ({ page }) => {
    await gotoPage(page, "/about");
    await openMenu(page);
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Tour" }).click();
    await expect(page).toHaveURL(/\/#upcoming-shows$/);
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming Shows" })).toBeInViewport();
    await expectClosed(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await openMenu(page);
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Tour" }).click();
    await expectClosed(page);
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming Shows" })).toBeInViewport();
  });

  test("closes on browser back", async ({ page }) => {
    await gotoPage(page, "/music");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/music$/);
    await expectClosed(page);
  });

  test("closes when the window widens to 500 px", async ({ page }) => {
    await gotoPage(page, "/");
    await openMenu(page);
    await page.setViewportSize({ width: 500, height: 700 });
    await expectClosed(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("has social links, the bookings address and the credit, all safe", async ({ page }) => {
    await gotoPage(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const service of ["YouTube", "Instagram", "Facebook"]) {
      const link = footer.getByRole("link", { name: `The Placeholders on ${service}` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer).toContainText("Bookings");
    await expect(footer.getByRole("link", { name: "bookings@example.com" })).toHaveAttribute(
      "href",
      "mailto:bookings@example.com",
    );
    await expect(footer.getByRole("link", { name: "Tour dates" })).toHaveAttribute(
      "href",
      "/#upcoming-shows",
    );
    const credit = footer.getByRole("link", { name: "Made by Sample Builder with a heart" });
    await expect(credit).toHaveAttribute("target", "_blank");
    await expect(credit).toHaveAttribute("href", "https://example.com");
    await expectSafeNewTabLinks(page);
  });

  test("links turn the style's highlight on hover", async ({ page }) => {
    await gotoPage(page, "/?style=normal");
    const link = page.getByRole("link", { name: "bookings@example.com" });
    const before = await link.evaluate((element) => getComputedStyle(element).color);
    await link.hover();
    const accent = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.style.color = getComputedStyle(document.body).getPropertyValue("--highlight");
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(before).not.toBe(accent);
    // The colour eases in over 0.2 s.
    await expect(link).toHaveCSS("color", accent);
  });
});

test.describe("errors", () => {
  test.use({ expectedErrors: /status of 404/ });

  test("an unknown URL shows the branded 404 inside the layout", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
