import { siteConfig } from "#content/site.config.ts";
import type { PageStyleKey } from "./types";

/**
 * A page style is a campaign look: the accent colour of links and buttons,
 * which hero Home shows, the page header banner and the page background.
 */
export interface PageStyle {
  style: PageStyleKey;
  accentColor: string;
  hero: PageStyleKey;
  pageHeader: string;
  background: string;
  backgroundColor: string;
}

export const pageStyles: Record<PageStyleKey, PageStyle> = {
  normal: {
    style: "normal",
    accentColor: "oklch(60.6% 0.25 292.717)",
    hero: "normal",
    pageHeader: siteConfig.images.musicHeader,
    background: "black",
    backgroundColor: "black",
  },
  almostReal: {
    style: "almostReal",
    accentColor: "#0049ad",
    hero: "almostReal",
    pageHeader: siteConfig.images.almostRealHeader,
    background: "linear-gradient(to right, #000f24, black)",
    backgroundColor: "#000f24",
  },
  propofol: {
    style: "propofol",
    accentColor: "oklch(37.2% 0.044 257.287)",
    hero: "propofol",
    pageHeader: siteConfig.images.musicHeader,
    background: "black",
    backgroundColor: "black",
  },
};

export function isPageStyleKey(value: unknown): value is PageStyleKey {
  return typeof value === "string" && Object.hasOwn(pageStyles, value);
}

/** The style for one page view: a valid `?style=` preview wins over the configured one. */
export function resolvePageStyle(preview: string | null, configured: PageStyleKey): PageStyle {
  return pageStyles[isPageStyleKey(preview) ? preview : configured];
}
