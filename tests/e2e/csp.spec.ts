import { expect, gotoPage, keepOffline, test } from "./fixtures.ts";
import { EMBEDDED_PORT, HOSTED_PORT } from "./ports.ts";

/**
 * The strict Content-Security-Policy breaks nothing: every page in every
 * style, on the embedded default and in hosted mode (Spotify's covers), with
 * the menu, the shows, the albums and the banner all working. The fixtures
 * fail any test on a `securitypolicyviolation` report or a console error.
 */

const STYLES = [
  { style: "normal", header: /header-music/ },
  { style: "almostReal", header: /header-almost-real/ },
  { style: "propofol", header: /header-music/ },
];

for (const [mode, port] of [
  ["embedded", EMBEDDED_PORT],
  ["hosted", HOSTED_PORT],
] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({
      baseURL: `http://localhost:${port}`,
      viewport: { width: 390, height: 844 },
      // The browser's own note of the 404 page's status.
      expectedErrors: /status of 404/,
    });

    for (const { style, header } of STYLES) {
      test(`${style}: every page works under the policy`, async ({ page }) => {
        const blocked = await keepOffline(page);
        const response = await gotoPage(page, `/?style=${style}`);
        const policy = response?.headers()["content-security-policy"] ?? "";
        expect(policy).toContain("default-src 'none'");
        expect(policy).not.toContain("unsafe-inline");
        // Any https picture (a show's flyer); Spotify's image host named where Spotify is configured (hosted mode here).
        expect(policy).toContain(
          mode === "hosted" ? "img-src 'self' https: https://i.scdn.co;" : "img-src 'self' https:;",
        );
        await expect(page.getByRole("heading", { name: "Upcoming Shows" })).toBeVisible();
        await expect(page.getByRole("article").first()).toBeVisible();

        // The menu opens and closes.
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await expect(menu).toBeVisible();
        await menu.getByRole("button", { name: "Close menu" }).click();
        await expect(menu).toBeHidden();

        await gotoPage(page, `/about?style=${style}`);
        const banner = page.getByRole("heading", { level: 1, name: "About" }).locator("..");
        await expect
          .poll(() => banner.locator("img").evaluate((image: HTMLImageElement) => image.currentSrc))
          .toMatch(header);

        await gotoPage(page, `/music?style=${style}`);
        const albums = page.getByRole("region", { name: "Discography" });
        await expect(albums.getByRole("listitem").first()).toBeVisible();
        const covers = albums.locator("img");
        expect(await covers.count()).toBeGreaterThan(0);
        for (const cover of await covers.all()) {
          await cover.scrollIntoViewIfNeeded();
          await expect
            .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
            .toBeGreaterThan(0);
        }

        const missing = await gotoPage(page, `/no-such-page?style=${style}`);
        expect(missing?.status()).toBe(404);
        expect(blocked).toEqual([]);
      });
    }
  });
}

test("the almostReal background is painted from the stylesheet, not a style attribute", async ({ page }) => {
  await gotoPage(page, "/?style=almostReal");
  await expect(page.locator("body")).toHaveCSS("background-image", /linear-gradient/);
  expect(await page.locator("[style]").count()).toBe(0);
});
