import type { Page } from "@playwright/test";

import { siteFallbackFaces } from "../../scripts/fonts/fallback-faces.ts";
import { expect, gotoPage, test } from "./fixtures.ts";

/**
 * A first visit looks like every visit. On a slow first visit the web fonts
 * miss their short block period and `font-display: optional` keeps the
 * fallback for that view: each web font's fallback is a local face with the
 * font's metrics (scripts/fonts/), so Home keeps its shape: every heading,
 * link and button wraps onto as many lines as with the fonts, and the show
 * list starts where it does.
 */

const HOME = "/?style=normal";
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const WEB_FONTS = ["Anton", "Archivo Variable"];

type Shape = { lines: Record<string, number>; firstShowTop: number };

/** Lines of text each heading, link and button is set on, and where the first show's row begins. */
async function shape(page: Page): Promise<Shape> {
  const blocks = page.getByRole("heading").or(page.getByRole("link")).or(page.getByRole("button"));
  const lines = await blocks.evaluateAll((elements) => {
    // Lines are counted from where the text's line boxes start, not from its
    // glyphs' boxes: those of a tall display face overlap the line below.
    function lineCount(element: Element): number {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize);
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text only for screen readers (a 1 px box) is not on any line a fan sees.
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 1) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      let count = 0;
      let lineTop = -Infinity;
      for (const top of tops) {
        if (top - lineTop < lineHeight / 2) continue;
        count++;
        lineTop = top;
      }
      return count;
    }
    return Object.fromEntries(
      elements.map((element, index) => [
        `${index} ${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}"`,
        lineCount(element),
      ]),
    );
  });
  const shows = page.getByRole("region", { name: "Upcoming Shows" });
  const firstShow = await shows.getByRole("article").first().boundingBox();
  return { lines, firstShowTop: firstShow!.y };
}

/** The families Chromium drew an element's text in (its own account, through the DevTools protocol). */
async function fontsDrawnIn(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

/** The status of each font face the page declares, by family (a family's faces joined). */
function faceStatuses(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const statuses: Record<string, string> = {};
    for (const face of document.fonts) {
      const family = face.family.replaceAll('"', "");
      statuses[family] = statuses[family] === "loaded" ? "loaded" : face.status;
    }
    return statuses;
  });
}

test.describe("with the fonts refused, Home keeps the shape it has with them", () => {
  // The fonts are refused, as on a slow first visit where `optional` keeps the fallback.
  test.use({ expectedErrors: /Failed to load resource|woff2/ });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: every heading, link and button on as many lines, the shows where they were`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.route("**/*.woff2", (route) => route.abort());
      await gotoPage(page, HOME);
      const statuses = await faceStatuses(page);
      expect(statuses, "the web fonts were refused").toMatchObject({
        Anton: "error",
        "Archivo Variable": "error",
      });
      // Each web font's first fallback found its local face (Liberation Sans on a Linux machine).
      expect(statuses["Anton Fallback: Arial"], "a local face for Anton's fallback").toBe("loaded");
      expect(statuses["Archivo Variable Fallback: Arial"], "a local face for Archivo's fallback").toBe(
        "loaded",
      );
      expect(await fontsDrawnIn(page, "h1")).not.toContain("Anton");
      const refused = await shape(page);

      await page.unroute("**/*.woff2");
      // The fonts fetched, then a later visit: they are in the cache and drawn from the first paint.
      await gotoPage(page, HOME);
      await gotoPage(page, HOME);
      expect(
        await page.evaluate(async () => {
          await document.fonts.ready;
          return [document.fonts.check('1em "Anton"'), document.fonts.check('1em "Archivo Variable"')];
        }),
      ).toEqual([true, true]);
      expect(await fontsDrawnIn(page, "h1")).toEqual(["Anton"]);
      expect((await fontsDrawnIn(page, "main p")).join()).toMatch(/^Archivo/);
      const loaded = await shape(page);

      expect(Object.keys(refused.lines).length).toBeGreaterThan(10);
      expect(refused.lines).toEqual(loaded.lines);
      expect(Math.abs(refused.firstShowTop - loaded.firstShowTop)).toBeLessThanOrEqual(3);
    });
  }
});

test("each web font has fallback faces with the metrics its font file gives, next to it in the stacks", async ({
  page,
}) => {
  await gotoPage(page, HOME);
  const declared = await page.evaluate(() => {
    const faces = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule),
    );
    const descriptor = (face: CSSFontFaceRule, name: string) => face.style.getPropertyValue(name);
    const stack = (element: Element) =>
      getComputedStyle(element)
        .fontFamily.split(",")
        .map((family) => family.trim().replaceAll('"', ""));
    return {
      webFonts: faces
        .filter((face) => descriptor(face, "src").includes("url("))
        .map((face) => descriptor(face, "font-family").replaceAll('"', "")),
      fallbacks: faces
        .filter((face) => !descriptor(face, "src").includes("url("))
        .map((face) => ({
          family: descriptor(face, "font-family").replaceAll('"', ""),
          weight: descriptor(face, "font-weight"),
          sizeAdjust: parseFloat(descriptor(face, "size-adjust")),
          ascentOverride: parseFloat(descriptor(face, "ascent-override")),
          descentOverride: parseFloat(descriptor(face, "descent-override")),
        })),
      displayStack: stack(document.querySelector("h1")!),
      textStack: stack(document.body),
    };
  });
  expect(declared.webFonts.toSorted()).toEqual(WEB_FONTS);

  const expected = await siteFallbackFaces();
  expect(declared.fallbacks).toHaveLength(expected.length);
  for (const face of expected) {
    const served = declared.fallbacks.find(
      (each) => each.family === face.family && each.weight === String(face.fontWeight ?? ""),
    );
    const name = `${face.family} ${face.fontWeight ?? ""}`;
    expect(served, name).toBeDefined();
    // As the minifier writes them: to six significant digits.
    expect(served!.sizeAdjust, name).toBeCloseTo(parseFloat(face.sizeAdjust), 2);
    expect(served!.ascentOverride, name).toBeCloseTo(parseFloat(face.ascentOverride), 2);
    expect(served!.descentOverride, name).toBeCloseTo(parseFloat(face.descentOverride), 2);
  }

  for (const [webFont, stack] of [
    ["Anton", declared.displayStack],
    ["Archivo Variable", declared.textStack],
  ] as const) {
    expect(stack.slice(0, 3)).toEqual([webFont, `${webFont} Fallback: Arial`, `${webFont} Fallback: Roboto`]);
  }
});
