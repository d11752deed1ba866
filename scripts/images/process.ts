import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";

import sharp, { type Metadata } from "sharp";

import { AVIF, LADDER, ladderFor, WEBP } from "#app/lib/image-ladder.ts";

import { strippedOriginal, strippedSvg } from "./original.ts";

// Decision 004. Results are cached under a hash of the file and the settings (image-ladder.ts's too).

// Raise when the settings below change, so kept results are made again.
const PIPELINE_VERSION = 3;

const ANIMATED_WEBP = { quality: 60, effort: 2 } as const;

// Each conversion holds its decoded pixels and encoders in memory (decision 004, Notes).
const AT_ONCE = 2;
let converting = 0;
const waiting: (() => void)[] = [];
async function fewAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (converting >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else converting++;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else converting--;
  }
}

// Anything larger is not a photo: 30 MB files of 8000 px and more pass.
const MAX_PIXELS = 16_384 * 16_384;

export const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif"];
const UNSUPPORTED: Record<string, string> = {
  ".heic": "HEIC (an iPhone photo)",
  ".heif": "HEIF",
  ".tif": "TIFF",
  ".tiff": "TIFF",
  ".bmp": "BMP",
  ".psd": "Photoshop",
  ".raw": "camera RAW",
  ".cr2": "camera RAW",
  ".nef": "camera RAW",
  ".dng": "camera RAW",
};
export const IMAGE_EXTENSIONS = [...RASTER_EXTENSIONS, ".svg", ...Object.keys(UNSUPPORTED)];

export interface Variant {
  fileName: string;
  type: "image/avif" | "image/webp" | "image/svg+xml";
  width: number;
  animated: boolean;
}

export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  /** null for SVG and see-through pictures. */
  color: string | null;
  variants: Variant[];
  original: string;
}

export class ImageError extends Error {
  override name = "ImageError";
}

export function cacheFolder(root: string): string {
  return join(root, ".cache", "images");
}

function slug(file: string): string {
  const name = basename(file, extname(file))
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 40);
  return name || "image";
}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim();

const toHex = (value: number) => Math.round(value).toString(16).padStart(2, "0");

export async function processImage(
  file: string,
  { root, shownAs = file }: { root: string; shownAs?: string },
): Promise<{ image: ProcessedImage; folder: string }> {
  const extension = extname(file).toLowerCase();
  const unsupported = UNSUPPORTED[extension];
  if (unsupported) {
    throw new ImageError(
      `${shownAs}: browsers cannot show ${unsupported} files. Export it as JPEG or PNG (any size), put that in content/images/ and import it instead.`,
    );
  }
  if (!existsSync(file)) {
    throw new ImageError(
      `${shownAs} does not exist: put the file there, or fix the import line that names it.`,
    );
  }
  const source = readFileSync(file);
  const hash = createHash("sha256")
    .update(`${PIPELINE_VERSION}\n${JSON.stringify({ LADDER, AVIF, WEBP, ANIMATED_WEBP })}\n`)
    .update(source)
    .digest("hex");
  const id = hash.slice(0, 10);
  const folder = join(cacheFolder(root), hash.slice(0, 24));
  const kept = keptEntry(folder);
  if (kept) return { image: kept, folder };
  const name = slug(file);
  const made =
    extension === ".svg"
      ? svgImage(source, { id, name, shownAs })
      : await fewAtATime(() => rasterImage(source, { id, name, shownAs }));
  // Renamed into place: a build stopped halfway leaves no entry that looks whole.
  const partial = `${folder}.partial-${process.pid}-${randomBytes(4).toString("hex")}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const [fileName, bytes] of made.files) writeFileSync(join(partial, fileName), bytes);
  writeFileSync(join(partial, "meta.json"), JSON.stringify(made.image));
  // Another process (a second Vitest worker, a build beside a dev server) may have made it meanwhile.
  if (!keptEntry(folder)) rmSync(folder, { recursive: true, force: true });
  try {
    renameSync(partial, folder);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!keptEntry(folder)) throw error;
  }
  return { image: made.image, folder };
}

/** null unless whole: its meta.json and every file it names. */
function keptEntry(folder: string): ProcessedImage | null {
  try {
    const kept = JSON.parse(readFileSync(join(folder, "meta.json"), "utf8")) as ProcessedImage;
    const files = [...kept.variants.map((variant) => variant.fileName), kept.original];
    return files.every((fileName) => existsSync(join(folder, fileName))) ? kept : null;
  } catch {
    return null;
  }
}

interface Made {
  image: ProcessedImage;
  files: Map<string, Buffer>;
}

function svgImage(
  source: Buffer,
  { id, name, shownAs }: { id: string; name: string; shownAs: string },
): Made {
  const text = strippedSvg(source.toString("utf8"));
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root)
    throw new ImageError(
      `${shownAs} is not an SVG file (no <svg> element): export it again, or use a JPEG or PNG.`,
    );
  const attribute = (attr: string) => new RegExp(`\\s${attr}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const viewBox = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const length = (value: string | undefined) =>
    value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined;
  const width = length(attribute("width")) ?? viewBox?.[2];
  const height = length(attribute("height")) ?? viewBox?.[3];
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new ImageError(
      `${shownAs} has no size: give its <svg> element a viewBox (or width and height in pixels), so the page can keep its place while it loads.`,
    );
  }
  const fileName = `${name}-${id}.svg`;
  return {
    image: {
      id,
      width: Math.round(width),
      height: Math.round(height),
      color: null,
      variants: [{ fileName, type: "image/svg+xml", width: Math.round(width), animated: false }],
      original: fileName,
    },
    files: new Map([[fileName, Buffer.from(text)]]),
  };
}

