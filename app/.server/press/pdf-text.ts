import type { Link } from "./pdf-sheet.ts";

/**
 * Text that stays inside its box on the one-page PDF, however long the
 * config's values are: measured with pdfkit's own metrics, set smaller first
 * (down to a size still easy to read), then cut with an ellipsis.
 */

/** A box of the page filled from the top: `y` moves down as it fills, `bottom` is as far as it may go. */
export interface Column {
  x: number;
  y: number;
  width: number;
  bottom: number;
}

export const room = (column: Column) => column.bottom - column.y;

const SEPARATOR = "#57534e";

/** What the fitting needs of a pdfkit document: its fonts and measures. */
export interface Measure {
  font(name: string): this;
  fontSize(size: number): this;
  widthOfString(text: string): number;
  heightOfString(text: string, options: { width: number; lineGap: number }): number;
}

export interface TextStyle {
  font: string;
  size: number;
  /** The smallest it may be set before it is cut instead. */
  minSize: number;
  color: string;
  /** Space between lines, in points. */
  lineGap?: number;
}

export interface Fitted {
  text: string;
  size: number;
  /** Its height as set (paragraphs) or its width (lines). */
  extent: number;
}

const ELLIPSIS = "…";
/** The steps in which a text is set smaller. */
const STEP = 0.5;

/** The sizes to try, largest first. */
function sizes(style: TextStyle): number[] {
  const all: number[] = [];
  for (let size = style.size; size > style.minSize; size -= STEP) all.push(size);
  return [...all, style.minSize];
}

/**
 * The longest cut of `text` (at a word when it can, with an ellipsis) for
 * which `fits` holds; "" when not even one character does.
 */
function cut(text: string, fits: (candidate: string) => boolean): string {
  const candidate = (length: number) => {
    const prefix = text.slice(0, length);
    const atWord = prefix.replace(/\s+\S*$/, "");
    return `${(atWord.length > length / 2 ? atWord : prefix).trimEnd()}${ELLIPSIS}`;
  };
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(candidate(middle))) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? "" : candidate(low);
}

/** One line no wider than `width`; null when not even a character fits. */
export function fitLine(doc: Measure, text: string, style: TextStyle, width: number): Fitted | null {
  const line = text.replace(/\s+/g, " ").trim();
  for (const size of sizes(style)) {
    doc.font(style.font).fontSize(size);
    const extent = doc.widthOfString(line);
    if (extent <= width) return { text: line, size, extent };
  }
  const shorter = cut(line, (candidate) => doc.widthOfString(candidate) <= width);
  return shorter ? { text: shorter, size: style.minSize, extent: doc.widthOfString(shorter) } : null;
}

/** A paragraph wrapped at `width` and no taller than `maxHeight`; null when not even a line fits. */
export function fitParagraph(
  doc: Measure,
  text: string,
  style: TextStyle,
  width: number,
  maxHeight: number,
): Fitted | null {
  const paragraph = text.replace(/\s+/g, " ").trim();
  const options = { width, lineGap: style.lineGap ?? 0 };
  for (const size of sizes(style)) {
    doc.font(style.font).fontSize(size);
    const extent = doc.heightOfString(paragraph, options);
    if (extent <= maxHeight) return { text: paragraph, size, extent };
  }
  const shorter = cut(paragraph, (candidate) => doc.heightOfString(candidate, options) <= maxHeight);
  return shorter
    ? { text: shorter, size: style.minSize, extent: doc.heightOfString(shorter, options) }
    : null;
}

/**
 * One line fitted to the column's width, linked to `link`; `advance` moves
 * the column below it. Its width; 0 when there was no room for it.
 */
export function line(
  doc: PDFKit.PDFDocument,
  column: Column,
  text: string,
  style: TextStyle,
  link?: string,
  advance = true,
): number {
  const fitted = fitLine(doc, text, style, column.width);
  if (!fitted) return 0;
  doc.font(style.font).fontSize(fitted.size);
  const height = doc.currentLineHeight(true);
  if (height > room(column) + 0.01) return 0;
  doc.fillColor(style.color).text(fitted.text, column.x, column.y, { lineBreak: false, link });
  if (advance) column.y += height;
  return fitted.extent;
}

/** A paragraph fitted to what is left of the column, at most `lines` lines when given. */
export function paragraph(
  doc: PDFKit.PDFDocument,
  column: Column,
  text: string,
  style: TextStyle,
  lines?: number,
): boolean {
  doc.font(style.font).fontSize(style.size);
  const most = lines ? lines * doc.currentLineHeight(true) + (style.lineGap ?? 0) * lines : Infinity;
  const fitted = fitParagraph(doc, text, style, column.width, Math.min(room(column), most));
  if (!fitted) return false;
  doc.font(style.font).fontSize(fitted.size).fillColor(style.color);
  doc.text(fitted.text, column.x, column.y, {
    width: column.width,
    height: fitted.extent + 1,
    lineGap: style.lineGap,
  });
  column.y += fitted.extent;
  return true;
}

/** Links on one line, "Spotify · Apple Music", each clickable; those past the width are left out. */
export function links(doc: PDFKit.PDFDocument, column: Column, items: Link[], style: TextStyle) {
  const separator = "  ·  ";
  doc.font(style.font).fontSize(style.size);
  const height = doc.currentLineHeight(true);
  if (items.length === 0 || height > room(column)) return;
  let x = column.x;
  for (const [index, link] of items.entries()) {
    const label = index === 0 ? link.label : `${separator}${link.label}`;
    const labelWidth = doc.widthOfString(label);
    if (x + labelWidth > column.x + column.width) break;
    if (index > 0) doc.fillColor(SEPARATOR).text(separator, x, column.y, { lineBreak: false });
    const start = x + (index > 0 ? doc.widthOfString(separator) : 0);
    doc.fillColor(style.color).text(link.label, start, column.y, { lineBreak: false, link: link.url });
    x += labelWidth;
  }
  column.y += height;
}
