import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoHydrated, test } from "./fixtures";

test.describe("About", () => {
  test("shows the header, the members photo and the About sentence", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page).toHaveTitle("About · The Placeholders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
    const photo = page.getByRole("img", { name: /members of The Placeholders/ });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(
      page.getByText("The Placeholders is a 4-piece rock n' roll outfit based in Orlando, FL."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("fades in over about 600 ms, and not under reduced motion", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const durations = await page.evaluate(() =>
      document.getAnimations().map((animation) => animation.effect?.getTiming().duration),
    );
    expect(durations).toContain(600);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/about");
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test.describe("Music", () => {
  test("shows artist pages, albums, releases and the Stream section", async ({ page }) => {
    await gotoHydrated(page, "/music");
    await expect(page).toHaveTitle("Music · The Placeholders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Music");

    const artistPages = page.getByRole("list", { name: "Artist pages" });
    await expect(artistPages.getByRole("link", { name: "The Placeholders on Spotify" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(artistPages.getByRole("link", { name: "The Placeholders on Apple Music" })).toBeVisible();

    const albums = page.getByRole("region", { name: "Albums" });
    await expect(albums.getByRole("listitem")).toHaveCount(4);
    const almostReal = albums.getByRole("link", { name: /Almost Real/ });
    await expect(almostReal).toContainText("April 2025");
    await expect(almostReal).toHaveAttribute("href", "https://open.spotify.com/album/0000000000000000000001");
    await expect(albums.getByRole("link", { name: /First Light/ })).toContainText("March 2023");
    await expect(albums.getByRole("link", { name: /Garage Days/ })).toContainText("2019");

    const releases = page.getByRole("region", { name: "Releases" });
    await expect(releases.getByRole("heading", { name: "Almost Real" })).toBeVisible();
    await expect(releases).toContainText("Written by The Placeholders");
    await expect(releases).toContainText("Produced by Sample Producer");
    await expect(releases).toContainText("Recorded at Sample Sound Studio, Orlando, FL");

    const stream = page.getByRole("region", { name: "Stream" });
    for (const service of ["Spotify", "Apple Music", "Bandcamp", "YouTube Music"]) {
      await expect(stream.getByRole("link", { name: service, exact: true })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
    await expectSafeNewTabLinks(page);
    await expectNoAxeViolations(page);
  });

  test("every image on every page reserves its size, so nothing shifts", async ({ page }) => {
    for (const path of ["/", "/about", "/music", "/?style=almostReal"]) {
      await gotoHydrated(page, path);
      const unsized = await page
        .locator("img")
        .evaluateAll((images) =>
          images
            .filter((image) => !image.getAttribute("width") || !image.getAttribute("height"))
            .map((image) => image.outerHTML),
        );
      expect(unsized, path).toEqual([]);
    }
  });
});

test("the health check answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("pages are compressed and hashed assets are cached for a year", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
  const asset = /\/assets\/[^"]+\.js/.exec(await response.text())?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/assets/no-such-file.js")).status()).toBe(404);
});
