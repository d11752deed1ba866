import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";

test.describe("About", () => {
  test("shows the header, the members photo and the About sentence", async ({ page }) => {
    await gotoPage(page, "/about");
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
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoPage(page, "/about");
    const durations = await page.evaluate(() =>
      document.getAnimations().map((animation) => animation.effect?.getTiming().duration),
    );
    expect(durations).toContain(600);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoPage(page, "/about");
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test.describe("Music", () => {
  test("shows one Listen row and the discography", async ({ page }) => {
    await gotoPage(page, "/music");
    await expect(page).toHaveTitle("Music · The Placeholders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Music");

    // Every service once, the artist pages first.
    const listen = page.getByRole("region", { name: "Listen" });
    await expect(listen.getByRole("link")).toHaveText([
      "Spotify",
      "Apple Music",
      "Bandcamp",
      "YouTube Music",
    ]);
    for (const service of ["Spotify", "Apple Music", "Bandcamp", "YouTube Music"]) {
      await expect(
        listen.getByRole("link", { name: `The Placeholders on ${service}`, exact: true }),
      ).toHaveAttribute("target", "_blank");
    }
    await expect(listen.getByRole("link", { name: "The Placeholders on Spotify" })).toHaveAttribute(
      "href",
      "https://open.spotify.com/artist/0000000000000000000000",
    );

    // One discography: each release once, with its date, its credits on demand and its services.
    const discography = page.getByRole("region", { name: "Discography" });
    await expect(discography.getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(4);
    for (const [title, date] of [
      ["Almost Real", "EP, April 2025"],
      ["Propofol", "Single, September 2024"],
      ["First Light", "Album, March 2023"],
      ["Garage Days", "EP, 2019"],
    ] as const) {
      await expect(discography.getByRole("heading", { level: 3, name: title })).toHaveCount(1);
      await expect(discography.getByRole("article").filter({ hasText: title })).toContainText(date);
    }
    await expect(discography.getByRole("link", { name: "Almost Real on Spotify" })).toHaveAttribute(
      "href",
      "https://open.spotify.com/album/0000000000000000000001",
    );
    const almostReal = discography.getByRole("article").filter({ hasText: "Almost Real" });
    await expect(almostReal.getByText("Written by")).toBeHidden();
    await almostReal.getByText("Credits").click();
    await expect(almostReal).toContainText("Written byThe Placeholders");
    await expect(almostReal).toContainText("Produced bySample Producer");
    await expect(almostReal).toContainText("Recorded atSample Sound Studio, Orlando, FL");

    // No second row of them: the band's links are the Listen row's four and the footer's three socials.
    await expect(page.getByRole("link", { name: /^The Placeholders on / })).toHaveCount(4 + 3);
    await expectSafeNewTabLinks(page);
    await expectNoAxeViolations(page);
  });

  test("every image on every page reserves its size, so nothing shifts", async ({ page }) => {
    for (const path of ["/", "/about", "/music", "/?style=almostReal"]) {
      await gotoPage(page, path);
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
  // A CDN may keep a page for the shows' 30-second window, then serve it stale while it refreshes.
  expect(response.headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400",
  );
  for (const path of ["/about", "/music", "/shows/past", "/shows/5"]) {
    expect((await request.get(path)).headers()["cache-control"], path).toMatch(
      /^public, max-age=0, s-maxage=30,/,
    );
  }
  // A page that is not there is not kept.
  expect((await request.get("/no-such-page")).headers()["cache-control"]).toBeUndefined();
  const asset = /\/assets\/[^"]+\.js/.exec(await response.text())?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/assets/no-such-file.js")).status()).toBe(404);
});
