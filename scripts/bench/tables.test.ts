import { afterEach, describe, expect, it, vi } from "vitest";

import { type Column, markdownTable, pageColumn, printTable, statusColumn, tableRows } from "./tables.ts";

interface Measured {
  path: string;
  ms: number;
}

const COLUMNS: Column<Measured>[] = [
  pageColumn(),
  { head: "time", cell: ({ ms }) => `${ms} ms`, target: "≤ 10 ms" },
  statusColumn(({ ms }) => ms <= 10),
];
const PAGES = [
  { path: "/", ms: 8 },
  { path: "/music", ms: 12 },
];

describe("the bench's tables", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has the heading row, a row per page with its status, and the target row last", () => {
    expect(tableRows(COLUMNS, PAGES)).toEqual([
      ["page", "time", "status"],
      ["`/`", "8 ms", "ok"],
      ["`/music`", "12 ms", "MISS"],
      ["target", "≤ 10 ms", ""],
    ]);
  });

  it("writes Markdown rows under a rule", () => {
    expect(markdownTable(tableRows(COLUMNS, PAGES))).toBe(
      [
        "| page | time | status |",
        "| --- | --- | --- |",
        "| `/` | 8 ms | ok |",
        "| `/music` | 12 ms | MISS |",
        "| target | ≤ 10 ms |  |",
      ].join("\n"),
    );
  });

  it("prints aligned columns under the title, a rule under the headings, no trailing spaces", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    printTable("Times", tableRows(COLUMNS, PAGES));
    expect(lines).toEqual([
      "\nTimes",
      "  page      time     status",
      "  --------  -------  ------",
      "  `/`       8 ms     ok",
      "  `/music`  12 ms    MISS",
      "  target    ≤ 10 ms",
    ]);
  });
});
