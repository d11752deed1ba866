import { siteConfig } from "#content/site.config.ts";
import { toHexColor } from "./colors.ts";
import { atLeast, parseSrcset } from "./srcset.ts";
import { ticketStateText } from "./shows/lifecycle.ts";
import type { ShowView } from "./shows/view.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import type { ImageFile } from "#app/site/types.ts";

/**
 * What each share card shows, and how a page points at it. The cards are
 * drawn in app/.server/share-images/; this decides their words and colours.
 */

export const SITE_SHARE_IMAGE_PATH = "/og/site.png";
export const showShareImagePath = (id: number) => `/og/shows/${id}.png`;

export interface ShareCardWords {
  bandName: string;
  /** Hex colours of the page style. */
  accent: string;
  background: string;
  /** Large text under the band's name: the show's date, or the site's line. */
  headline: string;
  /** The show's heading and place, or nothing on the site's card. */
  lines: string[];
  /** "Cancelled", "Sold out", …: drawn as a badge. */
  badge: string | null;
  /** The style's page header art: the file (a path) that best fills the card's 1200 px width. */
  art: string;
}

/** The active style's colours as hex, for satori. */
function colours() {
  const style = pageStyles[siteConfig.activeStyle];
  return {
    // The style's highlight, not its accent: propofol's slate would vanish on black.
    accent: toHexColor(style.highlight) ?? "#ffffff",
    background: toHexColor(style.backgroundColor) ?? "#000000",
    art: widthOrLarger(style.pageHeader, SHARE_CARD_WIDTH),
  };
}

const SHARE_CARD_WIDTH = 1200;

/** The file of `image` at least `width` wide (else its widest): an SVG's one file, or one of its WebPs. */
function widthOrLarger(image: ImageFile, width: number): string {
  return atLeast(parseSrcset(image.srcset), width)?.url ?? image.src;
}

export function siteShareCard(): ShareCardWords {
  return { bandName: siteConfig.name, ...colours(), headline: siteConfig.shareLine, lines: [], badge: null };
}

/** A show's card: its date, name and place, and its state ("Cancelled", "Sold out", …). */
export function showShareCard(show: ShowView): ShareCardWords {
  const { lifecycle } = show;
  const soldOut = lifecycle.tickets.kind === "sold-out" ? ticketStateText(lifecycle.tickets) : null;
  return {
    bandName: siteConfig.name,
    ...colours(),
    headline: show.dateText ?? "Date to be announced",
    lines: [
      show.heading,
      [show.heading === show.venue ? null : show.venue, show.place].filter(Boolean).join(", "),
    ].filter(Boolean),
    badge: lifecycle.passed ? "Played" : (lifecycle.label ?? soldOut),
  };
}

/** The image's description for og:image:alt (the art is decoration). */
export function shareCardAlt(card: ShareCardWords): string {
  return [card.bandName, card.badge, card.headline, ...card.lines].filter(Boolean).join(" · ");
}
