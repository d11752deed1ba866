// The human-readable report, with the DESIGN.md targets next to each figure.
import { availableParallelism } from "node:os";
import type { ObservatoryResult } from "#tests/observatory.ts";
import { LIGHTHOUSE_RUNS, type LighthouseResults } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { Sizes } from "./sizes.ts";

/** Everything a bench measures: bench-results/latest.json. */
export interface BenchResults {
  date: string;
  node: string;
  origin: string;
  /** The 1-minute load average when the bench began. */
  loadAverageAtStart: number;
  lighthouse: LighthouseResults;
  sizes: Sizes;
  load: LoadResult;
  observatory: ObservatoryResult;
  durationS: number;
}

const KIB = 1024;

/** Prints rows as aligned columns under a title. */
function printTable(title: string, rows: (string | number)[][]) {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  console.log(`\n${title}`);
  for (const [index, row] of rows.entries()) {
    console.log(
      "  " +
        row
          .map((cell, column) => String(cell).padEnd(widths[column] ?? 0))
          .join("  ")
          .trimEnd(),
    );
    if (index === 0) console.log("  " + widths.map((width) => "-".repeat(width)).join("  "));
  }
}

const mark = (ok: boolean) => (ok ? "ok" : "MISS");
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The human-readable report, with the DESIGN.md targets next to each figure. */
export function printReport({
  lighthouse: pages,
  sizes,
  load,
  observatory,
  loadAverageAtStart,
}: BenchResults) {
  // Other work on the machine skews every figure below: say how busy it was.
  console.log(
    `\nMachine: ${availableParallelism()} cores, 1-minute load average ${loadAverageAtStart.toFixed(2)} at the start`,
  );
  const lighthouseRows: (string | number)[][] = [
    ["page", "perf", "a11y", "best-pr", "seo", "LCP ms", "TBT ms", "CLS", "transferred", "status"],
  ];
  for (const [page, r] of Object.entries(pages)) {
    const ok =
      Object.values(r.scores).every((score) => score === 100) &&
      r.lcpMs <= 1200 &&
      r.tbtMs === 0 &&
      r.cls === 0;
    lighthouseRows.push([
      page,
      ...Object.values(r.scores),
      r.lcpMs,
      r.tbtMs,
      r.cls,
      kib(r.transferBytes),
      mark(ok),
    ]);
  }
  lighthouseRows.push(["target", 100, 100, 100, 100, "<= 1200", 0, 0, "", ""]);
  printTable(
    `Lighthouse 12, mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs`,
    lighthouseRows,
  );
  for (const [page, r] of Object.entries(pages)) {
    console.log(
      `  ${page} every run (perf/LCP ms): ${r.allRuns.map((run) => `${run.performance}/${run.lcpMs}`).join(", ")}`,
    );
  }
  for (const [page, r] of Object.entries(pages)) {
    for (const [category, ids] of Object.entries(r.failingAudits))
      console.log(`  ${page} ${category} failing: ${ids.join(", ") || "(none listed)"}`);
  }

  const homeBytes = pages["/"]?.transferBytes ?? NaN;
  printTable("Sizes (gzip level 9)", [
    ["figure", "value", "target", "status"],
    [
      "Home first load (Lighthouse total-byte-weight)",
      kib(homeBytes),
      "<= 150 KiB",
      mark(homeBytes <= 150 * KIB),
    ],
    [
      `Client JS for / (${Object.keys(sizes.homeScripts).length} files)`,
      kib(sizes.homeJsGzipBytes),
      "<= 90 KiB",
      mark(sizes.homeJsGzipBytes <= 90 * KIB),
    ],
    ["All JS in build/client/assets", kib(sizes.allJsGzipBytes), "", ""],
    ["All CSS in build/client/assets", kib(sizes.allCssGzipBytes), "", ""],
  ]);

  const failures = load.errors + load.timeouts + load.non2xx;
  printTable(`Load test: GET / with ${load.connections} connections for ${load.durationS} s`, [
    ["figure", "value", "target", "status"],
    ["requests/s (average)", load.requestsPerSecond, ">= 1500", mark(load.requestsPerSecond >= 1500)],
    ["latency p50", `${load.latencyMs.p50} ms`, "", ""],
    ["latency p97.5", `${load.latencyMs.p97_5} ms`, "", ""],
    ["latency p99", `${load.latencyMs.p99} ms`, "< 50 ms", mark(load.latencyMs.p99 < 50)],
    [
      "non-2xx / errors / timeouts",
      `${load.non2xx} / ${load.errors} / ${load.timeouts}`,
      "0",
      mark(failures === 0),
    ],
    [
      "server RSS (max, sampled 1/s)",
      load.maxRssBytes === null ? "n/a" : `${(load.maxRssBytes / 1024 / 1024).toFixed(0)} MB`,
      "<= 400 MB",
      load.maxRssBytes === null ? "" : mark(load.maxRssBytes <= 400 * 1024 * 1024),
    ],
  ]);
  printTable("HTTP Observatory (Mozilla), offline through a local TLS terminator", [
    ["figure", "value", "target", "status"],
    ["score", observatory.score, ">= 120", mark(observatory.score >= 120)],
    ["grade", observatory.grade, "A+", mark(observatory.grade === "A+")],
    [
      "tests passed",
      `${observatory.testsPassed} of ${observatory.testsQuantity}`,
      "all",
      mark(observatory.testsPassed === observatory.testsQuantity),
    ],
  ]);
}
