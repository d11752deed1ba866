import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { type Browser, expect, type Page, test } from "@playwright/test";
import exifReader from "exif-reader";
import sharp from "sharp";

import { animatedGif, logoPng, phonePhoto, photoJpeg } from "../../scripts/images/samples.ts";
import { addImage, buildCopy, copyProject, removeCopy, swapImports } from "../band-files.ts";
import { startListeningServer, stopServerGracefully, stopServers } from "../server-process.ts";

/**
 * A band's own files, swapped in as docs/configuration.md says, in a built
 * copy of the project: a phone's portrait photo carrying GPS and orientation
 * 6 as the About photo, a JPEG banner, a PNG logo, an animated GIF behind the
 * propofol hero and a WebM loop (recorded here by the browser) over a JPEG
 * poster behind the normal hero. Every file the site serves is checked, and
 * what a phone and a desktop download.
 */

test.describe.configure({ mode: "serial", timeout: 240_000 });

let copy = "";
let server: Awaited<ReturnType<typeof startListeningServer>>;

/** A two-second WebM of a moving light, recorded from a canvas by the browser itself. */
async function recordWebm(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement("canvas"), { width: 640, height: 360 });
      const context = canvas.getContext("2d")!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const started = performance.now();
      while (performance.now() - started < 2000) {
        const x = ((performance.now() - started) / 2000) * 640;
        context.fillStyle = "#101018";
        context.fillRect(0, 0, 640, 360);
        context.fillStyle = "#6a4cff";
        context.fillRect(x - 80, 0, 160, 360);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    return Buffer.from(base64, "base64");
  } finally {
    await page.close();
  }
}

test.beforeAll(async ({ browser }) => {
  // A hook gets the config's 60 s, not the file's: a build takes longer on a loaded machine.
  test.setTimeout(240_000);
  copy = copyProject({ imageCache: true });
  addImage(copy, "members-phone.jpg", await phonePhoto());
  addImage(copy, "header-music.jpg", await photoJpeg(1920, 800, { seed: 5 }));
  addImage(copy, "logo.png", await logoPng(600, 200));
  addImage(copy, "hero-loop.gif", await animatedGif(480, 270, 8));
  addImage(copy, "loop-poster.jpg", await photoJpeg(1280, 720, { seed: 6 }));
  addImage(copy, "loop.webm", await recordWebm(browser));
  addImage(copy, "cover.jpg", await photoJpeg(900, 900, { seed: 7 }));
  swapImports(copy, {
    replace: {
      "members.svg": "members-phone.jpg",
      "header-music.svg": "header-music.jpg",
      "logo.svg": "logo.png",
    },
    imports: [
      `import heroLoop from "./images/hero-loop.gif";`,
      `import loop from "./images/loop.webm";`,
      `import loopPoster from "./images/loop-poster.jpg";`,
    ],
    heroMedia: { propofol: "{ photo: heroLoop }", normal: "{ video: { webm: loop }, poster: loopPoster }" },
    // The sample band's name is kept: Music joins the sample albums to these releases by title.
    inConfig: Object.fromEntries(
      ["almost-real", "first-light", "garage-days", "propofol"].map((album) => [
        `album-${album}.svg`,
        "cover.jpg",
      ]),
    ),
  });
  buildCopy(copy);
  server = await startListeningServer(
    { SUPABASE_URL: "", SUPABASE_ANON_KEY: "", SPOTIFY_CLIENT_ID: "", SPOTIFY_CLIENT_SECRET: "" },
    { project: copy },
  );
});

test.afterAll(async () => {
  if (server) await stopServerGracefully(server);
  stopServers();
  if (copy) removeCopy(copy);
});

/** Every picture URL a page's HTML names: src, srcset, preloads. */
async function picturesOf(path: string): Promise<string[]> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(
    /\s(?:src|href)="(\/assets\/[^"]+\.(?:avif|webp|jpe?g|png|gif|svg))"/g,
  )) {
    urls.add(src!);
  }
  for (const [, list] of html.matchAll(/\s(?:srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/gi)) {
    for (const choice of list!.split(",")) urls.add(choice.trim().split(" ")[0]!);
  }
  return [...urls];
}

test("every picture a page names answers, the band's album covers too", async () => {
  const pages = [
    "/",
    "/?style=almostReal",
    "/?style=normal",
    "/about",
    "/music",
    "/press",
    "/shows/past",
    "/shows/4",
    "/nope",
  ];
  const missing: string[] = [];
  for (const path of pages) {
    for (const url of await picturesOf(path)) {
      const { status } = await fetch(`${server.url}${url}`, { method: "HEAD" });
      if (status !== 200) missing.push(`${path}: ${url} answers ${status}`);
    }
  }
  expect(missing).toEqual([]);
  const music = await picturesOf("/music");
  expect(music.some((url) => url.includes("/assets/cover-"))).toBe(true);
});

