import type { Link } from "./pdf-sheet.ts";

// Measured with pdfkit's own metrics, set smaller first (down to a size still easy to read), then cut.

/** Filled from the top: `y` moves down as it fills, `bottom` is as far as it may go. */
export interface Column {
  x: number;
  y: number;
  width: number;
  bottom: number;
}

export const room = (column: Column) => column.bottom - column.y;

const SEPARATOR = "#57534e";

export interface Measure {
  font(name: string): this;
  fontSize(size: number): this;
  widthOfString(text: string): number;
  heightOfString(text: string, options: { width: number; lineGap: number }): number;
}

export interface TextStyle {
  font: string;
  size: number;
  /** Below it the text is cut instead. */
  minSize: number;
  color: string;
  /** Points. */
  lineGap?: number;
}

export interface Fitted {
  text: string;
  size: number;
  /** Height as set (paragraphs) or width (lines). */
  extent: number;
}

const ELLIPSIS = "…";
const STEP = 0.5;

function sizes(style: TextStyle): number[] {
  const all: number[] = [];
  for (let size = style.size; size > style.minSize; size -= STEP) all.push(size);
  return [...all, style.minSize];
}

/** At a word when it can, with an ellipsis; "" when not even one character fits. */
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

/** Null when not even a character fits. */
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

/** Null when not even a line fits. */
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

/** `advance` moves the column below it. Its width; 0 when there was no room. */
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

/** At most `lines` lines when given. */
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

/** Those past the width are left out. */
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
