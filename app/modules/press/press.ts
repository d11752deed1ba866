import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguageTag } from "#app/i18n/site-languages.ts";
import type { PressKit, PressQuote, SiteConfig } from "#app/site/types.ts";

export interface FileFacts {
  type: string;
  bytes: number;
  width?: number;
  height?: number;
}

const KINDS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
  "image/gif": "GIF",
  "image/svg+xml": "SVG",
};

export function fileKind(type: string): string {
  const mime = type.split(";")[0]!.trim().toLowerCase();
  return KINDS[mime] ?? mime.split("/").at(-1)!.toUpperCase();
}

/** 1 KB = 1,000 bytes, as a file browser shows. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const [size, unit] = bytes < 1_000_000 ? [bytes / 1000, "KB"] : [bytes / 1_000_000, "MB"];
  return `${size < 10 ? size.toFixed(1).replace(/\.0$/, "") : Math.round(size)} ${unit}`;
}

export function fileFacts(file: FileFacts): string {
  const pixels = file.width && file.height ? [`${file.width} × ${file.height} px`] : [];
  return [fileKind(file.type), ...pixels, formatFileSize(file.bytes)].join(", ");
}

export function bookingMailto(email: string, bandName: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(m.press_booking_subject({ band: bandName }))}`;
}

export function pressQuotes(config: Pick<SiteConfig, "pressQuote" | "press">): PressQuote[] {
  const quotes = [...(config.pressQuote ? [config.pressQuote] : []), ...config.press.quotes];
  return quotes.filter((quote, index) => quotes.findIndex((other) => other.quote === quote.quote) === index);
}

/** "March 2018", "marzo de 2018". */
export function monthAndYear(instant: Date, timeZone: string): string {
  const tag = currentLanguageTag();
  return new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone }).format(instant);
}

/** A whole number as the page's language writes it: "1,240". */
export function formatCount(count: number): string {
  return count.toLocaleString(currentLanguageTag());
}

/** null is a count withheld under the threshold. */
export function drawCount(count: number | null, threshold: number): string {
  return count === null ? m.press_fewer_than({ threshold: formatCount(threshold) }) : formatCount(count);
}

/**
 * Counted shows under this are not shown: the database holds the shows since the site went up, and a
 * band's first few there read as a band that has just started.
 */
export const PLAYED_THRESHOLD = 10;

/** What the press kit says of the shows played; null where it says nothing. */
export interface KeyNumbers {
  shows: number | null;
  cities: number | null;
  firstShow: string | null;
}

/**
 * The config's numbers when it gives them (none of the counted then), else the counted ones from
 * PLAYED_THRESHOLD shows up. `dateOf` words the first show counted; null when nothing is shown.
 */
export function keyNumbers(
  given: PressKit["numbers"],
  counted: { shows: number; cities: number; since: Date | null } | null,
  dateOf: (firstShow: Date) => string,
): KeyNumbers | null {
  if (given) {
    const { shows = null, cities = null, since } = given;
    const numbers = { shows, cities, firstShow: since === undefined ? null : String(since) };
    return Object.values(numbers).some((value) => value !== null) ? numbers : null;
  }
  if (!counted || counted.shows < PLAYED_THRESHOLD) return null;
  return {
    shows: counted.shows,
    cities: counted.cities,
    firstShow: counted.since && dateOf(counted.since),
  };
}

export const PRESS_PDF_PATH = "/press.pdf";

export interface Download {
  /** `/press/photos/1.jpg?v=<hash of the bytes>`. */
  url: string;
  /** The name the file is saved under: "The Placeholders - Press photo 1.jpg". */
  fileName: string;
  /** Its media type: "image/jpeg". */
  type: string;
  /** Its size in bytes. */
  bytes: number;
  /** A picture's size in pixels. */
  width?: number;
  height?: number;
}

export type DocumentKind = keyof PressKit["documents"];

export interface PressDownloads {
  /** `index`: the photo's place in the config, from 1. A photo whose file cannot be read is left out. */
  photos: (Download & { index: number })[];
  /** `svg` is null when the band's logo is not an SVG (a PNG logo has its PNG alone). */
  logo: { svg: Download | null; png: Download };
  documents: { kind: DocumentKind; label: string; download: Download }[];
}

/** A city's draw as the press page shows it: null for a count withheld (under the floor, or no fans' list). */
export interface PressDrawRow {
  city: string;
  clicks: number | null;
  fans: number | null;
}
