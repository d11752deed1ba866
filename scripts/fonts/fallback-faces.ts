import { createFontStack } from "@capsizecss/core";
import archivoBold from "@capsizecss/metrics/archivo/700";
import archivoRegular from "@capsizecss/metrics/archivo";
import arialBold from "@capsizecss/metrics/arial/700";
import arialRegular from "@capsizecss/metrics/arial";
import robotoBold from "@capsizecss/metrics/roboto/700";
import robotoRegular from "@capsizecss/metrics/roboto";
import { fromFile } from "@capsizecss/unpack/fs";
import { create, type Font } from "fontkitten";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * The fallback faces of the web fonts: a system face (Arial and its
 * metric twins on Windows, macOS and Linux, Roboto on Android) scaled with
 * `size-adjust` so that a line takes the width it takes in the web font, and
 * given the web font's ascent and descent, so a first visit that does not
 * get the fonts in time lays out as every later one. Capsize
 * (@capsizecss/core) computes every override from metrics read from font
 * files; nothing here is a measured number.
 */

/** The family in the page's font stacks: "<web font> Fallback: <local face>", capsize's own naming. */
export type FallbackFace = {
  family: string;
  src: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride?: string;
  fontWeight?: number;
};

/** The metrics capsize needs of a font: its vertical metrics and the average width of a glyph. */
type Metrics = {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
};

/**
 * The local faces a fallback can stand on, by the names browsers look them
 * up by (full and PostScript names). Liberation Sans (most Linux desktops)
 * and Arimo (ChromeOS) have Arial's advance widths, so Arial's metrics serve
 * all three.
 */
export const LOCAL_FACES = {
  Arial: {
    400: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
    700: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
  },
  Roboto: { 400: ["Roboto", "Roboto-Regular"], 700: ["Roboto Bold", "Roboto-Bold"] },
} as const;

type LocalFamily = keyof typeof LOCAL_FACES;

/** A file of an installed package, as a path. */
function packageFile(specifier: string): string {
  return fileURLToPath(import.meta.resolve(specifier));
}

/** The files the site serves, and the files that have the local faces' glyph widths. */
export const FONT_FILES = {
  anton: packageFile("@fontsource/anton/files/anton-latin-400-normal.woff2"),
  archivo: packageFile("@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2"),
  /** Arimo: Arial's advance widths, in a file any machine has after `npm install`. */
  arialBold: packageFile("@fontsource/arimo/files/arimo-latin-700-normal.woff2"),
  robotoBold: packageFile("@fontsource/roboto/files/roboto-latin-700-normal.woff2"),
} as const;

/**
 * The display face sets only capitals (every use is upper case), and Anton's
 * capitals are narrow for its lower case: capsize's usual average width,
 * weighted for English in lower case, would make a fallback line of capitals
 * a fifth (Arial Bold) to a third (Arial) wider than Anton's. So its widths
 * are measured on a line of capitals.
 */
const CAPITALS_SAMPLE = "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG";

/** The average advance of the sample's characters, in the font's units. */
export function averageAdvance(font: Font, sample: string): number {
  const glyphs = font.glyphsForString(sample);
  return glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / glyphs.length;
}

/** A font file's metrics as capsize reads them, with the average width taken over the capitals sample. */
async function capitalsMetrics(file: string, familyName: string): Promise<Metrics> {
  const [{ ascent, descent, lineGap, unitsPerEm }, bytes] = await Promise.all([
    fromFile(file),
    readFile(file),
  ]);
  const xWidthAvg = averageAdvance(create(bytes) as Font, CAPITALS_SAMPLE);
  return { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg };
}

/** Capsize's metrics without the per-subset widths, which it would otherwise prefer over `xWidthAvg`. */
function withoutSubsets(metrics: Metrics, familyName = metrics.familyName): Metrics {
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = metrics;
  return { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg };
}

/** Capsize's fallback faces of one web font (at one weight) over local faces, with our local names. */
function fallbackFaces(
  webFont: Metrics,
  locals: { family: LocalFamily; metrics: Metrics; weight: 400 | 700 }[],
  fontWeight?: number,
): FallbackFace[] {
  const stack = createFontStack(
    [webFont, ...locals.map(({ family, metrics }) => withoutSubsets(metrics, family))],
    { fontFaceFormat: "styleObject", ...(fontWeight ? { fontFaceProperties: { fontWeight } } : {}) },
  );
  return stack.fontFaces.map(({ "@font-face": { fontFamily, src: _capsizeSrc, ...overrides } }, index) => {
    const { family, weight } = locals[index]!;
    const src = LOCAL_FACES[family][weight].map((name) => `local(${JSON.stringify(name)})`).join(", ");
    return { family: fontFamily.replaceAll('"', ""), src, ...overrides } as FallbackFace;
  });
}

/**
 * Every fallback face of the site's two web fonts. Anton's stand on the bold
 * local faces (nearer its weight); Archivo's have a regular and a bold face
 * each, its widths per weight from capsize's metrics of Archivo (the variable
 * file's default instance is its SemiBold, so the file alone cannot give them).
 */
export async function siteFallbackFaces(): Promise<FallbackFace[]> {
  const [anton, arial, roboto] = await Promise.all([
    capitalsMetrics(FONT_FILES.anton, "Anton"),
    capitalsMetrics(FONT_FILES.arialBold, "Arial"),
    capitalsMetrics(FONT_FILES.robotoBold, "Roboto"),
  ]);
  const archivo = (metrics: Metrics) => withoutSubsets(metrics, "Archivo Variable");
  return [
    ...fallbackFaces(anton, [
      { family: "Arial", metrics: arial, weight: 700 },
      { family: "Roboto", metrics: roboto, weight: 700 },
    ]),
    ...fallbackFaces(
      archivo(archivoRegular),
      [
        { family: "Arial", metrics: arialRegular, weight: 400 },
        { family: "Roboto", metrics: robotoRegular, weight: 400 },
      ],
      400,
    ),
    ...fallbackFaces(
      archivo(archivoBold),
      [
        { family: "Arial", metrics: arialBold, weight: 700 },
        { family: "Roboto", metrics: robotoBold, weight: 700 },
      ],
      700,
    ),
  ];
}

/** The faces as CSS, one @font-face block each. */
export function fallbackFacesCss(faces: FallbackFace[]): string {
  return faces
    .map(({ family, ...descriptors }) => {
      const lines = Object.entries({ fontFamily: JSON.stringify(family), ...descriptors }).map(
        ([name, value]) =>
          `  ${name.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
      );
      return `@font-face {\n${lines.join("\n")}\n}\n`;
    })
    .join("");
}
