import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import prettier from "prettier";

export const PERFORMANCE_DOC = "docs/performance.md";
export const FIGURES_START = "<!-- bench:start (written by npm run bench) -->";
export const FIGURES_END = "<!-- bench:end -->";

/** Throws without the markers. */
export function withFigures(doc: string, figures: string) {
  const start = doc.indexOf(FIGURES_START);
  const end = doc.indexOf(FIGURES_END);
  if (start < 0 || end < start) {
    throw new Error(`${PERFORMANCE_DOC} has no ${FIGURES_START} … ${FIGURES_END}`);
  }
  return `${doc.slice(0, start + FIGURES_START.length)}\n\n${figures}\n\n${doc.slice(end)}`;
}

export async function writeFigures(root: string, figures: string) {
  const file = join(root, PERFORMANCE_DOC);
  const written = withFigures(readFileSync(file, "utf8"), figures);
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(written, { ...options, filepath: file }));
}
