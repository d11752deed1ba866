import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { contrastRatio } from "#app/lib/colors.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { PAGE_STYLE_KEYS } from "#app/site/types.ts";

import { expect, gotoPage, test } from "./fixtures.ts";

/**
 * The banners over About, Music and the past shows are made for a band's
 * photo: 40 % of the screen tall (never under 14rem nor over 32rem), the
 * photo cropped around the config's focus, and the white title readable
 * over the brightest photo there is: a white one, swapped in for the
 * banner's own files. Over a form the banner is short: on a phone 20 % of
 * the screen, between 8rem and 13rem; 13rem from 640 px wide.
 */

const PAGES = [
  { path: "/about", title: "About", short: false },
  { path: "/music", title: "Music", short: false },
  { path: "/shows/past", title: "Past Shows", short: false },
  { path: "/follow", title: "Follow the band", short: true },
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const REM = 16;

/** The banner's height on a screen `height` px tall: 40 % of it, between 14rem and 32rem. */
const bannerHeight = (height: number) => Math.min(32 * REM, Math.max(14 * REM, 0.4 * height));
/** Over a form: on a phone 20 % of it, between 8rem and 13rem; 13rem from 640 px wide. */
const shortBannerHeight = ({ width, height }: { width: number; height: number }) =>
  width >= 640 ? 13 * REM : Math.min(13 * REM, Math.max(8 * REM, 0.2 * height));

/** A white picture in the format its address names. */
async function whiteImage(pathname: string): Promise<{ contentType: string; body: Buffer }> {
  if (pathname.endsWith(".svg")) {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400"><rect width="1600" height="400" fill="#fff"/></svg>';
    return { contentType: "image/svg+xml", body: Buffer.from(svg) };
  }
  const white = sharp({ create: { width: 64, height: 16, channels: 3, background: "#ffffff" } });
  if (pathname.endsWith(".avif")) return { contentType: "image/avif", body: await white.avif().toBuffer() };
  if (pathname.endsWith(".webp")) return { contentType: "image/webp", body: await white.webp().toBuffer() };
  return { contentType: "image/png", body: await white.png().toBuffer() };
}

/** Every file the banner's <img> and its <source>s may load, by path. */
function bannerFiles(art: Locator): Promise<string[]> {
  return art.evaluate((image: HTMLImageElement) => {
    const sources = [...(image.parentElement?.querySelectorAll("source") ?? [])];
    const candidates = [image.srcset, ...sources.map((source) => source.srcset)]
      .flatMap((srcset) => srcset.split(","))
      .map((candidate) => candidate.trim().split(/\s+/)[0]!)
      .filter(Boolean);
    return [image.src, image.currentSrc, ...candidates].map((url) => new URL(url, location.href).pathname);
  });
}

/** The region's pixels as painted: `channel(x, y, c)` is red (0), green (1) or blue (2) of one. */
async function pixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channel = (x: number, y: number, c: number) => data[(y * info.width + x) * 3 + c]!;
  const hex = (x: number, y: number) =>
    `#${[0, 1, 2].map((c) => channel(x, y, c).toString(16).padStart(2, "0")).join("")}`;
  return { width: info.width, height: info.height, channel, hex };
}

/** Room around the glyphs that counts as their background, in px. */
const AROUND = 4;

/**
 * The lowest contrast of the title's white against what is painted around
 * its glyphs: the title screenshotted with its text and without it; the
 * pixels that differ are the glyphs, and every pixel of the text-less shot
 * within their bounds (and 4 px around) is their background.
 */
