import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { projectRoot } from "../paths.ts";
import { describeError, log } from "../log.ts";
import { singleton } from "../singleton.ts";
import { assetBytes, drawnFileResponse, drawnFiles } from "../drawn-files.ts";
import type { ShareCardWords } from "#app/lib/share-cards.ts";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareCard, type ShareCardContent } from "./card.tsx";

/**
 * Share cards (Open Graph images) and app icons as PNG: satori lays the card
 * out as SVG, sharp paints it (decision 085). Each image is
 * kept in memory and on disk (.cache/share-images/) under a hash of what it
 * shows (drawn-files.ts): a changed show gets a new image, an unchanged one
 * is never drawn twice, even after a restart. The site's card and the icons
 * are drawn at start-up (drawSiteImages), off any request; a show's card on
 * its first request, once however many ask at the same moment. Satori and
 * sharp load with the first image drawn: a start that finds every image on
 * disk loads neither.
 */

export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCardContent };

/** `version`: raise it when the card's drawing changes, so cached images are drawn again. */
const images = drawnFiles({ folder: "share-images", extension: "png", version: 2, memoryLimit: 200 });

const require = createRequire(import.meta.url);

const engine = singleton("share-images", () => ({
  font: null as Buffer | null,
  icon: null as string | null,
}));

function font(): Buffer {
  engine.font ??= readFileSync(require.resolve("@fontsource/anton/files/anton-latin-400-normal.woff"));
  return engine.font;
}

/** The SVG painted `width` pixels wide: drawn at that size (density), not scaled up from its own. */
async function toPng(svg: string, width: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const source = Buffer.from(svg);
  const drawnWidth = (await sharp(source).metadata()).width;
  return sharp(source, { density: (72 * width) / drawnWidth })
    .resize(width)
    .png()
    .toBuffer();
}

/**
 * An image the page uses (an imported asset) as a data: URL for satori.
 * Satori reads SVG, PNG and JPEG: a WebP is turned into a JPEG. Null when it
 * cannot be read.
 */
async function assetDataUrl(src: string): Promise<string | null> {
  const bytes = assetBytes(src);
  if (!bytes) return null;
  if (src.endsWith(".svg")) return `data:image/svg+xml;base64,${bytes.toString("base64")}`;
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp(bytes).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** A 1200×630 share card; `art` is the page style's header image as the page uses it. */
export function shareCardPng(words: ShareCardWords): Promise<Buffer> {
  return images.get({ card: words }, async () => {
    const content = { ...words, art: await assetDataUrl(words.art) };
    const { default: satori } = await import("satori");
    const svg = await satori(ShareCard({ content }), {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fonts: [{ name: "Display", data: font(), weight: 400, style: "normal" }],
    });
    return toPng(svg, SHARE_IMAGE_WIDTH);
  });
}

/** The site's icon (public/favicon.svg) as a square PNG of `size` pixels. */
export function iconPng(size: number): Promise<Buffer> {
  // Read once per process: a cached icon costs no disk read.
  const svg = (engine.icon ??= readFileSync(join(projectRoot(), "public", "favicon.svg"), "utf8"));
  return images.get({ icon: svg, size }, () => toPng(svg, size));
}

/** A PNG answer that sends the kept image itself (no copy per request). */
export function pngResponse(png: Buffer, cacheControl: string): Response {
  return drawnFileResponse(png, { "Content-Type": "image/png", "Cache-Control": cacheControl });
}

/** The sizes of the site's icons, by path (routes/icon.ts). */
export const ICON_SIZES: Record<string, number> = {
  "/icon-192.png": 192,
  "/icon-512.png": 512,
  "/apple-touch-icon.png": 180,
};

/**
 * Draws the site's share card and icons (or reads them from disk) at
 * start-up, so no visitor's request waits for a first draw; a failure is
 * logged, and the image is drawn on request after all.
 */
export async function drawSiteImages(siteCard: ShareCardWords): Promise<void> {
  try {
    await shareCardPng(siteCard);
    for (const size of new Set(Object.values(ICON_SIZES))) await iconPng(size);
  } catch (error) {
    log("warn", "share images could not be drawn at start-up", { cause: describeError(error) });
  }
}
