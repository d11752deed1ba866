import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { atLeast, parseSrcset } from "#app/lib/srcset.ts";
import type { ImageFile, SiteConfig } from "#app/site/types.ts";
import { assetBytes, drawnFiles } from "../drawn-files.ts";
import { singleton } from "../singleton.ts";
import { pressLogoPng, pressPhotoBytes } from "./downloads.ts";
import type { Paper } from "./pdf-layout.ts";
import type { PressSheet } from "./pdf-sheet.ts";

export type { Paper };

/**
 * The one-page press kit as a PDF, kept like the share cards (drawn-files.ts):
 * in memory and in .cache/press-pdf/, under a hash of everything it shows
 * (the sheet, the pictures' files, the paper). A changed show or config
 * changes the sheet, hence the hash: the old file is no longer asked for.
 */

/** `version`: raise it when the drawing changes, so kept PDFs are drawn again. */
const pdfs = drawnFiles({ folder: "press-pdf", extension: "pdf", version: 1, memoryLimit: 8 });

/**
 * The pictures' files, as the pages load them (imported assets' URLs, named
 * by a hash of their bytes): what the PDF's key knows of its pictures.
 */
export interface SheetPictureFiles {
  photo: string | null;
  logo: string | null;
}

export interface PressPdf {
  /** Names this PDF: the same sheet, pictures and paper, the same hash (an ETag). */
  hash: string;
  /** The PDF, from memory, disk or drawn now. */
  bytes(): Promise<Buffer>;
}

export function pressPdf(sheet: PressSheet, files: SheetPictureFiles, paper: Paper): PressPdf {
  const key = { sheet, files, paper };
  return {
    hash: pdfs.hashOf(key),
    bytes: () =>
      pdfs.get(key, async () => {
        // pdfkit loads with the first PDF drawn, not at start-up.
        const { drawPressPdf, PHOTO_ASPECT } = await import("./pdf-layout.ts");
        const { photo, logo } = await sheetPictures(files, PHOTO_ASPECT);
        return drawPressPdf(sheet, { photo, logo }, paper, displayFont());
      }),
  };
}

/**
 * The pictures the sheet shows: press photo 1 (its full-size original, or
 * the members photo when the press kit has none) and the logo.
 */
export function sheetPictureFiles(config: SiteConfig): SheetPictureFiles {
  const photo = config.press.photos[0]?.file ?? config.images.membersPhoto.file;
  return { photo: largest(photo), logo: config.images.logo.file.src };
}

/** An image's largest file: its original, else its widest web file. */
function largest(image: ImageFile): string {
  return image.original ?? atLeast(parseSrcset(image.srcset), image.width)?.url ?? image.src;
}

/** The countries that print on US Letter; the rest of the world prints on A4. */
const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "DO", "PR"]);

/** The paper asked for (`?paper=a4`, `?paper=letter`), else the band's country's. */
export function paperFor(asked: string | null, country: string): Paper {
  const wanted = asked?.trim().toLowerCase();
  if (wanted === "a4" || wanted === "letter") return wanted;
  return LETTER_COUNTRIES.has(country.toUpperCase()) ? "letter" : "a4";
}

/**
 * The pictures made ready for print, for the last files asked: a changed show draws a new PDF
 * but the same pictures, whose crop and encoding cost most of a draw.
 */
const lastPictures = singleton("press-pdf-pictures", () => ({
  key: "",
  pictures: null as Promise<{ photo: Buffer | null; logo: Buffer | null }> | null,
}));

function sheetPictures(files: SheetPictureFiles, aspect: number) {
  const key = JSON.stringify([files, aspect]);
  if (lastPictures.key !== key || !lastPictures.pictures) {
    const pictures = Promise.all([photoJpeg(files.photo, aspect), logoPng()]).then(([photo, logo]) => ({
      photo,
      logo,
    }));
    // A failure is not kept: the next PDF tries again.
    pictures.catch(() => {
      if (lastPictures.pictures === pictures) lastPictures.pictures = null;
    });
    Object.assign(lastPictures, { key, pictures });
  }
  return lastPictures.pictures!;
}

/** Print size: 1500 px across the photo's 4 inches is over 300 dpi. */
const PHOTO_WIDTH = 1500;
const LOGO_WIDTH = 900;

/** Press photo 1 as it is downloaded (the members photo when the press kit has none), cropped to `aspect`. */
async function photoJpeg(file: string | null, aspect: number): Promise<Buffer | null> {
  const bytes = (await pressPhotoBytes(1))?.bytes ?? (file && assetBytes(file));
  if (!bytes) return null;
  const { default: sharp } = await import("sharp");
  return sharp(bytes, { density: 150 })
    .resize(PHOTO_WIDTH, Math.round(PHOTO_WIDTH / aspect), { fit: "cover", position: "attention" })
    .flatten({ background: "#000000" })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** The logo's PNG as it is downloaded, made smaller. */
async function logoPng(): Promise<Buffer | null> {
  const png = await pressLogoPng();
  if (!png) return null;
  const { default: sharp } = await import("sharp");
  return sharp(png).resize({ width: LOGO_WIDTH, withoutEnlargement: true }).png().toBuffer();
}

const require = createRequire(import.meta.url);

/** Anton, the site's display face, for the name and the headings; the text is set in Helvetica. */
const displayFont = () =>
  singleton("press-pdf-font", () =>
    readFileSync(require.resolve("@fontsource/anton/files/anton-latin-400-normal.woff")),
  );
