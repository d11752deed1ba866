import type { Page } from "@playwright/test";

import { expect, gotoPage, PAGES, test } from "./fixtures.ts";

/**
 * What a fan on a phone sees first arrives with the page: the largest
 * element of the first screen (the LCP) is in the HTML, an image of it is
 * fetched at high priority from the start (an <img> with fetchpriority
 * "high", or a CSS background the head preloads so), in a format smaller
 * than a photo's (SVG, AVIF or WebP), and text of it is in a font the head
 * preloads. The fonts the head preloads are each used on that first screen
 * or the one a first scroll brings in: `font-display: optional` settles a
 * face for the whole view when the first layout needs it, so text just
 * below the fold (About's story under a phone's tall banner) needs its font
 * preloaded as much as the text above it.
 */

/** Two phones: which element is largest depends on the width (Lighthouse's is 412 px wide). */
const PHONES = [
  { width: 390, height: 844 },
  { width: 412, height: 823 },
];
const STYLES = ["propofol", "normal", "almostReal"] as const;
const MODERN_IMAGE = /\.(svg|avif|webp)(\?|$)/;

interface FirstScreen {
  /** The LCP element, as the browser reports it. */
  lcp: { tag: string; url: string; fetchPriority: string | null; loading: string | null; font: string };
  /** Resolved URLs of the head's image and font preloads, with their fetchpriority. */
  imagePreloads: { url: string; fetchPriority: string | null }[];
  fontPreloads: string[];
  /** The font families whose @font-face loads each preloaded font file, by file URL. */
  familyOfFile: Record<string, string>;
  /** The first font family of every element with text on the first screen or the next. */
  familiesNearTop: string[];
}

function firstScreen(page: Page): Promise<FirstScreen> {
  return page.evaluate(async () => {
    // What the load event brought is painted in the frames after it (later on a busy machine).
    await document.fonts.ready;
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    type Lcp = PerformanceEntry & { element: Element | null; url: string };
    const latestLcp = () =>
      new Promise<Lcp>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const entries = list.getEntries();
          resolve(entries[entries.length - 1] as Lcp);
        });
        observer.observe({ type: "largest-contentful-paint", buffered: true });
      });
    // On a busy machine a loaded image can be painted a moment later, and with it the LCP
    // change: the entry is read until it has stayed the same for a quarter of a second.
    let entry = await latestLcp();
    for (let check = 0; check < 20; check++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const later = await latestLcp();
      if (later.startTime === entry.startTime) break;
      entry = later;
    }
    const element = entry.element!;
    const links = (selector: string) => [...document.querySelectorAll<HTMLLinkElement>(selector)];
    const familyOfFile: Record<string, string> = {};
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const family = rule.style.getPropertyValue("font-family").replaceAll(/["']/g, "").trim();
        for (const [, file] of rule.style.getPropertyValue("src").matchAll(/url\("?([^")]+)"?\)/g)) {
          familyOfFile[new URL(file!, location.href).href] = family;
        }
      }
    }
    const firstFamily = (of: Element) =>
      getComputedStyle(of).fontFamily.split(",")[0]!.replaceAll(/["']/g, "").trim();
    const familiesNearTop = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      const box = parent.getBoundingClientRect();
      const shown = parent.checkVisibility({ visibilityProperty: true, opacityProperty: false });
      if (shown && box.width > 0 && box.top < 2 * innerHeight && box.bottom > 0) {
        familiesNearTop.add(firstFamily(parent));
      }
    }
    return {
      lcp: {
        tag: element.tagName.toLowerCase(),
        url: entry.url,
        fetchPriority: element.getAttribute("fetchpriority"),
        loading: element.getAttribute("loading"),
        font: firstFamily(element),
      },
      imagePreloads: links('link[rel="preload"][as="image"]').map((link) => ({
        url: link.href,
        fetchPriority: link.getAttribute("fetchpriority"),
      })),
      fontPreloads: links('link[rel="preload"][as="font"]').map((link) => link.href),
      familyOfFile,
      familiesNearTop: [...familiesNearTop],
    };
  });
}

for (const style of STYLES) {
  test(`${style}: the first screen's largest element comes with the page, its image early, its font preloaded`, async ({
    page,
  }) => {
    for (const [viewport, path] of PHONES.flatMap((phone) => PAGES.map((path) => [phone, path] as const))) {
      await page.setViewportSize(viewport);
      await gotoPage(page, `${path}?style=${style}`);
      const screen = await firstScreen(page);
      const where = `${path} (${style}, ${viewport.width} px): LCP <${screen.lcp.tag}> ${screen.lcp.url}`;
      if (screen.lcp.url) {
        expect(screen.lcp.url, where).toMatch(MODERN_IMAGE);
        expect(screen.lcp.loading, where).not.toBe("lazy");
        const fetchedEarly =
          (screen.lcp.tag === "img" && screen.lcp.fetchPriority === "high") ||
          screen.imagePreloads.some(
            (preload) => preload.url === screen.lcp.url && preload.fetchPriority === "high",
          );
        expect(fetchedEarly, `${where}: fetched at high priority from the start`).toBe(true);
      } else {
        const preloadedFamilies = screen.fontPreloads.map((file) => screen.familyOfFile[file]);
        expect(preloadedFamilies, `${where}: its font (${screen.lcp.font}) is preloaded`).toContain(
          screen.lcp.font,
        );
      }
      for (const file of screen.fontPreloads) {
        const family = screen.familyOfFile[file];
        expect(family, `${path}: ${file} is a font of the page's stylesheet`).toBeDefined();
        expect(
          screen.familiesNearTop,
          `${path}: preloaded ${family} is used on the first screen or the next`,
        ).toContain(family);
      }
    }
  });
}