/** The phone's photo's marks: a file that left them in would show its serial, its maker or an EXIF block. */
async function expectNoMetadata(bytes: Buffer, label: string) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif, label).toBeUndefined();
  expect(metadata.orientation, label).toBeUndefined();
  expect(bytes.includes("4711-0815"), label).toBe(false);
  expect(bytes.includes("PhoneMaker"), label).toBe(false);
}

/** The phone's photo turned upright: portrait, its top half red and its bottom half blue. */
async function expectUpright(bytes: Buffer, label: string) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect(info.height, `${label} is portrait`).toBeGreaterThan(info.width);
  const red = (y: number) => data[y * info.width * info.channels]!;
  expect(red(Math.floor(info.height * 0.1)), `${label}: red on top`).toBeGreaterThan(200);
  expect(red(Math.floor(info.height * 0.9)), `${label}: blue below`).toBeLessThan(60);
}

test("no picture the site serves carries GPS, a camera's serial or an orientation; the phone's photo stands upright", async () => {
  const urls = [
    ...new Set([
      ...(await picturesOf("/about")),
      ...(await picturesOf("/")),
      ...(await picturesOf("/?style=normal")),
    ]),
  ];
  const photos = urls.filter((url) => url.includes("members-phone"));
  expect(photos.length).toBeGreaterThanOrEqual(6);
  for (const url of urls) {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("cache-control"), url).toContain("immutable");
    expect(response.headers.get("content-type"), url).not.toBe("image/gif");
    const bytes = Buffer.from(await response.arrayBuffer());
    if (url.endsWith(".svg")) continue;
    await expectNoMetadata(bytes, url);
    if (photos.includes(url)) await expectUpright(bytes, url);
  }
  // The phone's photo as it was given does carry both: the test would see them if they were served.
  const original = await sharp(await phonePhoto()).metadata();
  expect(exifReader(original.exif!).GPSInfo?.GPSLatitude).toEqual([28, 32, 0]);
});

test("the press photo downloads as the phone's photo at full size, upright, without GPS or serial", async () => {
  // The sample's press photo is the members' photo, which the band swapped for the phone's.
  const response = await fetch(`${server.url}/press/photos/1.jpg`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/jpeg");
  expect(response.headers.get("content-disposition")).toBe(
    'attachment; filename="The Placeholders - Press photo 1.jpg"',
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  await expectNoMetadata(bytes, "the press photo");
  await expectUpright(bytes, "the press photo");
  const metadata = await sharp(bytes).metadata();
  expect([metadata.width, metadata.height, metadata.xmp, metadata.iptc]).toEqual([
    800,
    1200,
    undefined,
    undefined,
  ]);
  expect(bytes.includes("Exif")).toBe(false);
  // At the address naming its hash, as the press page links it, the file is kept for good.
  const version = response.headers.get("etag")!.replaceAll('"', "");
  const linked = await fetch(`${server.url}/press/photos/1.jpg?v=${version}`);
  expect(linked.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  // A PNG logo has no SVG to give: its PNG alone, at its own size.
  expect((await fetch(`${server.url}/press/logo.svg`)).status).toBe(404);
  const logo = await fetch(`${server.url}/press/logo.png`);
  expect(logo.headers.get("content-disposition")).toBe('attachment; filename="The Placeholders - Logo.png"');
  const logoMetadata = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
  expect([logoMetadata.format, logoMetadata.width, logoMetadata.hasAlpha]).toEqual(["png", 600, true]);
});

/** The file the browser chose for the first <img> matching `selector`, once loaded, with its pixel width. */
/** A file's own width, from its name ("header-music-abc123-800.avif"): `naturalWidth` is the width `sizes` gave it. */
function fileWidth(url: string): number {
  return Number(/-(\d+)\.avif$/.exec(url)![1]);
}

async function chosen(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ url: img.currentSrc, width: img.naturalWidth }));
}

