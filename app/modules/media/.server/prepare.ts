import { createHash } from "node:crypto";

import type { Metadata } from "sharp";

import { AVIF, ladderFor, WEBP } from "#app/lib/image-ladder.ts";

// What a band member uploads from a phone becomes the same files as the build's pictures: upright,
// sRGB, every metadata block (GPS too) gone, at the ladder's widths as AVIF and WebP.

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Checked in the header before anything is decoded: a small file may declare billions of pixels. */
export const MAX_UPLOAD_PIXELS = 100_000_000;
const MIN_SIDE = 64;
/** The most pixels a WebP may be on a side. */
const WEBP_MAX_SIDE = 16_383;

export type MediaType = "image/avif" | "image/webp";

export interface PreparedFile {
  name: string;
  type: MediaType;
  width: number;
  bytes: Buffer;
}

export interface PreparedImage {
  /** The first 12 hex digits of the SHA-256 of the widest asked for and the uploaded file. */
  id: string;
  /** Upright, at the largest width stored. */
  width: number;
  height: number;
  files: PreparedFile[];
}

/** The upload is refused; the message tells the band member what to do, in one sentence. */
export class UploadError extends Error {
  override name = "UploadError";
}

const ACCEPTED = "JPEG, PNG, WebP and AVIF are accepted";
const HEIC =
  "This is an HEIC photo (an iPhone's own format): share it as JPEG, or set Camera › Formats to Most Compatible, and upload it again.";
const NOT_A_PICTURE = `This file is not a picture the site can read: choose a photo and upload it again (${ACCEPTED}).`;
const refused = (what: string) =>
  `This is ${what}, which the site does not take: save it as JPEG or PNG and upload it again (${ACCEPTED}).`;
const unreadable = (cause: unknown) =>
  new UploadError(
    "This file cannot be read as a picture (it may be damaged or cut short): open it, export it again as JPEG and upload that.",
    { cause },
  );
const pixels = (width: number, height: number) =>
  `${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} pixels`;
const tooManyPixels = (width: number, height: number) =>
  new UploadError(
    `This picture is ${pixels(width, height)}; at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels are accepted: export it smaller and upload it again.`,
  );

type Accepted = "jpeg" | "png" | "webp" | "avif";

const HEIC_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx"];
const AVIF_BRANDS = ["avif", "avis"];

/** The ISO media file's brands (AVIF, HEIC, MP4, MOV), major first; none for any other file. */
function brands(data: Buffer): string[] {
  if (data.length < 16 || data.toString("latin1", 4, 8) !== "ftyp") return [];
  const end = Math.min(data.readUInt32BE(0), data.length, 256);
  const found = [data.toString("latin1", 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) found.push(data.toString("latin1", at, at + 4));
  return found;
}

/** Judged by the first bytes, never by a name: a format the site takes, or the refusal's words. */
function formatOf(data: Buffer): Accepted | { refusal: string } {
  const starts = (text: string, at = 0) => data.toString("latin1", at, at + text.length) === text;
  if (starts("\xff\xd8\xff")) return "jpeg";
  if (starts("\x89PNG\r\n\x1a\n")) return "png";
  if (starts("RIFF") && starts("WEBP", 8)) return "webp";
  const boxBrands = brands(data);
  if (boxBrands.some((brand) => HEIC_BRANDS.includes(brand))) return { refusal: HEIC };
  if (boxBrands.some((brand) => AVIF_BRANDS.includes(brand))) return "avif";
  if (boxBrands.some((brand) => brand === "mif1" || brand === "msf1")) {
    return { refusal: refused("a HEIF picture") };
  }
  if (boxBrands.length > 0) {
    return { refusal: `This is a video: choose a photo and upload it again (${ACCEPTED}).` };
  }
  if (starts("GIF87a") || starts("GIF89a")) return { refusal: refused("a GIF") };
  if (starts("II*\0") || starts("MM\0*")) return { refusal: refused("a TIFF file or a camera's RAW photo") };
  if (starts("%PDF-")) return { refusal: refused("a PDF document") };
  if (starts("8BPS")) return { refusal: refused("a Photoshop file") };
  if (starts("BM")) return { refusal: refused("a BMP picture") };
  if (starts("\xff\x0a") || starts("\0\0\0\x0cJXL ")) return { refusal: refused("a JPEG XL picture") };
  const text = data.toString("utf8", 0, 1024).replace(/^\uFEFF/, "");
  if (/^\s*</.test(text) && /<svg[\s>]/i.test(text)) return { refusal: refused("an SVG drawing") };
  return { refusal: NOT_A_PICTURE };
}

function isFormat(metadata: Metadata, format: Accepted): boolean {
  return format === "avif"
    ? metadata.format === "heif" && metadata.compression === "av1"
    : metadata.format === format;
}

// Each conversion holds decoded pixels and encoders in memory: one at a time in the process.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => {});
  return result;
}

