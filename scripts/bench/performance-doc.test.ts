import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { FIGURES_END, FIGURES_START, PERFORMANCE_DOC, withFigures } from "./performance-doc.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the bench's figures in docs/performance.md", () => {
  it("replaces what stood between the markers and keeps the rest of the page", () => {
    const doc = `# Performance\n\nBudgets.\n\n${FIGURES_START}\n\nold figures\n\n${FIGURES_END}\n\nAfter.\n`;
    expect(withFigures(doc, "new figures")).toBe(
      `# Performance\n\nBudgets.\n\n${FIGURES_START}\n\nnew figures\n\n${FIGURES_END}\n\nAfter.\n`,
    );
  });

  it("refuses a page without both markers, in order, naming the file", () => {
    expect(() => withFigures("# Performance\n", "figures")).toThrow(PERFORMANCE_DOC);
    expect(() => withFigures(`${FIGURES_END}\n${FIGURES_START}\n`, "figures")).toThrow(FIGURES_START);
  });

  it("finds both markers in docs/performance.md, and none in the README", () => {
    const doc = readFileSync(`${root}${PERFORMANCE_DOC}`, "utf8");
    expect(doc.indexOf(FIGURES_START)).toBeGreaterThan(-1);
    expect(doc.indexOf(FIGURES_END)).toBeGreaterThan(doc.indexOf(FIGURES_START));
    expect(readFileSync(`${root}README.md`, "utf8")).not.toContain(FIGURES_START);
  });
});
