import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { create, type Font } from "fontkitten";
import { describe, expect, test } from "vitest";

import { FONT_FILES } from "./fallback-faces.ts";

// app/fonts/ is made from @fontsource's files by make-web-fonts.sh (decision 098): lighter, never poorer.
const font = (file: string) => create(readFileSync(file)) as Font;
const packageFont = (specifier: string) => font(fileURLToPath(import.meta.resolve(specifier)));
/** The OpenType substitutions a font offers: ligatures, fractions, figures. */
const substitutions = (of: Font) =>
  new Set(
    ((of as unknown as { GSUB?: { featureList: { tag: string }[] } }).GSUB?.featureList ?? []).map(
      (feature) => feature.tag,
    ),
  );
const tables = (of: Font) =>
  Object.keys((of as unknown as { directory: { tables: object } }).directory.tables);
/** TrueType hinting: instructions for small sizes on Windows. */
const HINTING = ["cvt ", "fpgm", "prep"];
const stylesheet = readFileSync(fileURLToPath(new URL("../../app/app.css", import.meta.url)), "utf8");

const served = { anton: font(FONT_FILES.anton), archivo: font(FONT_FILES.archivo) };
const sources = {
  anton: packageFont("@fontsource/anton/files/anton-latin-400-normal.woff2"),
  archivo: packageFont("@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2"),
};

describe("the site's own font files", () => {
  test.each(["anton", "archivo"] as const)(
    "%s draws every character fontsource's Latin file draws",
    (name) => {
      expect(new Set(served[name].characterSet)).toEqual(new Set(sources[name].characterSet));
    },
  );

  test.each(["anton", "archivo"] as const)("%s keeps its kerning (GPOS) and every substitution", (name) => {
    expect(substitutions(served[name])).toEqual(substitutions(sources[name]));
    expect(tables(served[name]).sort()).toEqual(
      tables(sources[name])
        .filter((tag) => !HINTING.includes(tag))
        .sort(),
    );
  });

  test("Archivo keeps the weights the pages use, 400 to 700, and says so in its @font-face", () => {
    const { min, max } = served.archivo.variationAxes.wght ?? {};
    expect([min, max]).toEqual([400, 700]);
    const face = /@font-face\s*{[^}]*"Archivo Variable"[^}]*}/.exec(stylesheet)?.[0] ?? "";
    expect(face).toMatch(/font-weight:\s*400 700;/);
  });

  test("no page asks Archivo for a weight outside 400–700", () => {
    const appFolder = fileURLToPath(new URL("../../app/", import.meta.url));
    const outside = readdirSync(appFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /\bfont-(thin|extralight|light|extrabold|black)\b/.test(readFileSync(join(appFolder, file), "utf8")),
      );
    expect(outside).toEqual([]);
  });

  test.each(["anton", "archivo"] as const)("%s carries its copyright and licence", (name) => {
    expect(served[name].copyright).toBe(sources[name].copyright);
    expect(served[name].getName("licenseURL")).toMatch(/scripts\.sil\.org\/OFL/);
  });
});