/** Refused with an UploadError unless a JPEG, PNG, WebP or AVIF of 64 px to 100 megapixels, up to 20 MB. */
export async function prepareUpload(
  bytes: Uint8Array,
  { widest }: { widest: number },
): Promise<PreparedImage> {
  if (!Number.isInteger(widest) || widest < MIN_SIDE) throw new RangeError(`widest: ${widest}`);
  if (bytes.byteLength === 0)
    throw new UploadError("No picture was sent: choose a photo and upload it again.");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    const size = (Math.ceil((bytes.byteLength / 1024 / 1024) * 10) / 10).toFixed(1);
    throw new UploadError(
      `This file is ${size} MB, over the limit of ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: share a smaller copy of the photo and upload it again.`,
    );
  }
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = formatOf(data);
  if (typeof format !== "string") throw new UploadError(format.refusal);
  // Loaded with the first upload, not with every server start.
  const { default: sharp } = await import("sharp");
  let metadata: Metadata;
  try {
    // The header only, with no pixel limit: the size is checked below, in words the band understands.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (!isFormat(metadata, format)) {
    throw metadata.format === "heif" ? new UploadError(HEIC) : unreadable(metadata.format);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw unreadable("no pixel size");
  if (width * height > MAX_UPLOAD_PIXELS) throw tooManyPixels(width, height);
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw new UploadError(
      `This picture is ${pixels(width, height)}, too small to show: upload one at least ${MIN_SIDE} pixels wide and high.`,
    );
  }
  const steps = ladderFor(Math.min(width, widest));
  const largest = steps.at(-1)!;
  if (Math.round((height * largest) / width) > WEBP_MAX_SIDE) {
    throw new UploadError(
      `This picture is ${pixels(width, height)}, too tall for its width to show: crop it and upload it again.`,
    );
  }
  const id = createHash("sha256").update(`${widest}\n`).update(data).digest("hex").slice(0, 12);
  return oneAtATime(async () => {
    try {
      return await convert(sharp, data, { id, steps });
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(width, height);
      throw unreadable(error);
    }
  });
}

async function convert(
  sharp: typeof import("sharp").default,
  data: Buffer,
  { id, steps }: { id: string; steps: number[] },
): Promise<PreparedImage> {
  // Decoded once, at the largest width; pages: 1 keeps an animation's first frame. Raw pixels carry no
  // metadata, and sharp turns an ICC profile's colours into sRGB on the way.
  const largest = await sharp(data, { limitInputPixels: MAX_UPLOAD_PIXELS, pages: 1 })
    .autoOrient()
    .resize({ width: steps.at(-1)! })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = largest.info;
  const step = (stepWidth: number) =>
    sharp(largest.data, { raw: { width, height, channels } }).resize({ width: stepWidth });
  const files: PreparedFile[] = [];
  for (const stepWidth of steps) {
    const named = (extension: string) => `${id}-${stepWidth}.${extension}`;
    files.push(
      {
        name: named("avif"),
        type: "image/avif",
        width: stepWidth,
        bytes: await step(stepWidth).avif(AVIF).toBuffer(),
      },
      {
        name: named("webp"),
        type: "image/webp",
        width: stepWidth,
        bytes: await step(stepWidth).webp(WEBP).toBuffer(),
      },
    );
  }
  return { id, width, height, files };
}
