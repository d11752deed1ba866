import type { Page } from "@playwright/test";

import { expect, gotoPage, test } from "./fixtures.ts";

/**
 * Every target a fan taps on a phone is at least 44 × 44 CSS px (WCAG 2.5.5,
 * target size): each link, button, disclosure, field and focusable element
 * that is shown, measured in the browser at 390 × 844. A target may grow
 * while it looks the same: by padding or a minimum height (its own box is
 * measured), or by a ::before or ::after laid absolutely over a positioned
 * ancestor (a show row's link covers the whole row): that box is measured too,
 * from the ancestor's box and the pseudo-element's insets.
 *
 * The one exception taken is WCAG's own "inline" one: a link inside a
 * sentence of running text (its parent holds words of its own beside it),
 * whose size the line of text sets. Each page's list, of the small targets
 * and of the inline links let pass, is printed and attached to the test.
 *
 * And no label breaks inside its button: on the same pages, every link or
 * button drawn as a button (a pill or a circle: a border or a fill with fully
 * rounded ends, where cards have the style's smaller radius) keeps its words
 * on one line.
 */

const MINIMUM = 44;
const INTERACTIVE = "a[href], button, summary, input, select, textarea, [tabindex]";

interface Target {
  name: string;
  width: number;
  height: number;
  inline: boolean;
}

/** Every shown interactive element on the page (or inside `within`), with its size and whether it sits in a sentence. */
async function targetsOf(page: Page, within = "body"): Promise<Target[]> {
  return page.locator(within).evaluate((root, selector) => {
    const nameOf = (element: Element) =>
      (
        element.getAttribute("aria-label") ||
        element.textContent?.trim() ||
        element.getAttribute("title") ||
        element.querySelector("img")?.getAttribute("alt") ||
        element.outerHTML.slice(0, 80)
      ).replace(/\s+/g, " ");
    /** A link in running text: shown inline, its parent holding words of its own. */
    const inSentence = (element: Element) =>
      element.localName === "a" &&
      getComputedStyle(element).display === "inline" &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
    /** The size of a ::before or ::after laid absolutely over the element's positioned ancestor (or itself), if any. */
    const stretched = (element: HTMLElement) => {
      let width = 0;
      let height = 0;
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === "none" || style.position !== "absolute" || style.pointerEvents === "none")
          continue;
        let block: HTMLElement | null = element;
        while (block && getComputedStyle(block).position === "static") block = block.parentElement;
        if (!block) continue;
        const inset = (side: "top" | "right" | "bottom" | "left") => parseFloat(style[side]);
        const [top, right, bottom, left] = [inset("top"), inset("right"), inset("bottom"), inset("left")];
        if ([top, right, bottom, left].some(Number.isNaN)) continue;
        // Insets count from the ancestor's padding box.
        width = Math.max(width, block.clientWidth - left - right);
        height = Math.max(height, block.clientHeight - top - bottom);
      }
      return { width, height };
    };
    /** Its size, or null while it is visually hidden (clipped away, as the skip link is until focused). */
    const box = (element: HTMLElement) => {
      const rect = element.getBoundingClientRect();
      const { clipPath, clip } = getComputedStyle(element);
      if (rect.width <= 1 || rect.height <= 1 || clipPath !== "none" || clip !== "auto") return null;
      const pseudo = stretched(element);
      const round = (length: number) => Math.round(length * 10) / 10;
      return {
        width: round(Math.max(rect.width, pseudo.width)),
        height: round(Math.max(rect.height, pseudo.height)),
      };
    };
    return [...root.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return [];
      let size = box(element);
      // Shown only when focused (the skip link): its size is the one it takes then.
      if (!size) {
        element.focus();
        size = box(element);
        element.blur();
        if (!size) return [];
      }
      return [{ name: nameOf(element), ...size, inline: inSentence(element) }];
    });
  }, INTERACTIVE);
}

