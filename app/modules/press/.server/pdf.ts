import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { assetBytes, drawnFiles } from "#app/.server/drawn-files.ts";
import { atLeast, parseSrcset } from "#app/lib/srcset.ts";
import type { ImageFile, SiteConfig } from "#app/site/types.ts";

import { pressLogoPng, pressPhotoBytes } from "./downloads.ts";
import type { Paper } from "./pdf-layout.ts";
import type { PressSheet } from "./pdf-sheet.ts";

export type { Paper };

/** Imported assets' URLs, named by a hash of their bytes: what the PDF's key knows of its pictures. */
export interface SheetPictureFiles {
  photo: string | null;
  logo: string | null;
}

export interface PressPdf {
  /** Names this PDF: the same sheet, pictures and paper, the same hash (an ETag). */
  hash: string;
  bytes(): Promise<Buffer>;
}

export interface PressPdfs {
  pressPdf(sheet: PressSheet, files: SheetPictureFiles, paper: Paper): PressPdf;
}

/** The one-page press kit, kept like the share cards under a hash of the sheet, pictures and paper. */
export function createPressPdfs(): PressPdfs {
  // `version`: raise it when the drawing changes, so kept PDFs are drawn again.
  const pdfs = drawnFiles({ folder: "press-pdf", extension: "pdf", version: 2, memoryLimit: 8 });
  const pictures = lastPictures();
  let font: Buffer | null = null;
  return {
    pressPdf(sheet, files, paper) {
      const key = { sheet, files, paper };
      return {
        hash: pdfs.hashOf(key),
        bytes: () =>
          pdfs.get(key, async () => {
            // pdfkit loads with the first PDF drawn, not at start-up.
            const { drawPressPdf, PHOTO_ASPECT } = await import("./pdf-layout.ts");
            const { photo, logo } = await pictures(files, PHOTO_ASPECT);
            font ??= readFileSync(require.resolve("@fontsource/anton/files/anton-latin-400-normal.woff"));
            return drawPressPdf(sheet, { photo, logo }, paper, font);
          }),
      };
    },
  };
}

/** Press photo 1 (else the members photo) at full size, and the logo. */
export function sheetPictureFiles(config: SiteConfig): SheetPictureFiles {
  const photo = config.press.photos[0]?.file ?? config.images.membersPhoto.file;
  return { photo: largest(photo), logo: config.images.logo.file.src };
}

function largest(image: ImageFile): string {
  return image.original ?? atLeast(parseSrcset(image.srcset), image.width)?.url ?? image.src;
}

/** The countries that print on US Letter; the rest of the world prints on A4. */
const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA", "DO", "PR"]);

export function paperFor(asked: string | null, country: string): Paper {
  const wanted = asked?.trim().toLowerCase();
  if (wanted === "a4" || wanted === "letter") return wanted;
  return LETTER_COUNTRIES.has(country.toUpperCase()) ? "letter" : "a4";
}

/** A changed show draws a new PDF but the same pictures, whose crop and encoding cost most of a draw. */
function lastPictures() {
  const last = {
    key: "",
    pictures: null as Promise<{ photo: Buffer | null; logo: Buffer | null }> | null,
  };
  return (files: SheetPictureFiles, aspect: number) => {
    const key = JSON.stringify([files, aspect]);
    if (last.key !== key || !last.pictures) {
      const pictures = Promise.all([photoJpeg(files.photo, aspect), logoPng()]).then(([photo, logo]) => ({
        photo,
        logo,
      }));
      // A failure is not kept: the next PDF tries again.
      pictures.catch(() => {
        if (last.pictures === pictures) last.pictures = null;
      });
      Object.assign(last, { key, pictures });
    }
    return last.pictures!;
  };
}

/** Print size: 1500 px across the photo's 4 inches is over 300 dpi. */
const PHOTO_WIDTH = 1500;
const LOGO_WIDTH = 900;

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

async function logoPng(): Promise<Buffer | null> {
  const png = await pressLogoPng();
  if (!png) return null;
  const { default: sharp } = await import("sharp");
  return sharp(png).resize({ width: LOGO_WIDTH, withoutEnlargement: true }).png().toBuffer();
}

const require = createRequire(import.meta.url);
