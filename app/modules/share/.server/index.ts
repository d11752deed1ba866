import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

import { assetBytes, drawnFileResponse, drawnFiles } from "#app/.server/drawn-files.ts";
import { describeError, log } from "#app/.server/log.ts";
import { projectRoot } from "#app/.server/paths.ts";
import type { ShareCardWords } from "#app/modules/share/share-cards.ts";

import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareCard, type ShareCardContent } from "./card.tsx";

export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCardContent };

const require = createRequire(import.meta.url);

// Drawn at `width` pixels (sharp's density), not scaled up from the SVG's own size: decision 085.
async function toPng(svg: string, width: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const source = Buffer.from(svg);
  const drawnWidth = (await sharp(source).metadata()).width;
  return sharp(source, { density: (72 * width) / drawnWidth })
    .resize(width)
    .png()
    .toBuffer();
}

/** An imported asset as a data: URL for satori, which reads no WebP (made a JPEG). */
async function assetDataUrl(src: string): Promise<string | null> {
  const bytes = assetBytes(src);
  if (!bytes) return null;
  if (src.endsWith(".svg")) return `data:image/svg+xml;base64,${bytes.toString("base64")}`;
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp(bytes).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** A PNG answer that sends the kept image itself (no copy per request). */
export function pngResponse(png: Buffer, cacheControl: string): Response {
  return drawnFileResponse(png, { "Content-Type": "image/png", "Cache-Control": cacheControl });
}

/** The sizes of the site's icons, by path (modules/share/routes/icon.ts). */
export const ICON_SIZES: Record<string, number> = {
  "/icon-192.png": 192,
  "/icon-512.png": 512,
  "/apple-touch-icon.png": 180,
};

export interface ShareImages {
  /** A 1200×630 share card; `art` is the page style's header image as the page uses it. */
  shareCardPng(words: ShareCardWords): Promise<Buffer>;
  /** The site's icon (public/favicon.svg) as a square PNG of `size` pixels. */
  iconPng(size: number): Promise<Buffer>;
  /** At start-up, so no visitor waits for a first draw; a failure is logged and drawn on request. */
  drawSiteImages(siteCard: ShareCardWords): Promise<void>;
}

/** Satori lays a card out as SVG, sharp paints it; both load with the first image drawn. */
export function createShareImages(): ShareImages {
  // `version`: raise it when the card's drawing changes, so cached images are drawn again.
  const images = drawnFiles({ folder: "share-images", extension: "png", version: 2, memoryLimit: 200 });
  let font: Buffer | null = null;
  let icon: string | null = null;

  function shareCardPng(words: ShareCardWords): Promise<Buffer> {
    return images.get({ card: words }, async () => {
      const content = { ...words, art: await assetDataUrl(words.art) };
      const { default: satori } = await import("satori");
      font ??= readFileSync(require.resolve("@fontsource/anton/files/anton-latin-400-normal.woff"));
      const svg = await satori(ShareCard({ content }), {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        fonts: [{ name: "Display", data: font, weight: 400, style: "normal" }],
      });
      return toPng(svg, SHARE_IMAGE_WIDTH);
    });
  }

  function iconPng(size: number): Promise<Buffer> {
    const svg = (icon ??= readFileSync(join(projectRoot(), "public", "favicon.svg"), "utf8"));
    return images.get({ icon: svg, size }, () => toPng(svg, size));
  }

  return {
    shareCardPng,
    iconPng,
    async drawSiteImages(siteCard) {
      try {
        await shareCardPng(siteCard);
        for (const size of new Set(Object.values(ICON_SIZES))) await iconPng(size);
      } catch (error) {
        log("warn", "share images could not be drawn at start-up", { cause: describeError(error) });
      }
    },
  };
}
