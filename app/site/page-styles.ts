import { siteConfig } from "#content/site.config.ts";

import { FOCUS_POINTS, focusPosition } from "./focus.ts";
import type { ImageFile, PageStyleColors, PageStyleKey, SiteConfig } from "./types.ts";

/**
 * The root layout turns a style into CSS variables (app.css names them), so a component never asks
 * which style is on.
 */
export interface PageStyle {
  style: PageStyleKey;
  /** Fills, borders and glows, never small text on the background. */
  accentColor: string;
  /** Reads as text on the background (>= 4.5:1). */
  highlight: string;
  /** Its text is >= 4.5:1 on the fill. */
  primary: { fill: string; text: string };
  card: { background: string; border: string; radius: string };
  dateTile: { background: string; label: string; day: string };
  hero: PageStyleKey;
  pageHeader: ImageFile;
  pageHeaderPosition: string;
  background: string;
  backgroundColor: string;
}

type Banners = SiteConfig["images"]["banners"];

/** Where a banner's photo is kept in view when the config names no point: faces sit above the middle. */
export const BANNER_FOCUS = "50% 30%";

export function styleBanner(
  style: PageStyleKey,
  banners: Banners = siteConfig.images.banners,
): Pick<PageStyle, "pageHeader" | "pageHeaderPosition"> {
  const { file, focus = BANNER_FOCUS } = banners[style] ?? banners.default;
  // The config check has refused any other focus before the site starts.
  return { pageHeader: file, pageHeaderPosition: focusPosition(focus) ?? FOCUS_POINTS.center };
}

// The colours are the band's; the treatment is the style's design. Every background ends in black.
const TREATMENTS: Record<PageStyleKey, (colors: PageStyleColors) => Pick<PageStyle, "card" | "background">> =
  {
    normal: ({ accentColor, backgroundColor, backgroundGlow }) => ({
      card: {
        background: `color-mix(in oklab, ${accentColor} 9%, black)`,
        border: `color-mix(in oklab, ${accentColor} 35%, transparent)`,
        radius: "1rem",
      },
      background: `radial-gradient(ellipse 120% 60% at 50% 0%, ${backgroundGlow ?? backgroundColor}, ${backgroundColor} 70%)`,
    }),
    almostReal: ({ accentColor, highlight, backgroundColor, backgroundGlow }) => ({
      card: {
        background: `color-mix(in oklab, ${accentColor} 16%, transparent)`,
        border: `color-mix(in oklab, ${highlight} 30%, transparent)`,
        radius: "1.25rem",
      },
      background: `linear-gradient(to right, ${backgroundGlow ?? backgroundColor}, black)`,
    }),
    propofol: ({ accentColor, backgroundColor }) => ({
      card: {
        background: `color-mix(in oklab, ${accentColor} 30%, black)`,
        border: accentColor,
        radius: "0.125rem",
      },
      background: backgroundColor,
    }),
  };

export function pageStylesFrom(
  config: Pick<SiteConfig, "pageStyles" | "images">,
): Record<PageStyleKey, PageStyle> {
  const style = (key: PageStyleKey): PageStyle => {
    const colors = config.pageStyles[key];
    return {
      style: key,
      accentColor: colors.accentColor,
      highlight: colors.highlight,
      primary: { ...colors.primary },
      dateTile: { ...colors.dateTile },
      ...TREATMENTS[key](colors),
      hero: key,
      ...styleBanner(key, config.images.banners),
      backgroundColor: colors.backgroundColor,
    };
  };
  return { normal: style("normal"), almostReal: style("almostReal"), propofol: style("propofol") };
}

export const pageStyles: Record<PageStyleKey, PageStyle> = pageStylesFrom(siteConfig);

export function isPageStyleKey(value: unknown): value is PageStyleKey {
  return typeof value === "string" && Object.hasOwn(pageStyles, value);
}

export function resolvePageStyle(preview: string | null, configured: PageStyleKey): PageStyle {
  return pageStyles[isPageStyleKey(preview) ? preview : configured];
}

/** The root layout and the page cache both read a URL's style through this, so they agree. */
export function pageStyleForQuery(query: string, configured: PageStyleKey): PageStyle {
  return resolvePageStyle(new URLSearchParams(query).get("style"), configured);
}

/** One constant stylesheet for every page and style, so the Content-Security-Policy can allow it by hash. */
export function styleVariablesCss(): string {
  return Object.values(pageStyles)
    .map((style) => {
      const variables = [
        `--accent:${style.accentColor}`,
        `--highlight:${style.highlight}`,
        `--primary:${style.primary.fill}`,
        `--on-primary:${style.primary.text}`,
        `--card-background:${style.card.background}`,
        `--card-border:${style.card.border}`,
        `--card-radius:${style.card.radius}`,
        `--tile-background:${style.dateTile.background}`,
        `--tile-label:${style.dateTile.label}`,
        `--tile-day:${style.dateTile.day}`,
        `--page-background:${style.background}`,
        `--page-background-color:${style.backgroundColor}`,
        `--banner-position:${style.pageHeaderPosition}`,
      ];
      return `:root[data-style=${style.style}]{${variables.join(";")}}`;
    })
    .join("\n");
}
