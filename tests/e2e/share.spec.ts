import { expect, gotoPage, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";
import { cardLink, upcomingShows } from "./show-pages.ts";

/** Link previews, structured data, the web manifest and icons on the embedded default. */

const SITE = `http://localhost:${EMBEDDED_PORT}`;

/** Width and height of a PNG, from its header. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

for (const path of ["/", "/about", "/music", "/shows/past"]) {
  test(`${path}: share tags with a loading 1200×630 image, and JSON-LD that parses`, async ({
    page,
    request,
  }) => {
    await gotoPage(page, path);
    const meta = async (selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");
    expect(await meta('property="og:title"')).toMatch(/The Placeholders/);
    expect(await meta('property="og:description"')).toMatch(/\S/);
    expect(await meta('property="og:url"')).toBe(`${SITE}${path}`);
    expect(await meta('name="twitter:card"')).toBe("summary_large_image");
    expect(await meta('property="og:image:alt"')).toMatch(/\S/);
    const image = (await meta('property="og:image"'))!;
    expect(image).toMatch(new RegExp(`^${SITE}/og/`));
    const response = await request.get(image);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300 * 1024);
    for (const script of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(() => JSON.parse(script)).not.toThrow();
    }
  });
}

test("Home and About describe the band; Music its albums; a show page its own card", async ({
  page,
  request,
}) => {
  const data = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
  for (const path of ["/", "/about"]) {
    await gotoPage(page, path);
    expect(await data()).toContainEqual(
      expect.objectContaining({
        "@type": "MusicGroup",
        name: "The Placeholders",
        foundingLocation: expect.anything(),
      }),
    );
  }
  await gotoPage(page, "/music");
  const albums = (await data()).filter((item) => item["@type"] === "MusicAlbum");
  expect(albums.length).toBeGreaterThan(0);
  for (const album of albums) {
    expect(album).toMatchObject({
      name: expect.any(String),
      datePublished: expect.any(String),
      byArtist: expect.anything(),
    });
  }
  await gotoPage(page, "/");
  await cardLink(page, upcomingShows(page), "Placeholders Live in Toronto").click();
  await expect(page.getByRole("heading", { level: 1, name: "Placeholders Live in Toronto" })).toBeVisible();
  const image = (await page.locator('head meta[property="og:image"]').getAttribute("content"))!;
  expect(image).toMatch(new RegExp(`^${SITE}/og/shows/\\d+\\.png$`));
  expect(pngSize(await (await request.get(image)).body())).toEqual({ width: 1200, height: 630 });
  expect(await page.locator('head meta[property="og:image:alt"]').getAttribute("content")).toContain(
    "Rescheduled",
  );
});

test("the web manifest and icons", async ({ page, request }) => {
  await gotoPage(page, "/");
  expect(await page.locator('head link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
  expect(await page.locator('head link[rel="apple-touch-icon"]').getAttribute("href")).toBe(
    "/apple-touch-icon.png",
  );
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.display).toBe("standalone");
  for (const icon of manifest.icons) {
    const size = Number(icon.sizes.split("x")[0]);
    expect(pngSize(await (await request.get(icon.src)).body())).toEqual({ width: size, height: size });
  }
  expect(pngSize(await (await request.get("/apple-touch-icon.png")).body())).toEqual({
    width: 180,
    height: 180,
  });
});
