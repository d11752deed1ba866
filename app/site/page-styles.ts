import { siteConfig } from "#content/site.config.ts";
import { FOCUS_POINTS, focusPosition } from "./focus.ts";
import type { ImageFile, PageStyleColors, PageStyleKey, SiteConfig } from "./types.ts";

/**
 * A page style is a campaign look: which hero Home shows, the page header
 * banner, the page background, and the colours (the config's, checked at
 * build and start) and card treatment every page takes from it. The root layout turns these into CSS variables
 * (app.css names them), so a component never asks which style is on.
 */
export interface PageStyle {
  style: PageStyleKey;
  /** The campaign colour: fills, borders and glows, never small text on the background. */
  accentColor: string;
  /** A tone of the accent that reads as text on the background (>= 4.5:1): hover, focus, labels, dates. */
  highlight: string;
  /** The filled button (Get Tickets, the hero's action) and its text (>= 4.5:1 on the fill). */
  primary: { fill: string; text: string };
  /** How a card (a show, a release) sits on the page. */
  card: { background: string; border: string; radius: string };
  /** A show's date block: its fill, the month and weekday, the day (each >= 4.5:1 on the fill). */
  dateTile: { background: string; label: string; day: string };
  hero: PageStyleKey;
  /** The banner art of About, Music and the past shows (and of the almostReal hero). */
  pageHeader: ImageFile;
  /** Where the banner crops its art: the config's focus, as `object-position` reads it ("50% 30%"). */
  pageHeaderPosition: string;
  background: string;
  backgroundColor: string;
}

type Banners = SiteConfig["images"]["banners"];

/** A style's banner: its own where the config names one, else the shared one; cropped around its focus. */
export function styleBanner(
  style: PageStyleKey,
  banners: Banners = siteConfig.images.banners,
): Pick<PageStyle, "pageHeader" | "pageHeaderPosition"> {
  const { file, focus = "center" } = banners[style] ?? banners.default;
  // The config check has refused any other focus before the site starts.
  return { pageHeader: file, pageHeaderPosition: focusPosition(focus) ?? FOCUS_POINTS.center };
}

/**
 * How each campaign wears its colours (the config's `pageStyles`): its card
 * and the shape of its background. The colours are the band's; the treatment
 * is the style's design. Every background ends in black.
 */
const TREATMENTS: Record<PageStyleKey, (colors: PageStyleColors) => Pick<PageStyle, "card" | "background">> =
  {
    /* The stage at night: violet light out of black, soft rounded cards. */
    normal: ({ accentColor, backgroundColor, backgroundGlow }) => ({
      card: {
        background: `color-mix(in oklab, ${accentColor} 9%, black)`,
        border: `color-mix(in oklab, ${accentColor} 35%, transparent)`,
        radius: "1rem",
      },
      background: `radial-gradient(ellipse 120% 60% at 50% 0%, ${backgroundGlow ?? backgroundColor}, ${backgroundColor} 70%)`,
    }),
    /* The EP campaign: glassy cards on a navy that fades to black. */
    almostReal: ({ accentColor, highlight, backgroundColor, backgroundGlow }) => ({
      card: {
        background: `color-mix(in oklab, ${accentColor} 16%, transparent)`,
        border: `color-mix(in oklab, ${highlight} 30%, transparent)`,
        radius: "1.25rem",
      },
      background: `linear-gradient(to right, ${backgroundGlow ?? backgroundColor}, black)`,
    }),
    /* The single: slate panels, square edges, a plain background. */
    propofol: ({ accentColor, backgroundColor }) => ({
      card: {
        background: `color-mix(in oklab, ${accentColor} 30%, black)`,
        border: accentColor,
        radius: "0.125rem",
      },
      background: backgroundColor,
    }),
  };

/** The page styles made of the config's colours and banners (content/site.config.ts). */
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

/** The style for one page view: a valid `?style=` preview wins over the configured one. */
export function resolvePageStyle(preview: string | null, configured: PageStyleKey): PageStyle {
  return pageStyles[isPageStyleKey(preview) ? preview : configured];
}

/**
 * The style a page URL's query ("?style=almostReal&…") shows: the root layout
 * renders the page in it and the page cache keeps the page under it, so the
 * two read it the one same way.
 */
export function pageStyleForQuery(query: string, configured: PageStyleKey): PageStyle {
  return resolvePageStyle(new URLSearchParams(query).get("style"), configured);
}

/**
 * Every style's colours as CSS variables, one rule per style keyed by the
 * `data-style` attribute the root layout puts on <html>: one constant
 * stylesheet for every page and style, so the Content-Security-Policy can
 * allow it by its hash.
 */
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
