import type { Page } from "@playwright/test";

import { SAMPLE_PRESS_SECTIONS } from "#tests/press.ts";

import { expect, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";
import { jsonLd } from "./show-pages.ts";

/**
 * The press kit, /press, as a booker meets it on a phone and on a laptop, in
 * every page style: every section the sample band has, readable, nothing
 * running off the screen, every target large enough to tap, and the files it
 * offers there to download. Which sections are left out with which config is
 * for the route's own tests (app/modules/press/routes/press.test.tsx).
 */

const STYLES = ["normal", "almostReal", "propofol"] as const;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The links and buttons of the page's own content shorter than a 44 px target (WCAG 2.5.5). */
async function smallTargets(page: Page): Promise<string[]> {
  return page
    .getByRole("main")
    .locator("a, button, summary")
    .evaluateAll((targets) =>
      targets
        .filter((target) => target.checkVisibility() && target.getBoundingClientRect().height < 44)
        .map((target) => `${target.textContent?.trim() || target.getAttribute("aria-label")}`),
    );
}

for (const style of STYLES) {
  for (const viewport of WIDTHS) {
    // Axe runs on /press in every style and width with the site's other pages (look.spec.ts).
    test(`${style} at ${viewport.width} px: every section, nothing off the screen, large targets`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await gotoPage(page, `/press?style=${style}`);
      await expect(page).toHaveTitle("Press kit · The Placeholders");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press kit");
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
        SAMPLE_PRESS_SECTIONS,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      await expectSafeNewTabLinks(page);
    });
  }
}

test("the footer's Press kit link and About's lead there; the sitemap lists it", async ({
  page,
  request,
}) => {
  await gotoPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Press kit" }).click();
  await expect(page).toHaveURL(/\/press$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press kit");

  await gotoPage(page, "/about");
  await page.getByRole("main").getByRole("link", { name: "Press kit" }).click();
  await expect(page).toHaveURL(/\/press$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press kit");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>http://localhost:${EMBEDDED_PORT}/press</loc>`);
});

test("describes the band as a MusicGroup with its short bio and members", async ({ page }) => {
  await gotoPage(page, "/press");
  const band = await jsonLd<Record<string, unknown>>(page, "MusicGroup");
  expect(band).toMatchObject({
    "@context": "https://schema.org",
    name: "The Placeholders",
    url: `http://localhost:${EMBEDDED_PORT}/`,
    description: expect.stringContaining("four-piece rock n' roll band from Orlando"),
    email: "bookings@example.com",
    foundingLocation: { "@type": "Place", name: "Orlando, FL" },
  });
  expect(band.member).toHaveLength(4);
});

test("every file it offers is there to download, and the bookings button writes a titled e-mail", async ({
  page,
  request,
}) => {
  await gotoPage(page, "/press");
  const main = page.getByRole("main");
  // Photo 1, the logo's SVG and PNG (the PDF is a page of its own: checked below).
  const downloads = main.getByRole("link", { name: /^Download (?!the press kit)/ });
  await expect(downloads).toHaveCount(3);
  for (const href of await downloads.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")!),
  )) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-disposition"], href).toMatch(/^attachment; filename=/);
  }
  await expect(main.getByRole("link", { name: "Download the press kit (PDF)" })).toHaveAttribute(
    "href",
    "/press.pdf",
  );
  await expect(main.getByRole("link", { name: "Email bookings" })).toHaveAttribute(
    "href",
    "mailto:bookings@example.com?subject=Booking%20inquiry%3A%20The%20Placeholders",
  );
});

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px the booking contact and the PDF are on the first screen, under the pitch`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/press");
    const main = page.getByRole("main");
    const pitch = main.getByText(/plays every room like it's the last night/);
    const bookings = main.getByRole("region", { name: "Bookings" });
    const targets = [
      bookings.getByRole("link", { name: "Email bookings" }),
      bookings.getByText("bookings@example.com"),
      bookings.getByRole("link", { name: "Download the press kit (PDF)" }),
    ];
    const pitchBox = (await pitch.boundingBox())!;
    for (const target of targets) {
      await expect(target).toBeInViewport({ ratio: 1 });
      expect((await target.boundingBox())!.y).toBeGreaterThan(pitchBox.y + pitchBox.height);
    }
    // Sample numbers that agree with the bio's "since 2018", not the few seeded shows counted.
    await expect(main.getByRole("region", { name: "Live" })).toContainText("150 shows");
  });
}
