import { toHexColor } from "#app/lib/colors.ts";
import { ticketStateText } from "#app/lib/shows/lifecycle.ts";
import type { ShowView } from "#app/lib/shows/view.ts";
import { atLeast, parseSrcset } from "#app/lib/srcset.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import type { ImageFile } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

// The cards are drawn in app/modules/share/.server/; this decides their words and colours.

export const SITE_SHARE_IMAGE_PATH = "/og/site.png";
export const showShareImagePath = (id: number) => `/og/shows/${id}.png`;

export interface ShareCardWords {
  bandName: string;
  /** Hex, for satori. */
  accent: string;
  background: string;
  headline: string;
  lines: string[];
  badge: string | null;
  art: string;
}

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

function widthOrLarger(image: ImageFile, width: number): string {
  return atLeast(parseSrcset(image.srcset), width)?.url ?? image.src;
}

export function siteShareCard(): ShareCardWords {
  return { bandName: siteConfig.name, ...colours(), headline: siteConfig.shareLine, lines: [], badge: null };
}

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

export function shareCardAlt(card: ShareCardWords): string {
  return [card.bandName, card.badge, card.headline, ...card.lines].filter(Boolean).join(" · ");
}
