import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { createFontStack } from "@capsizecss/core";
import archivoRegular from "@capsizecss/metrics/archivo";
import archivoBold from "@capsizecss/metrics/archivo/700";
import arialRegular from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import robotoRegular from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import { fromFile } from "@capsizecss/unpack/fs";
import { create, type Font } from "fontkitten";

// Decision 053: capsize computes every override from metrics read from font files; nothing here
// is a measured number.

export type FallbackFace = {
  family: string;
  src: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride?: string;
  fontWeight?: number;
};

type Metrics = {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
};

// Liberation Sans (Linux) and Arimo (ChromeOS) have Arial's advance widths.
export const LOCAL_FACES = {
  Arial: {
    400: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
    700: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
  },
  Roboto: { 400: ["Roboto", "Roboto-Regular"], 700: ["Roboto Bold", "Roboto-Bold"] },
} as const;

type LocalFamily = keyof typeof LOCAL_FACES;

function packageFile(specifier: string): string {
  return fileURLToPath(import.meta.resolve(specifier));
}

const siteFile = (name: string) => fileURLToPath(new URL(`../../app/fonts/${name}`, import.meta.url));

/** The files the site serves (app/fonts/, made from @fontsource's by make-web-fonts.sh) and the references. */
export const FONT_FILES = {
  anton: siteFile("anton-latin-400.woff2"),
  archivo: siteFile("archivo-latin-wght-400-700.woff2"),
  arialBold: packageFile("@fontsource/arimo/files/arimo-latin-700-normal.woff2"),
  robotoBold: packageFile("@fontsource/roboto/files/roboto-latin-700-normal.woff2"),
} as const;

// Anton sets only capitals, which are narrow for its lower case: its widths are taken on capitals.
const CAPITALS_SAMPLE = "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG";

export function averageAdvance(font: Font, sample: string): number {
  const glyphs = font.glyphsForString(sample);
  return glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / glyphs.length;
}

async function capitalsMetrics(file: string, familyName: string): Promise<Metrics> {
  const [{ ascent, descent, lineGap, unitsPerEm }, bytes] = await Promise.all([
    fromFile(file),
    readFile(file),
  ]);
  const xWidthAvg = averageAdvance(create(bytes) as Font, CAPITALS_SAMPLE);
  return { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg };
}

/** Without the per-subset widths, which capsize would otherwise prefer over `xWidthAvg`. */
function withoutSubsets(metrics: Metrics, familyName = metrics.familyName): Metrics {
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = metrics;
  return { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg };
}

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

// Archivo's widths per weight come from capsize's metrics: the variable file's default instance
// is its SemiBold, so the file alone cannot give them.
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
