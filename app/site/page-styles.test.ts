import { describe, expect, test } from "vitest";

import { contrastRatio } from "#app/lib/colors.ts";
import { siteConfig } from "#content/site.config.ts";

import {
  isPageStyleKey,
  pageStyleForQuery,
  pageStyles,
  pageStylesFrom,
  resolvePageStyle,
  styleBanner,
  styleVariablesCss,
} from "./page-styles.ts";
import { type ImageFile, PAGE_STYLE_KEYS } from "./types.ts";

describe("resolvePageStyle", () => {
  test("uses the configured style when nothing is previewed", () => {
    expect(resolvePageStyle(null, "propofol").style).toBe("propofol");
    expect(resolvePageStyle(null, "normal").style).toBe("normal");
    expect(resolvePageStyle(null, "almostReal").style).toBe("almostReal");
  });

  test("lets a valid ?style= preview win over the configured style", () => {
    expect(resolvePageStyle("almostReal", "propofol").style).toBe("almostReal");
    expect(resolvePageStyle("normal", "propofol").style).toBe("normal");
    expect(resolvePageStyle("propofol", "normal").style).toBe("propofol");
  });

  test.each([
    "",
    "fancy",
    "Normal",
    "ALMOSTREAL",
    "almost-real",
    " normal",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "valueOf",
  ])("falls back to the configured style for the preview %j", (preview) => {
    const style = resolvePageStyle(preview, "propofol");
    expect(style).toBe(pageStyles.propofol);
    expect(style.accentColor).toBe("oklch(37.2% 0.044 257.287)");
  });

  test("reads the preview from a page URL's query, as the page and its cache both do", () => {
    expect(pageStyleForQuery("?utm_source=poster&style=normal", "propofol").style).toBe("normal");
    expect(pageStyleForQuery("style=almostReal", "propofol").style).toBe("almostReal");
    expect(pageStyleForQuery("?style=nope", "propofol").style).toBe("propofol");
    expect(pageStyleForQuery("", "normal").style).toBe("normal");
  });

  test("serves the shipped campaign by default", () => {
    expect(resolvePageStyle(null, siteConfig.activeStyle).style).toBe("propofol");
  });
});

describe("pageStyles", () => {
  test("normal: violet accent on black lit violet from the top, with the shared banner", () => {
    expect(pageStyles.normal).toMatchObject({
      style: "normal",
      hero: "normal",
      accentColor: "oklch(60.6% 0.25 292.717)",
      backgroundColor: "black",
      pageHeader: siteConfig.images.banners.default.file,
      pageHeaderPosition: "50% 30%",
    });
    expect(pageStyles.normal.background).toMatch(/^radial-gradient\(.*black 70%\)$/);
  });

  test("almostReal: blue accent on a navy-to-black gradient, with its own banner and focus", () => {
    expect(pageStyles.almostReal).toMatchObject({
      style: "almostReal",
      hero: "almostReal",
      accentColor: "#0049ad",
      background: "linear-gradient(to right, #000f24, black)",
      pageHeader: siteConfig.images.banners.almostReal!.file,
      pageHeaderPosition: "50% 65%",
    });
    expect(pageStyles.almostReal.pageHeader).not.toBe(pageStyles.normal.pageHeader);
  });

  test("propofol: dark slate accent on black, with the shared banner", () => {
    expect(pageStyles.propofol).toMatchObject({
      style: "propofol",
      hero: "propofol",
      accentColor: "oklch(37.2% 0.044 257.287)",
      background: "black",
      pageHeader: siteConfig.images.banners.default.file,
      pageHeaderPosition: "50% 30%",
    });
  });
});

