import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { projectRoot } from "../paths.ts";
import { describeError, log } from "../log.ts";
import { withDeadline } from "../deadline.ts";
import { singleton } from "../singleton.ts";
import type { ShareCardWords } from "#app/lib/share-cards.ts";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareCard, type ShareCardContent } from "./card.tsx";

/**
 * Share cards (Open Graph images) and app icons as PNG: satori lays the card
 * out as SVG, resvg (WebAssembly, no native build) paints it. Each image is
 * made once and kept in memory and on disk (.cache/), under a hash of what
 * it shows: a changed show gets a new image, an unchanged one is never drawn
 * twice, even after a restart. The site's card and the icons are drawn at
 * start-up (drawSiteImages), off any request; a show's card on its first
 * request, once however many ask at the same moment.
 */

export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCardContent };

/** Raise when the card's drawing changes, so cached images are drawn again. */
const CARD_VERSION = 2;
const MEMORY_LIMIT = 200;
/** How long a request waits for another's draw of the same image before drawing it itself. */
const WAIT_FOR_DRAW_MS = 5_000;

const require = createRequire(import.meta.url);

/** The WebAssembly module loads once per process (initWasm refuses a second call). */
const engine = singleton("share-images", () => ({
  ready: null as Promise<void> | null,
  font: null as Buffer | null,
  memory: new Map<string, Buffer>(),
  /** The images being drawn now, by hash: one draw per image at a time. */
  drawing: new Map<string, Promise<Buffer>>(),
  folder: null as string | null,
  icon: null as string | null,
  diskWarned: false,
}));

function ready(): Promise<void> {
  engine.ready ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  return engine.ready;
}

function font(): Buffer {
  engine.font ??= readFileSync(require.resolve("@fontsource/anton/files/anton-latin-400-normal.woff"));
  return engine.font;
}

const cacheFolder = () => (engine.folder ??= join(projectRoot(), ".cache", "share-images"));

/** The image for `key` (any JSON), from memory, disk, or `draw`. */
async function cached(key: unknown, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hash = createHash("sha256")
    .update(JSON.stringify([CARD_VERSION, key]))
    .digest("hex")
    .slice(0, 32);
  const inMemory = engine.memory.get(hash);
  if (inMemory) return inMemory;
  const drawing = engine.drawing.get(hash);
  if (drawing) {
    const drawn = await withDeadline(
      drawing.catch(() => null),
      WAIT_FOR_DRAW_MS,
      null,
    );
    return drawn ?? draw();
  }
  const loading = load(hash, draw).finally(() => engine.drawing.delete(hash));
  engine.drawing.set(hash, loading);
  return loading;
}

/** The image from disk, or drawn and written there; then kept in memory. */
async function load(hash: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(cacheFolder(), `${hash}.png`);
  let png: Buffer;
  if (existsSync(file)) png = readFileSync(file);
  else {
    png = await draw();
    try {
      mkdirSync(cacheFolder(), { recursive: true });
      writeFileSync(file, png);
    } catch (error) {
      // A read-only disk only costs drawing again after a restart.
      if (!engine.diskWarned)
        log("warn", "share images are not kept on disk", { cause: describeError(error) });
      engine.diskWarned = true;
    }
  }
  if (engine.memory.size >= MEMORY_LIMIT) engine.memory.delete(engine.memory.keys().next().value!);
  engine.memory.set(hash, png);
  return png;
}

async function toPng(svg: string, width: number): Promise<Buffer> {
  await ready();
  const image = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render();
  return Buffer.from(image.asPng());
}

/**
 * An image the page uses (an imported asset) as a data: URL for satori: the
 * file from the client build (production) or the image cache (development,
 * `/@fs/…`). Satori reads SVG, PNG and JPEG: a WebP is turned into a JPEG.
 * Null when it cannot be read.
 */
async function assetDataUrl(src: string): Promise<string | null> {
  const path = src.startsWith("/@fs/") ? src.slice("/@fs".length) : src;
  for (const file of [join(projectRoot(), "build", "client", path), path]) {
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    if (file.endsWith(".svg")) return `data:image/svg+xml;base64,${bytes.toString("base64")}`;
    const { default: sharp } = await import("sharp");
    const jpeg = await sharp(bytes).jpeg({ quality: 85 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  }
  return null;
}

/** A 1200×630 share card; `art` is the page style's header image as the page uses it. */
export function shareCardPng(words: ShareCardWords): Promise<Buffer> {
  return cached({ card: words }, async () => {
    const content = { ...words, art: await assetDataUrl(words.art) };
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
  return cached({ icon: svg, size }, () => toPng(svg, size));
}

/**
 * A PNG answer that sends the kept image itself: no copy per request (a
 * Response made from the bytes would copy them), so a flood of requests for
 * one image holds one image in memory, however many answers wait to be read.
 */
export function pngResponse(png: Buffer, cacheControl: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(png);
      controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": cacheControl,
    },
  });
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
