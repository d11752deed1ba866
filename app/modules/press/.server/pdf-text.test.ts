import PDFDocument from "pdfkit";
import { describe, expect, test } from "vitest";

import { fitLine, fitParagraph, type TextStyle } from "./pdf-text.ts";

const doc = new PDFDocument({ size: "A4", margin: 0 });
const style: TextStyle = { font: "Helvetica", size: 12, minSize: 8, color: "#000000", lineGap: 2 };

describe("a line", () => {
  test("that fits is kept whole at its size", () => {
    expect(fitLine(doc, "The Placeholders", style, 300)).toMatchObject({
      text: "The Placeholders",
      size: 12,
    });
  });

  test("too wide is set smaller first, then cut at a word with an ellipsis", () => {
    const width = doc.font("Helvetica").fontSize(12).widthOfString("The Placeholders") * 0.8;
    const smaller = fitLine(doc, "The Placeholders", style, width)!;
    expect(smaller.text).toBe("The Placeholders");
    expect(smaller.size).toBeLessThan(12);
    expect(smaller.extent).toBeLessThanOrEqual(width);

    const cut = fitLine(doc, "The Placeholders play every room like the last night it is open", style, 150)!;
    expect(cut.size).toBe(8);
    expect(cut.text).toMatch(/^The Placeholders play .*[a-z]…$/);
    expect(cut.extent).toBeLessThanOrEqual(150);
  });

  test("one long word is cut within it; no room at all is no line", () => {
    const cut = fitLine(doc, "x".repeat(500), style, 100)!;
    expect(cut.text).toMatch(/^x+…$/);
    expect(cut.extent).toBeLessThanOrEqual(100);
    expect(fitLine(doc, "The Placeholders", style, 2)).toBeNull();
  });
});

describe("a paragraph", () => {
  const text = Array.from({ length: 80 }, () => "Loud guitars and big choruses.").join(" ");

  test("is set smaller, then cut at a word, to stay within its height", () => {
    const fitted = fitParagraph(doc, text, style, 300, 120)!;
    expect(fitted.size).toBe(8);
    expect(fitted.extent).toBeLessThanOrEqual(120);
    expect(fitted.text.endsWith("…")).toBe(true);
    expect(text.startsWith(fitted.text.slice(0, -1).trimEnd())).toBe(true);
  });

  test("that fits is kept whole; no room for a line is no paragraph", () => {
    expect(fitParagraph(doc, "Loud guitars.", style, 300, 100)).toMatchObject({
      text: "Loud guitars.",
      size: 12,
    });
    expect(fitParagraph(doc, text, style, 300, 4)).toBeNull();
  });
});