test("About on a laptop: the band's photo stands beside the about line and the story, level with the first", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}/about`);
  const photo = (await page.locator('img[alt^="The four members"]').boundingBox())!;
  const about = (await page.locator("main p.font-display").first().boundingBox())!;
  const story = (await page.getByRole("heading", { level: 2, name: "The story" }).boundingBox())!;
  // Beside, not above: the words start at the photo's top edge, to its left, on the first screen.
  expect(about.x + about.width).toBeLessThanOrEqual(photo.x);
  expect(Math.abs(about.y - photo.y)).toBeLessThanOrEqual(1);
  expect(story.y).toBeLessThan(800);
  await page.close();
});

test("a phone downloads a phone-sized AVIF, a desktop a larger one, and nothing shifts while they load", async ({
  browser,
}) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await phone.goto(`${server.url}/about`);
  const phonePhotoFile = await chosen(phone, 'img[alt^="The four members"]');
  expect(phonePhotoFile.url).toMatch(/members-phone-\w+-(\d+)\.avif$/);
  // 350 CSS pixels at twice the density: the 800 px file, never the 1200 px original.
  expect(phonePhotoFile.width).toBeLessThanOrEqual(800);
  const banner = await chosen(phone, "div:has(> h1) img");
  expect(banner.url).toMatch(/header-music-\w+-\d+\.avif$/);
  // The banner's file is chosen for the phone's width, 390 px at twice the density: a file about
  // 780 px wide (Chrome may take one a little short of it), never one past the first that covers it,
  // though the banner crops the photo's sides (docs/decisions/057-banner-files-for-the-box.md).
  const bannerFiles = await phone
    .locator("div:has(> h1) source[type='image/avif']")
    .evaluate((source: HTMLSourceElement) =>
      source.srcset.split(",").map((choice) => Number(/(\d+)w$/.exec(choice.trim())![1])),
    );
  expect(fileWidth(banner.url)).toBeGreaterThanOrEqual(0.9 * 2 * 390);
  expect(fileWidth(banner.url)).toBeLessThanOrEqual(
    Math.min(...bannerFiles.filter((width) => width >= 2 * 390)),
  );
  const shift = await phone.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);

  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await desktop.goto(`${server.url}/about`);
  const desktopPhoto = await chosen(desktop, 'img[alt^="The four members"]');
  expect(desktopPhoto.url).toMatch(/\.avif$/);
  expect(desktopPhoto.width).toBeGreaterThan(phonePhotoFile.width);
  const desktopBanner = await chosen(desktop, "div:has(> h1) img");
  expect(fileWidth(desktopBanner.url)).toBeGreaterThan(fileWidth(banner.url));
  await phone.close();
  await desktop.close();
});

const screenshots = join("test-results", "band-files");

test("the GIF behind the propofol hero moves as an animated WebP, and stands still for who asks for less motion", async ({
  browser,
}) => {
  mkdirSync(screenshots, { recursive: true });
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion });
    const gifs: string[] = [];
    page.on("response", (response) => {
      if (response.headers()["content-type"] === "image/gif") gifs.push(response.url());
    });
    await page.goto(`${server.url}/?style=propofol`);
    const hero = await chosen(page, "section[aria-labelledby=hero-heading] img");
    expect(hero.url).toMatch(reducedMotion === "reduce" ? /hero-loop-\w+-\d+\.avif$/ : /-animated\.webp$/);
    await expect(page.getByRole("heading", { level: 1, name: "Propofol" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Watch on/ })).toBeVisible();
    expect(gifs).toEqual([]);
    if (reducedMotion === "no-preference")
      await page.screenshot({ path: join(screenshots, "photo-hero-390.png") });
    await page.close();
  }
  const desktop = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    reducedMotion: "no-preference",
  });
  await desktop.goto(`${server.url}/?style=propofol`);
  expect((await chosen(desktop, "section[aria-labelledby=hero-heading] img")).url).toMatch(
    /-animated\.webp$/,
  );
  await desktop.screenshot({ path: join(screenshots, "photo-hero-1280.png") });
  await desktop.close();
});

test("a video loop plays muted behind the normal hero; under reduced motion or Save-Data only its poster shows", async ({
  browser,
}) => {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 844 }, reducedMotion: "no-preference" });
    await page.goto(`${server.url}/?style=normal`);
    const video = page.locator("section[aria-labelledby=hero-heading] video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc))
      .toMatch(/\.webm$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted))
      .toBe(true);
    const poster = await chosen(page, "section[aria-labelledby=hero-heading] img");
    expect(poster.url).toMatch(/loop-poster-\w+-\d+\.avif$/);
    await expect(page.getByRole("heading", { level: 1, name: "The Placeholders" })).toBeVisible();
    await page.screenshot({ path: join(screenshots, `video-hero-${width}.png`) });
    await page.close();
  }
  const still = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  await still.goto(`${server.url}/?style=normal`);
  await chosen(still, "section[aria-labelledby=hero-heading] img");
  const video = still.locator("section[aria-labelledby=hero-heading] video");
  // No source matches: the video never loads, and the poster beneath it is what shows.
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe("");
  await still.close();

  // A browser saving data gets no video at all, from a kept page of its own.
  const saving = await browser.newPage({
    viewport: { width: 390, height: 844 },
    reducedMotion: "no-preference",
    extraHTTPHeaders: { "Save-Data": "on" },
  });
  const videos: string[] = [];
  saving.on("request", (request) => {
    if (request.resourceType() === "media") videos.push(request.url());
  });
  for (let visit = 0; visit < 2; visit++) {
    const response = await saving.goto(`${server.url}/?style=normal`);
    expect(response?.headers()["vary"]).toMatch(/Save-Data/i);
    await expect(saving.locator("section[aria-labelledby=hero-heading] video")).toHaveCount(0);
    expect((await chosen(saving, "section[aria-labelledby=hero-heading] img")).url).toMatch(/loop-poster/);
  }
  expect(videos).toEqual([]);
  await saving.close();
  const again = await fetch(`${server.url}/?style=normal`);
  expect(await again.text()).toContain("<video");
});
