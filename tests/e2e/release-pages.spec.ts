import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";
import { BAND, jsonLd } from "./show-pages.ts";

/**
 * A release's page at /music/{slug} on the sample catalog (content/sample-albums.ts joined to the
 * config's releases): reached from /music and back, its MusicAlbum, a slug that is none, and in Spanish.
 */

interface AlbumData {
  name: string;
  url: string;
  datePublished?: string;
  image?: string;
  numTracks?: number;
  byArtist: { name: string };
}

test("from /music to a release's page and back: cover, date, stores, credits", async ({ page }) => {
  await gotoPage(page, "/music");
  const discography = page.getByRole("region", { name: "Discography" });
  await discography.getByRole("link", { name: "Almost Real", exact: true }).click();
  await expect(page).toHaveURL(/\/music\/almost-real$/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Almost Real");
  await expect(page).toHaveTitle(`Almost Real · ${BAND}`);
  const cover = page.getByRole("img", { name: "Cover of Almost Real" });
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("EP, April 2025")).toBeVisible();
  await expect(page.getByText("Tracks")).toBeVisible();
  await expect(page.getByText("Written by")).toBeVisible();
  const stores = page.getByRole("region", { name: "Where to listen" });
  for (const store of ["Spotify", "Apple Music", "Bandcamp"]) {
    await expect(stores.getByRole("link", { name: `Almost Real on ${store}` })).toBeVisible();
  }
  await expectSafeNewTabLinks(page);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "All music" }).click();
  await expect(page).toHaveURL(/\/music$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Music");
});

test("on a phone, the card's cover opens the page too: its title's link covers it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoPage(page, "/music");
  const card = page
    .getByRole("region", { name: "Discography" })
    .getByRole("article")
    .filter({
      has: page.getByRole("heading", { name: "First Light" }),
    });
  const cover = card.locator("img");
  await cover.scrollIntoViewIfNeeded();
  const box = (await cover.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/music\/first-light$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First Light");
});

test("a release's page says what it is to search engines: one MusicAlbum", async ({ page, baseURL }) => {
  await gotoPage(page, "/music/almost-real");
  const album = await jsonLd<AlbumData>(page, "MusicAlbum");
  expect(album).toMatchObject({
    name: "Almost Real",
    url: `${baseURL}/music/almost-real`,
    datePublished: "2025-04-25",
    numTracks: 6,
    byArtist: { name: BAND },
  });
  expect(album.image).toMatch(/^https?:\/\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/music/almost-real`);
});

test.describe("a slug that is no release", () => {
  // The browser's own note of the 404 response.
  test.use({ expectedErrors: /status of 404/ });

  test("answers the site's 404 page", async ({ page }) => {
    for (const path of ["/music/no-such-release", "/es/music/no-such-release", "/music/almost_real"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
    }
  });
});

test("the Spanish page: the same release in Spanish, and back to Música", async ({ page, baseURL }) => {
  await gotoPage(page, "/es/music");
  await page
    .getByRole("region", { name: "Discografía" })
    .getByRole("link", { name: "Almost Real", exact: true })
    .click();
  await expect(page).toHaveURL(/\/es\/music\/almost-real$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Almost Real");
  await expect(page.getByRole("img", { name: "Portada de Almost Real" })).toBeVisible();
  await expect(page.getByText("EP, abril de 2025")).toBeVisible();
  await expect(page.getByText("Canciones")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Dónde escucharlo" })
      .getByRole("link", { name: "Almost Real en Spotify" }),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/es/music/almost-real`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${baseURL}/music/almost-real`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Toda la música" }).click();
  await expect(page).toHaveURL(/\/es\/music$/);
});
