import { readFileSync } from "node:fs";

import { createFontStack } from "@capsizecss/core";
import antonMetrics from "@capsizecss/metrics/anton";
import archivoRegular from "@capsizecss/metrics/archivo";
import archivoSemiBold from "@capsizecss/metrics/archivo/600";
import archivoBold from "@capsizecss/metrics/archivo/700";
import arialRegular from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import robotoRegular from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import { fromFile } from "@capsizecss/unpack/fs";
import { create, type Font } from "fontkitten";
import { describe, expect, test } from "vitest";

import {
  averageAdvance,
  type FallbackFace,
  fallbackFacesCss,
  FONT_FILES,
  LOCAL_FACES,
  siteFallbackFaces,
} from "./fallback-faces.ts";
import { fontFallbacks } from "./vite-plugin.ts";

const faces = await siteFallbackFaces();
const percent = (value: string) => parseFloat(value) / 100;
const font = (file: string) => create(readFileSync(file)) as Font;
/** The width of a line of text in a font, in ems. */
const lineWidth = (of: Font, text: string) => (averageAdvance(of, text) * [...text].length) / of.unitsPerEm;

function face(family: string, fontWeight?: number): FallbackFace {
  const found = faces.find((each) => each.family === family && each.fontWeight === fontWeight);
  if (!found) throw new Error(`no fallback face ${family} ${fontWeight ?? ""}`);
  return found;
}

describe("the fallback faces are measured on the files the site serves", () => {
  test("capsize reads the same metrics from the served files as its metrics package has for the fonts", async () => {
    type Measured = Pick<typeof antonMetrics, "ascent" | "descent" | "lineGap" | "unitsPerEm" | "xWidthAvg">;
    const pick = ({ ascent, descent, lineGap, unitsPerEm, xWidthAvg }: Measured) => ({
      ascent,
      descent,
      lineGap,
      unitsPerEm,
      xWidthAvg,
    });
    expect(pick(await fromFile(FONT_FILES.anton))).toEqual(pick(antonMetrics));
    // The variable file's default instance is Archivo's SemiBold.
    expect(pick(await fromFile(FONT_FILES.archivo))).toEqual(pick(archivoSemiBold));
  });
});

describe("Anton's fallbacks", () => {
  const anton = font(FONT_FILES.anton);
  const references = [
    { family: "Anton Fallback: Arial", file: FONT_FILES.arialBold },
    { family: "Anton Fallback: Roboto", file: FONT_FILES.robotoBold },
  ];

  test.each(references)("$family sets a line of capitals as wide as Anton does", ({ family, file }) => {
    const { sizeAdjust } = face(family);
    const local = font(file);
    // Measured on the sample, to rounding; on the site's own words, within a few per cent.
    expect(lineWidth(local, "THE QUICK BROWN FOX") * percent(sizeAdjust)).toBeCloseTo(
      lineWidth(anton, "THE QUICK BROWN FOX"),
      0,
    );
    for (const words of ["THE PLACEHOLDERS", "UPCOMING SHOWS", "ORLANDO, FL", "PAST SHOWS"]) {
      const ratio = (lineWidth(local, words) * percent(sizeAdjust)) / lineWidth(anton, words);
      expect(ratio, words).toBeGreaterThan(0.95);
      expect(ratio, words).toBeLessThan(1.05);
    }
  });

  test.each(references)("$family has Anton's ascent and descent", ({ family }) => {
    const { sizeAdjust, ascentOverride, descentOverride } = face(family);
    const scale = percent(sizeAdjust) * antonMetrics.unitsPerEm;
    expect(percent(ascentOverride) * scale).toBeCloseTo(antonMetrics.ascent, 0);
    expect(percent(descentOverride) * scale).toBeCloseTo(-antonMetrics.descent, 0);
  });

  test("capsize's usual width, weighted for lower case, would set Anton's capitals far wider", () => {
    const [usual] = createFontStack([antonMetrics, arialBold], { fontFaceFormat: "styleObject" }).fontFaces;
    const { sizeAdjust } = usual!["@font-face"];
    const local = font(FONT_FILES.arialBold);
    const ratio =
      (lineWidth(local, "UPCOMING SHOWS") * percent(String(sizeAdjust))) / lineWidth(anton, "UPCOMING SHOWS");
    expect(ratio).toBeGreaterThan(1.15);
  });
});

describe("Archivo's fallbacks", () => {
  test.each([
    { fontWeight: 400, archivo: archivoRegular, arial: arialRegular, roboto: robotoRegular },
    { fontWeight: 700, archivo: archivoBold, arial: arialBold, roboto: robotoBold },
  ])(
    "at $fontWeight, capsize's faces for Archivo over Arial and Roboto",
    ({ fontWeight, archivo, arial, roboto }) => {
      const expected = createFontStack([archivo, arial, roboto], { fontFaceFormat: "styleObject" }).fontFaces;
      for (const [index, local] of ["Arial", "Roboto"].entries()) {
        const { sizeAdjust, ascentOverride, descentOverride } = expected[index]!["@font-face"];
        expect(face(`Archivo Variable Fallback: ${local}`, fontWeight)).toMatchObject({
          sizeAdjust,
          ascentOverride,
          descentOverride,
        });
      }
    },
  );
});

test("every face stands on the local faces of Windows and macOS, Linux, ChromeOS and Android", () => {
  const src = faces.map((each) => each.src).join(" ");
  for (const name of [
    "Arial",
    "Liberation Sans",
    "Arimo",
    "Roboto",
    "Arial Bold",
    "Liberation Sans Bold",
    "Roboto Bold",
  ]) {
    expect(src).toContain(`local("${name}")`);
  }
  for (const each of faces) {
    const weight = each.family.startsWith("Anton") ? 700 : each.fontWeight!;
    const local = each.family.endsWith("Arial") ? LOCAL_FACES.Arial : LOCAL_FACES.Roboto;
    expect(each.src, each.family).toBe(
      local[weight as 400 | 700].map((name) => `local("${name}")`).join(", "),
    );
  }
  expect(faces).toHaveLength(6);
});

test("the faces are written as @font-face blocks", () => {
  const css = fallbackFacesCss([
    face("Anton Fallback: Arial"),
    face("Archivo Variable Fallback: Arial", 700),
  ]);
  expect(css.match(/@font-face \{/g)).toHaveLength(2);
  expect(css).toContain('font-family: "Anton Fallback: Arial";');
  expect(css).toMatch(/size-adjust: [\d.]+%;/);
  expect(css).toMatch(/ascent-override: [\d.]+%;/);
  expect(css).toContain("font-weight: 700;");
});

describe("the build's plugin", () => {
  const stylesheet = "/site/app/app.css";
  const transform = fontFallbacks({ stylesheet }).transform as (
    code: string,
    id: string,
  ) => Promise<{ code: string } | null>;

  test("appends the faces to the stylesheet, as it is read for the page or inlined", async () => {
    for (const id of [stylesheet, `${stylesheet}?inline`]) {
      const result = await transform("body { color: red; }", id);
      expect(result?.code.startsWith("body { color: red; }\n")).toBe(true);
      expect(result?.code).toContain(fallbackFacesCss(faces));
    }
  });

  test("leaves other stylesheets and the stylesheet's URL and raw imports alone", async () => {
    for (const id of ["/site/app/components/stage-rig.css", `${stylesheet}?url`, `${stylesheet}?raw`]) {
      expect(await transform("body {}", id)).toBeNull();
    }
  });
});