describe("pageStylesFrom", () => {
  test("makes each style of the config's colours: a new accent reaches its fills, cards and stylesheet", () => {
    const normal = { ...siteConfig.pageStyles.normal, accentColor: "#1e90ff", backgroundGlow: "#001133" };
    const styles = pageStylesFrom({ ...siteConfig, pageStyles: { ...siteConfig.pageStyles, normal } });
    expect(styles.normal).toMatchObject({
      accentColor: "#1e90ff",
      card: {
        background: "color-mix(in oklab, #1e90ff 9%, black)",
        border: "color-mix(in oklab, #1e90ff 35%, transparent)",
      },
      background: "radial-gradient(ellipse 120% 60% at 50% 0%, #001133, black 70%)",
    });
    expect(styles.propofol).toEqual(pageStyles.propofol);
  });

  test("the shipped config's colours give the shipped look, every CSS variable as before", () => {
    expect(styleVariablesCss().split("\n")).toEqual([
      ":root[data-style=normal]{--accent:oklch(60.6% 0.25 292.717);--highlight:oklch(72% 0.17 292.717);--primary:oklch(54% 0.25 292.717);--on-primary:white;--card-background:color-mix(in oklab, oklch(60.6% 0.25 292.717) 9%, black);--card-border:color-mix(in oklab, oklch(60.6% 0.25 292.717) 35%, transparent);--card-radius:1rem;--tile-background:oklch(54% 0.25 292.717);--tile-label:white;--tile-day:white;--page-background:radial-gradient(ellipse 120% 60% at 50% 0%, #1a0b33, black 70%);--page-background-color:black;--banner-position:50% 30%}",
      ":root[data-style=almostReal]{--accent:#0049ad;--highlight:oklch(78% 0.12 250);--primary:#0049ad;--on-primary:white;--card-background:color-mix(in oklab, #0049ad 16%, transparent);--card-border:color-mix(in oklab, oklch(78% 0.12 250) 30%, transparent);--card-radius:1.25rem;--tile-background:#001a3c;--tile-label:oklch(78% 0.12 250);--tile-day:white;--page-background:linear-gradient(to right, #000f24, black);--page-background-color:#000f24;--banner-position:50% 65%}",
      ":root[data-style=propofol]{--accent:oklch(37.2% 0.044 257.287);--highlight:oklch(84% 0.1 190);--primary:oklch(84% 0.1 190);--on-primary:black;--card-background:color-mix(in oklab, oklch(37.2% 0.044 257.287) 30%, black);--card-border:oklch(37.2% 0.044 257.287);--card-radius:0.125rem;--tile-background:black;--tile-label:white;--tile-day:oklch(84% 0.1 190);--page-background:black;--page-background-color:black;--banner-position:50% 30%}",
    ]);
  });
});

describe("styleBanner", () => {
  const [shared, own] = [{ id: "shared" }, { id: "own" }].map((picture) => ({
    ...siteConfig.images.banners.default.file,
    ...picture,
  })) as [ImageFile, ImageFile];

  test("gives every style the shared banner, kept in view above its middle (faces) when no focus is named", () => {
    for (const style of PAGE_STYLE_KEYS) {
      expect(styleBanner(style, { default: { file: shared } })).toEqual({
        pageHeader: shared,
        pageHeaderPosition: "50% 30%",
      });
    }
  });

  test("gives a style that names its own banner that one, with its own focus", () => {
    const banners = {
      default: { file: shared, focus: "top" },
      propofol: { file: own, focus: "40% 25%" },
    } as const;
    expect(styleBanner("propofol", banners)).toEqual({ pageHeader: own, pageHeaderPosition: "40% 25%" });
    expect(styleBanner("normal", banners)).toEqual({ pageHeader: shared, pageHeaderPosition: "50% 0%" });
  });
});

describe("isPageStyleKey", () => {
  test("knows exactly the three styles", () => {
    expect(["normal", "almostReal", "propofol"].every(isPageStyleKey)).toBe(true);
    for (const value of ["__proto__", "constructor", "", "other", null, undefined, 1, {}]) {
      expect(isPageStyleKey(value)).toBe(false);
    }
  });
});

describe.each(Object.values(pageStyles))("$style's colours", (style) => {
  test("its highlight reads as text on its background (hover, focus, labels): at least 4.5:1", () => {
    expect(contrastRatio(style.highlight, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // The darkest end of every background is black.
    expect(contrastRatio(style.highlight, "black")).toBeGreaterThanOrEqual(4.5);
  });

  test("its date tile's month, weekday and day read on the tile: at least 4.5:1", () => {
    expect(contrastRatio(style.dateTile.label, style.dateTile.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style.dateTile.day, style.dateTile.background)).toBeGreaterThanOrEqual(4.5);
  });

  test("its filled button's text reads on the fill: at least 4.5:1", () => {
    expect(contrastRatio(style.primary.text, style.primary.fill)).toBeGreaterThanOrEqual(4.5);
  });
});

test("the three styles differ beyond the hero: highlight, button, card and background", () => {
  const [normal, almostReal, propofol] = [pageStyles.normal, pageStyles.almostReal, pageStyles.propofol];
  for (const field of ["highlight", "primary", "card", "dateTile", "background"] as const) {
    expect(new Set([normal, almostReal, propofol].map((style) => JSON.stringify(style[field]))).size).toBe(3);
  }
});

test("every style's colours are one CSS rule keyed by <html data-style>, in one constant stylesheet", () => {
  const css = styleVariablesCss();
  for (const style of Object.values(pageStyles)) {
    const rule = new RegExp(`:root\\[data-style=${style.style}\\]\\{([^}]*)\\}`).exec(css)?.[1];
    expect(rule).toContain(`--accent:${style.accentColor}`);
    expect(rule).toContain(`--highlight:${style.highlight}`);
    expect(rule).toContain(`--banner-position:${style.pageHeaderPosition}`);
  }
  expect(styleVariablesCss()).toBe(css);
});