/** The words of every button-shaped link or button that run over more than one line, with their line count. */
async function wrappedLabels(page: Page): Promise<string[]> {
  return page.locator("body").evaluate((body, selector) => {
    const buttonShaped = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const sides = ["Top", "Right", "Bottom", "Left"] as const;
      const bordered = sides.every(
        (side) => parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== "none",
      );
      const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)";
      const rounded = parseFloat(style.borderTopLeftRadius) >= Math.min(rect.width, rect.height) / 2 - 1;
      return (bordered || filled) && rounded;
    };
    /** The tops of the lines the element's shown words sit on (words in a clipped, visually hidden box aside). */
    const lineTops = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent!.trim() || getComputedStyle(parent).clipPath !== "none") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        tops.push(...[...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
      }
      return tops.sort((a, b) => a - b);
    };
    return [...body.querySelectorAll(selector)].flatMap((element) => {
      if (!element.checkVisibility({ visibilityProperty: true }) || !buttonShaped(element)) return [];
      const lineHeight = parseFloat(getComputedStyle(element).fontSize);
      const tops = lineTops(element);
      const lines = tops.filter(
        (top, index) => index === 0 || top - tops[index - 1]! > lineHeight / 2,
      ).length;
      return lines > 1 ? [`"${element.textContent!.trim().replace(/\s+/g, " ")}" on ${lines} lines`] : [];
    });
  }, "a[href], button, summary");
}

const line = (target: Target) => `"${target.name}" ${target.width} × ${target.height}`;

/** Fails with the page's small targets listed, and notes what was measured either way. */
function expectNoSmallTargets(where: string, targets: Target[]) {
  expect(targets.length, `${where}: targets found`).toBeGreaterThan(0);
  const small = targets.filter(
    (target) => !target.inline && (target.width < MINIMUM || target.height < MINIMUM),
  );
  const inline = targets.filter((target) => target.inline);
  const report = [
    `${where}: ${targets.length} targets, ${small.length} under ${MINIMUM} × ${MINIMUM}`,
    ...small.map((target) => `  small: ${line(target)}`),
    ...inline.map((target) => `  inline in a sentence (exempt): ${line(target)}`),
  ].join("\n");
  console.log(report);
  test.info().annotations.push({ type: "tap targets", description: report });
  expect.soft(small.map(line), `${where}: targets under ${MINIMUM} × ${MINIMUM} px`).toEqual([]);
}

/** Fails with the button labels that wrap on the page listed. */
async function expectNoWrappedLabels(where: string, page: Page) {
  const wrapped = await wrappedLabels(page);
  if (wrapped.length > 0) console.log(`${where}: button labels that wrap\n  ${wrapped.join("\n  ")}`);
  expect.soft(wrapped, `${where}: button labels that wrap`).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  { where: "Home (normal)", path: "/?style=normal" },
  { where: "Home (almostReal)", path: "/?style=almostReal" },
  { where: "Home (propofol)", path: "/?style=propofol" },
  { where: "About", path: "/about" },
  { where: "Music", path: "/music" },
  { where: "a scheduled show", path: "/shows/5" },
  { where: "Past shows", path: "/shows/past" },
  { where: "Shows near a place", path: "/shows/near?place=Tampa%2C+FL" },
  { where: "Which place (near me)", path: "/shows/near?place=London" },
  // Spanish words run longer: the same targets, the same one-line labels.
  { where: "Home in Spanish (almostReal)", path: "/es?style=almostReal" },
  { where: "Home in Spanish (propofol)", path: "/es?style=propofol" },
  { where: "a scheduled show in Spanish", path: "/es/shows/5" },
  { where: "Music in Spanish", path: "/es/music" },
  { where: "Follow in Spanish", path: "/es/follow" },
  { where: "Shows near a place in Spanish", path: "/es/shows/near?place=Tampa%2C+FL" },
];

for (const { where, path } of PAGES) {
  test(`${where}: every target is at least ${MINIMUM} × ${MINIMUM} px, every button's label on one line`, async ({
    page,
  }) => {
    await gotoPage(page, path);
    expectNoSmallTargets(where, await targetsOf(page));
    await expectNoWrappedLabels(where, page);
  });
}

test.describe("the 404 page", () => {
  // The browser's own note of the 404 response.
  test.use({ expectedErrors: /status of 404/ });

  test(`every target is at least ${MINIMUM} × ${MINIMUM} px`, async ({ page }) => {
    const response = await gotoPage(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    expectNoSmallTargets("the 404 page", await targetsOf(page));
    await expectNoWrappedLabels("the 404 page", page);
  });
});

test(`the open menu: every target is at least ${MINIMUM} × ${MINIMUM} px`, async ({ page }) => {
  await gotoPage(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expectNoSmallTargets("the open menu", await targetsOf(page, "#site-menu"));
});
