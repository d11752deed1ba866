import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import { localPath } from "#app/i18n/site-languages.ts";
import { toHexColor } from "#app/lib/colors.ts";
import { ticketStateText } from "#app/lib/shows/lifecycle.ts";
import type { ShowView } from "#app/lib/shows/view.ts";
import { atLeast, parseSrcset } from "#app/lib/srcset.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import type { ImageFile } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

// The cards are drawn in app/modules/share/.server/; this decides their words and colours.

export const SITE_SHARE_IMAGE_PATH = "/og/site.png";
// A card speaks its page's language: "/es/og/shows/4.png" on "/es/shows/4".
export const siteShareImagePath = () => localPath(SITE_SHARE_IMAGE_PATH);
export const showShareImagePath = (id: number) => localPath(`/og/shows/${id}.png`);
export const releaseShareImagePath = (slug: string) => localPath(`/og/music/${slug}.png`);

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
  return {
    bandName: siteConfig.name,
    ...colours(),
    headline: bandText(siteConfig.shareLine),
    lines: [],
    badge: null,
  };
}

export function showShareCard(show: ShowView): ShareCardWords {
  const { lifecycle } = show;
  const soldOut = lifecycle.tickets.kind === "sold-out" ? ticketStateText(lifecycle.tickets) : null;
  return {
    bandName: siteConfig.name,
    ...colours(),
    headline: show.dateText ?? m.share_date_to_be_announced(),
    lines: [
      show.heading,
      [show.heading === show.venue ? null : show.venue, show.place].filter(Boolean).join(", "),
    ].filter(Boolean),
    badge: lifecycle.passed ? m.share_played() : (lifecycle.label ?? soldOut),
  };
}

/** A release's card: its title, what it is, and "Out soon" while its day is to come. */
export function releaseShareCard(release: {
  title: string;
  releaseText: string;
  upcoming: boolean;
}): ShareCardWords {
  return {
    bandName: siteConfig.name,
    ...colours(),
    headline: release.title,
    lines: [release.releaseText].filter(Boolean),
    badge: release.upcoming ? m.share_out_soon() : null,
  };
}

export function shareCardAlt(card: ShareCardWords): string {
  return [card.bandName, card.badge, card.headline, ...card.lines].filter(Boolean).join(" · ");
}
