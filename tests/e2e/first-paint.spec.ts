import type { Page } from "@playwright/test";

import { expect, gotoPage, PAGES, test } from "./fixtures.ts";

/**
 * What a fan on a phone sees first arrives with the page: the largest
 * element of the first screen (the LCP) is in the HTML, an image of it is
 * fetched at high priority from the start (an <img> with fetchpriority
 * "high", or a CSS background the head preloads so), in a format smaller
 * than a photo's (SVG, AVIF or WebP), and text of it is drawn in a face the
 * device has: a first visit's first page asks for no font file before it
 * has loaded (decision 103), so its largest paint waits on the page alone.
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
  /** The font families whose every @font-face is a face of the device (`local()`, no file). */
  localFamilies: string[];
  /** Font files the browser began to fetch before the page's load event ended. */
  fontsBeforeLoad: string[];
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
    const facesOf = new Map<string, string[]>();
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const family = rule.style.getPropertyValue("font-family").replaceAll(/["']/g, "").trim();
        facesOf.set(family, [...(facesOf.get(family) ?? []), rule.style.getPropertyValue("src")]);
      }
    }
    const firstFamily = (of: Element) =>
      getComputedStyle(of).fontFamily.split(",")[0]!.replaceAll(/["']/g, "").trim();
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
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
      localFamilies: [...facesOf]
        .filter(([, sources]) =>
          sources.every((source) => source.includes("local(") && !source.includes("url(")),
        )
        .map(([family]) => family),
      fontsBeforeLoad: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2") && entry.startTime < navigation!.loadEventEnd)
        .map((entry) => entry.name),
    };
  });
}

for (const style of STYLES) {
  test(`${style}: the first screen's largest element comes with the page, its image early, its text in a face the phone has`, async ({
    page,
  }) => {
    // Every page as a first visit's first page: without the note that the fonts are in the cache.
    await page.addInitScript(() => localStorage.clear());
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
        expect(screen.localFamilies, `${where}: its face (${screen.lcp.font}) is the phone's own`).toContain(
          screen.lcp.font,
        );
      }
      expect(screen.fontPreloads, `${path}: no font preloaded`).toEqual([]);
      expect(screen.fontsBeforeLoad, `${path}: no font fetched before the load`).toEqual([]);
    }
  });
}
