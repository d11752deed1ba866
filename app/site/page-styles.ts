import { siteConfig } from "#content/site.config.ts";
import { FOCUS_POINTS, focusPosition } from "./focus.ts";
import type { ImageFile, PageStyleKey, SiteConfig } from "./types.ts";

/**
 * A page style is a campaign look: which hero Home shows, the page header
 * banner, the page background, and the colours and card treatment every
 * page takes from it. The root layout turns these into CSS variables
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

export const pageStyles: Record<PageStyleKey, PageStyle> = {
  /* The stage at night: violet light out of black, soft rounded cards. */
  normal: {
    style: "normal",
    accentColor: "oklch(60.6% 0.25 292.717)",
    highlight: "oklch(72% 0.17 292.717)",
    primary: { fill: "oklch(54% 0.25 292.717)", text: "white" },
    card: {
      background: "color-mix(in oklab, oklch(60.6% 0.25 292.717) 9%, black)",
      border: "color-mix(in oklab, oklch(60.6% 0.25 292.717) 35%, transparent)",
      radius: "1rem",
    },
    // A ticket stub in the campaign's violet.
    dateTile: { background: "oklch(54% 0.25 292.717)", label: "white", day: "white" },
    hero: "normal",
    ...styleBanner("normal"),
    background: "radial-gradient(ellipse 120% 60% at 50% 0%, #1a0b33, black 70%)",
    backgroundColor: "black",
  },
  /* The EP campaign: the tunnel's blue, glassy cards on navy. */
  almostReal: {
    style: "almostReal",
    accentColor: "#0049ad",
    highlight: "oklch(78% 0.12 250)",
    primary: { fill: "#0049ad", text: "white" },
    card: {
      background: "color-mix(in oklab, #0049ad 16%, transparent)",
      border: "color-mix(in oklab, oklch(78% 0.12 250) 30%, transparent)",
      radius: "1.25rem",
    },
    dateTile: { background: "#001a3c", label: "oklch(78% 0.12 250)", day: "white" },
    hero: "almostReal",
    ...styleBanner("almostReal"),
    background: "linear-gradient(to right, #000f24, black)",
    backgroundColor: "#000f24",
  },
  /* The single: a recovery room at night, slate panels, square edges, the monitor's ice-teal. */
  propofol: {
    style: "propofol",
    accentColor: "oklch(37.2% 0.044 257.287)",
    highlight: "oklch(84% 0.1 190)",
    primary: { fill: "oklch(84% 0.1 190)", text: "black" },
    card: {
      background: "color-mix(in oklab, oklch(37.2% 0.044 257.287) 30%, black)",
      border: "oklch(37.2% 0.044 257.287)",
      radius: "0.125rem",
    },
    // A monitor's readout: the day in the ice-teal digits of the key art.
    dateTile: { background: "black", label: "white", day: "oklch(84% 0.1 190)" },
    hero: "propofol",
    ...styleBanner("propofol"),
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
