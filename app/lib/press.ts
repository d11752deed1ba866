import type { PressQuote, SiteConfig } from "#app/site/types.ts";
import { MONTH_NAMES, toWallClock } from "./time-zone.ts";

/** What the press page says of a file beside its download link. */
export interface FileFacts {
  /** The file's type as a MIME type: "image/jpeg". */
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

/** "JPEG", "PDF": a file's type as a booker reads it. */
export function fileKind(type: string): string {
  const mime = type.split(";")[0]!.trim().toLowerCase();
  return KINDS[mime] ?? mime.split("/").at(-1)!.toUpperCase();
}

/** "3.2 MB", "120 KB", "800 bytes": in the units a file browser shows (1 KB = 1,000 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const [size, unit] = bytes < 1_000_000 ? [bytes / 1000, "KB"] : [bytes / 1_000_000, "MB"];
  return `${size < 10 ? size.toFixed(1).replace(/\.0$/, "") : Math.round(size)} ${unit}`;
}

/** "JPEG, 4000 × 2500 px, 3.2 MB": what a download is, how large and how heavy. */
export function fileFacts(file: FileFacts): string {
  const pixels = file.width && file.height ? [`${file.width} × ${file.height} px`] : [];
  return [fileKind(file.type), ...pixels, formatFileSize(file.bytes)].join(", ");
}

/** A `mailto:` that opens an e-mail already titled "Booking inquiry: The Band". */
export function bookingMailto(email: string, bandName: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Booking inquiry: ${bandName}`)}`;
}

/** What the press wrote: About's quote first, then the press kit's, each once. */
export function pressQuotes(config: Pick<SiteConfig, "pressQuote" | "press">): PressQuote[] {
  const quotes = [...(config.pressQuote ? [config.pressQuote] : []), ...config.press.quotes];
  return quotes.filter((quote, index) => quotes.findIndex((other) => other.quote === quote.quote) === index);
}

/** "March 2018": the month of the band's first recorded show, in its own zone. */
export function monthAndYear(instant: Date, timeZone: string): string {
  const { month, year } = toWallClock(instant, timeZone);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** A count of the draw as the page shows it: "1,240", or "fewer than 10" where it was withheld (null). */
export function drawCount(count: number | null, threshold: number): string {
  return count === null ? `fewer than ${threshold}` : count.toLocaleString("en-US");
}

/** The press kit on one page, to print or attach (its own route draws it). */
export const PRESS_PDF_PATH = "/press.pdf";