async function titleContrast(page: Page, heading: Locator): Promise<number> {
  const box = (await heading.boundingBox())!;
  const withText = await pixels(page, box);
  await heading.evaluate((element: HTMLElement) => (element.style.color = "transparent"));
  const background = await pixels(page, box);
  await heading.evaluate((element: HTMLElement) => (element.style.color = ""));

  const ink = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = 0; y < background.height; y++) {
    for (let x = 0; x < background.width; x++) {
      const differs = [0, 1, 2].some(
        (c) => Math.abs(withText.channel(x, y, c) - background.channel(x, y, c)) > 16,
      );
      if (!differs) continue;
      [ink.left, ink.top] = [Math.min(ink.left, x), Math.min(ink.top, y)];
      [ink.right, ink.bottom] = [Math.max(ink.right, x), Math.max(ink.bottom, y)];
    }
  }
  expect(ink.right, "the title's glyphs are painted").toBeGreaterThan(ink.left);
  let lowest = 21;
  // A photo's pixels repeat: each colour's contrast is worked out once.
  const contrasts = new Map<string, number>();
  for (
    let y = Math.max(0, ink.top - AROUND);
    y <= Math.min(background.height - 1, ink.bottom + AROUND);
    y++
  ) {
    for (
      let x = Math.max(0, ink.left - AROUND);
      x <= Math.min(background.width - 1, ink.right + AROUND);
      x++
    ) {
      const color = background.hex(x, y);
      let contrast = contrasts.get(color);
      if (contrast === undefined) contrasts.set(color, (contrast = contrastRatio("#ffffff", color)));
      lowest = Math.min(lowest, contrast);
    }
  }
  return lowest;
}

for (const style of PAGE_STYLE_KEYS) {
  test(`${style}: each banner is 40 % of the screen (20 % over a form), cropped around its focus, its title readable on a white photo`, async ({
    page,
  }) => {
    for (const { path, title, short } of PAGES) {
      for (const viewport of VIEWPORTS) {
        const where = `${path} (${style}, ${viewport.width} × ${viewport.height})`;
        await page.setViewportSize(viewport);
        await gotoPage(page, `${path}?style=${style}`);
        const heading = page.getByRole("heading", { level: 1, name: title });
        const banner = heading.locator("..");
        const art = banner.locator("img");

        const box = (await banner.boundingBox())!;
        expect(box.width, where).toBe(viewport.width);
        expect(box.height, where).toBeCloseTo(
          short ? shortBannerHeight(viewport) : bannerHeight(viewport.height),
          0,
        );
        await expect(art, where).toHaveCSS("object-position", pageStyles[style].pageHeaderPosition);
        await expect(heading, where).toHaveCSS("color", "rgb(255, 255, 255)");

        // The brightest photo there is: every file of the banner answered with a white one.
        const files = new Set(await bannerFiles(art));
        await page.route(
          (url) => files.has(url.pathname),
          async (route) => route.fulfill(await whiteImage(new URL(route.request().url()).pathname)),
        );
        await gotoPage(page, `${path}?style=${style}`);
        const photo = await heading.evaluate((element) => {
          const top = element.parentElement!.getBoundingClientRect();
          return { x: top.x, y: top.y, width: top.width, height: element.getBoundingClientRect().y - top.y };
        });
        const shot = await pixels(page, photo);
        let darkest = 255;
        for (let y = 0; y < shot.height; y++) {
          for (let x = 0; x < shot.width; x++) {
            for (let c = 0; c < 3; c++) darkest = Math.min(darkest, shot.channel(x, y, c));
          }
        }
        expect(darkest, `${where}: the photo above the title is white`).toBeGreaterThanOrEqual(250);

        const contrast = await titleContrast(page, heading);
        test.info().annotations.push({ type: "contrast", description: `${where}: ${contrast.toFixed(2)}:1` });
        expect(contrast, `${where}: white title on the white photo under its scrim`).toBeGreaterThanOrEqual(
          4.5,
        );
        await page.unrouteAll();
      }
    }
  });
}

test("a phone held sideways keeps a 14rem banner, and a tall monitor's stops at 32rem", async ({ page }) => {
  for (const viewport of [
    { width: 844, height: 390 },
    { width: 1920, height: 1600 },
  ]) {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/music");
    const banner = page.getByRole("heading", { level: 1, name: "Music" }).locator("..");
    expect((await banner.boundingBox())!.height).toBeCloseTo(bannerHeight(viewport.height), 0);
  }
});

test("over every form the banner is short: a phone shows the Follow button on its first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/follow", "/privacy", "/follow/check-your-inbox", "/shows/near?place=Tampa%2C+FL"]) {
    await gotoPage(page, path);
    const banner = page.getByRole("heading", { level: 1 }).locator("..");
    expect((await banner.boundingBox())!.height, path).toBeCloseTo(
      shortBannerHeight({ width: 390, height: 844 }),
      0,
    );
  }
  await gotoPage(page, "/follow");
  await expect(page.getByRole("button", { name: "Follow" })).toBeInViewport({ ratio: 1 });
});
