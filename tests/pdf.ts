import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A page of a PDF as a reader sees it: its size in points, its text, and where its links go. */
export interface ReadPage {
  width: number;
  height: number;
  /** The page's text runs joined by spaces, with runs of spaces made one. */
  text: string;
  /** Each run of text and where it starts and ends, in points from the page's bottom left. */
  runs: { text: string; left: number; right: number; bottom: number; top: number }[];
  links: string[];
}

/**
 * Reads a PDF with pdf.js (the legacy build, which runs on Node 20): every
 * page's size, text and links. What a booker's PDF viewer would show, less
 * the drawing.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  // pdf.js takes the buffer over: give it a copy, so the caller's bytes stay whole.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: ReadPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const runs = content.items.flatMap((item) => {
        if (!("str" in item) || item.str.trim() === "") return [];
        const [, , , , left, bottom] = item.transform as number[];
        return [
          {
            text: item.str,
            left: left!,
            right: left! + item.width,
            bottom: bottom!,
            top: bottom! + item.height,
          },
        ];
      });
      const text = runs
        .map((run) => run.text)
        .join(" ")
        .replace(/\s+/g, " ")
        .trim();
      const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
      const links = annotations.flatMap((annotation) =>
        annotation.subtype === "Link" && annotation.url ? [annotation.url] : [],
      );
      pages.push({ width, height, text, runs, links });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