async function rasterImage(
  source: Buffer,
  { id, name, shownAs }: { id: string; name: string; shownAs: string },
): Promise<Made> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch (error) {
    throw new ImageError(
      `${shownAs} cannot be read as a picture (${reason(error)}): open it in an image editor and export it again as JPEG or PNG.`,
    );
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height)
    throw new ImageError(`${shownAs} has no pixel size: export it again as JPEG or PNG.`);
  const animated = (metadata.pages ?? 1) > 1 && (metadata.format === "gif" || metadata.format === "webp");
  const frameHeight = animated ? (metadata.pageHeight ?? height) : height;
  const files = new Map<string, Buffer>();
  const variants: Variant[] = [];
  const still = () => sharp(source, { limitInputPixels: MAX_PIXELS }).autoOrient();
  try {
    for (const step of ladderFor(width)) {
      const avif = `${name}-${id}-${step}.avif`;
      files.set(avif, await still().resize({ width: step }).avif(AVIF).toBuffer());
      variants.push({ fileName: avif, type: "image/avif", width: step, animated: false });
      const webp = `${name}-${id}-${step}.webp`;
      files.set(webp, await still().resize({ width: step }).webp(WEBP).toBuffer());
      variants.push({ fileName: webp, type: "image/webp", width: step, animated: false });
      if (animated) {
        const moving = `${name}-${id}-${step}-animated.webp`;
        files.set(
          moving,
          await sharp(source, { animated: true, limitInputPixels: MAX_PIXELS })
            .resize({ width: step })
            .webp(ANIMATED_WEBP)
            .toBuffer(),
        );
        variants.push({ fileName: moving, type: "image/webp", width: step, animated: true });
      }
    }
    const original = await strippedOriginal(source, metadata, { limitInputPixels: MAX_PIXELS });
    const originalName = `${name}-${id}-original${original.extension}`;
    files.set(originalName, original.bytes);
    const { dominant, isOpaque } = await still().resize({ width: 64 }).stats();
    return {
      image: {
        id,
        width,
        height: frameHeight,
        // The colour would show through a see-through picture (a logo) for good.
        color: isOpaque ? `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}` : null,
        variants,
        original: originalName,
      },
      files,
    };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError(
      `${shownAs} could not be converted (${reason(error)}): the file may be damaged; export it again as JPEG or PNG.`,
    );
  }
}
