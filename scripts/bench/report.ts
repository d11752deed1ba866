// The bench's results: the report it prints, and the tables it writes into docs/performance.md.
// Every figure stands beside its target; a miss is marked, never fatal.
import { availableParallelism } from "node:os";
import { SHOWS_FRESH_FOR_MS } from "#app/.server/shows/index.ts";
import type { ObservatoryResult } from "#tests/observatory.ts";
import { LIGHTHOUSE_RUNS, type LighthouseResults, type PageResult } from "./lighthouse.ts";
import type { LoadResults, PageLoad } from "./load.ts";
import type { RealPhotoResults } from "./real-photos.ts";
import { ONE_ROUND_TRIP_BYTES, type PageSize } from "./sizes.ts";

/** Everything a bench measures: bench-results/latest.json. */
export interface BenchResults {
  date: string;
  node: string;
  /** The commit measured, with "+changes" when the working tree differed from it. */
  commit: string;
  /** The 1-minute load average when the bench began. */
  loadAverageAtStart: number;
  lighthouse: LighthouseResults;
  sizes: Record<string, PageSize>;
  load: LoadResults;
  observatory: ObservatoryResult;
  /** The same pages with a band's photographer-sized files swapped in. */
  realPhotos: RealPhotoResults;
  durationS: number;
}

/** The budgets (docs/performance.md). */
export const TARGETS = {
  lcpMs: 1200,
  /** With a band's own photos swapped in. */
  realPhotoLcpMs: 1800,
  realPhotoPerformance: 95,
  realPhotoFirstLoadBytes: 300 * 1000,
  homeFirstLoadBytes: 100 * 1000,
  scriptGzipBytes: 10 * 1024,
  ceilingRatio: 0.5,
  p99Ms: 25,
  rssBytes: 400 * 1024 * 1024,
  /** The shows store is read at most once per this window. */
  showsWindowS: SHOWS_FRESH_FOR_MS / 1000,
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number | null) => (bytes === null ? "n/a" : `${Math.round(bytes / 1024 / 1024)} MB`);
const mark = (ok: boolean) => (ok ? "ok" : "MISS");

/** At most once per window: the windows a run of `durationS` can touch. */
export const allowedStoreReads = (durationS: number) => Math.ceil(durationS / TARGETS.showsWindowS) + 1;

export const lighthouseMeetsTargets = (r: PageResult) =>
  Object.values(r.scores).every((score) => score === 100) &&
  r.lcpMs <= TARGETS.lcpMs &&
  r.tbtMs === 0 &&
  r.cls === 0;

export const loadMeetsTargets = (page: PageLoad, durationS: number) =>
  page.ratio >= TARGETS.ceilingRatio &&
  page.site.latencyMs.p99 < TARGETS.p99Ms &&
  page.site.errors === 0 &&
  page.storeReads <= allowedStoreReads(durationS) &&
  page.maxRssBytes !== null &&
  page.maxRssBytes <= TARGETS.rssBytes;

type Row = (string | number)[];

/** Rows as aligned columns under a title, for the terminal. */
function printTable(title: string, rows: Row[]) {
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

/** Rows as a Markdown table (Prettier aligns it). */
const markdownTable = ([head = [], ...rows]: Row[]) =>
  [head, head.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");

function lighthouseRows({ lighthouse, sizes }: BenchResults): Row[] {
  return [
    [
      "page",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "first load",
      "JS (gzip)",
      "first response",
      "status",
    ],
    ...Object.entries(lighthouse).map(([path, r]) => {
      const script = sizes[path]?.scriptGzipBytes ?? NaN;
      const firstResponse = sizes[path]?.firstResponseBytes ?? NaN;
      const firstLoadOk = path !== "/" || r.transferBytes <= TARGETS.homeFirstLoadBytes;
      return [
        `\`${path}\``,
        ...Object.values(r.scores),
        `${r.lcpMs} ms`,
        `${r.tbtMs} ms`,
        r.cls,
        kb(r.transferBytes),
        kb(script),
        `${firstResponse} B`,
        mark(
          lighthouseMeetsTargets(r) &&
            firstLoadOk &&
            script < TARGETS.scriptGzipBytes &&
            firstResponse <= ONE_ROUND_TRIP_BYTES,
        ),
      ];
    }),
    [
      "target",
      100,
      100,
      100,
      100,
      `≤ ${TARGETS.lcpMs} ms`,
      "0 ms",
      0,
      "`/` ≤ 100 KB",
      "< 10 KB",
      `≤ ${ONE_ROUND_TRIP_BYTES} B`,
      "",
    ],
  ];
}

/**
 * Bytes the four image audits the budget names would save: responsive images, modern formats,
 * efficient encoding, image resolution. The image-delivery insight is reported beside them: it
 * weighs a picture against its CSS size alone, so the file for a 1.75× screen counts as waste.
 */
const BUDGET_AUDITS = [
  "uses-responsive-images",
  "modern-image-formats",
  "uses-optimized-images",
  "image-size-responsive",
];
const imageSavings = (r: PageResult) =>
  BUDGET_AUDITS.reduce((sum, id) => sum + (r.imageSavingsBytes[id] ?? 0), 0);
const insightBytes = (r: PageResult) =>
  r.imageFindings.reduce((sum, finding) => sum + finding.wastedBytes, 0);

function realPhotoRows({ realPhotos }: BenchResults): Row[] {
  return [
    [
      "page",
      "perf",
      "LCP",
      "CLS",
      "first load",
      "largest image",
      "image audits",
      "delivery insight",
      "first response",
      "status",
    ],
    ...Object.entries(realPhotos.lighthouse).map(([path, r]) => {
      const firstResponse = realPhotos.firstResponseBytes[path] ?? NaN;
      return [
        `\`${path}\``,
        r.scores.performance,
        `${r.lcpMs} ms`,
        r.cls,
        kb(r.transferBytes),
        r.largestImage
          ? `${kb(r.largestImage.bytes)} (${r.largestImage.url.replace(/^\/assets\//, "")})`
          : "none",
        imageSavings(r) === 0
          ? "nothing to save"
          : BUDGET_AUDITS.filter((id) => (r.imageSavingsBytes[id] ?? 0) > 0)
              .map((id) => `${id} ${r.imageSavingsBytes[id]}`)
              .join(", "),
        insightBytes(r) === 0 ? "none" : kb(insightBytes(r)),
        `${firstResponse} B`,
        mark(
          r.scores.performance >= TARGETS.realPhotoPerformance &&
            r.lcpMs <= TARGETS.realPhotoLcpMs &&
            r.transferBytes <= TARGETS.realPhotoFirstLoadBytes &&
            imageSavings(r) === 0 &&
            firstResponse <= ONE_ROUND_TRIP_BYTES,
        ),
      ];
    }),
    [
      "target",
      `≥ ${TARGETS.realPhotoPerformance}`,
      `≤ ${TARGETS.realPhotoLcpMs} ms`,
      0,
      "≤ 300 KB",
      "",
      "nothing to save",
      "",
      `≤ ${ONE_ROUND_TRIP_BYTES} B`,
      "",
    ],
  ];
}

/** What the band swapped in, and how long the build took with and without its image cache. */
function realPhotoSummary({ realPhotos }: BenchResults): string {
  const files = realPhotos.files
    .map((file) => `${file.name} (${file.width} × ${file.height}, ${kb(file.bytes)})`)
    .join(", ");
  return (
    `Swapped in: ${files}. Build: ${(realPhotos.buildColdMs / 1000).toFixed(1)} s with an empty image cache, ` +
    `${(realPhotos.buildWarmMs / 1000).toFixed(1)} s after a text change.`
  );
}

function loadRows({ load }: BenchResults): Row[] {
  return [
    [
      "page",
      "static ceiling",
      "site",
      "ratio",
      "p99 (ceiling / site)",
      "errors",
      "store reads",
      "RSS",
      "status",
    ],
    ...load.pages.map((page) => [
      `\`${page.path}\``,
      `${page.ceiling.requestsPerSecond} req/s`,
      `${page.site.requestsPerSecond} req/s`,
      page.ratio,
      `${page.ceiling.latencyMs.p99} / ${page.site.latencyMs.p99} ms`,
      page.site.errors,
      page.storeReads,
      mb(page.maxRssBytes),
      mark(loadMeetsTargets(page, load.durationS)),
    ]),
    [
      "target",
      "",
      "",
      `≥ ${TARGETS.ceilingRatio}`,
      `site < ${TARGETS.p99Ms} ms`,
      0,
      `≤ ${allowedStoreReads(load.durationS)}`,
      "≤ 400 MB",
      "",
    ],
  ];
}

/** The human-readable report, with the targets beside each figure. */
export function printReport(results: BenchResults) {
  const { lighthouse, sizes, load, observatory } = results;
  // Other work on the machine skews every figure below: say how busy it was.
  console.log(
    `\nMachine: ${availableParallelism()} cores, 1-minute load average ${results.loadAverageAtStart.toFixed(2)} at the start; ${results.commit}`,
  );
  printTable(
    `Lighthouse 12, mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs; first load and JS per page`,
    lighthouseRows(results),
  );
  for (const [path, r] of Object.entries(lighthouse)) {
    console.log(`  ${path} LCP element: ${r.lcpElement ?? "(none reported)"}`);
    console.log(
      `  ${path} every run (perf/LCP ms): ${r.allRuns.map((run) => `${run.performance}/${run.lcpMs}`).join(", ")}`,
    );
    for (const [category, ids] of Object.entries(r.failingAudits))
      console.log(`  ${path} ${category} failing: ${ids.join(", ") || "(none listed)"}`);
  }
  for (const [path, size] of Object.entries(sizes))
    console.log(
      `  ${path} HTML ${kb(size.htmlBytes)}, ${kb(size.htmlBrotliBytes)} brotli; scripts: ${Object.keys(size.scripts).join(", ") || "none"}`,
    );
  printTable(
    `With a band's own photos (Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs)`,
    realPhotoRows(results),
  );
  console.log(`  ${realPhotoSummary(results)}`);
  for (const [path, r] of Object.entries(results.realPhotos.lighthouse)) {
    console.log(`  ${path} LCP element: ${r.lcpElement ?? "(none reported)"}`);
    for (const finding of r.imageFindings)
      console.log(
        `  ${path} image delivery: ${finding.url} ${finding.wastedBytes} B (${finding.reasons.join(" ")})`,
      );
  }
  printTable(
    `Load: ${load.connections} connections, ${load.durationS} s each, the static ceiling then the site`,
    loadRows(results),
  );
  for (const page of load.pages) {
    console.log(
      `  ${page.path} bytes per answer, headers included: ceiling ${page.ceiling.bytesPerAnswer}, site ${page.site.bytesPerAnswer}`,
    );
  }
  printTable("HTTP Observatory (Mozilla), offline through a local TLS terminator", [
    ["figure", "value", "target", "status"],
    ["grade (score)", `${observatory.grade} (${observatory.score})`, "A+", mark(observatory.grade === "A+")],
    [
      "tests passed",
      `${observatory.testsPassed} of ${observatory.testsQuantity}`,
      "all",
      mark(observatory.testsPassed === observatory.testsQuantity),
    ],
  ]);
}

/** The figures written between the bench markers of docs/performance.md. */
export function budgetsMarkdown(results: BenchResults) {
  const { load } = results;
  return [
    `Measured by \`npm run bench\` on ${results.date.slice(0, 10)} (${results.commit}, Node ${results.node}, ` +
      `${availableParallelism()} cores, load average ${results.loadAverageAtStart.toFixed(2)} at the start).`,
    "",
    `Lighthouse 12 mobile (simulated throttling, median of ${LIGHTHOUSE_RUNS} runs), first load and JavaScript per page:`,
    "",
    markdownTable(lighthouseRows(results)),
    "",
    `The same pages with a band's own photographer-sized files swapped in (Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs):`,
    "",
    markdownTable(realPhotoRows(results)),
    "",
    realPhotoSummary(results),
    "",
    `Throughput at ${load.connections} connections for ${load.durationS} s, the same bytes from memory by a minimal ` +
      "Node server (the static ceiling) and then the site, one after the other:",
    "",
    markdownTable(loadRows(results)),
    "",
    `HTTP Observatory: ${results.observatory.grade} (${results.observatory.score}), ` +
      `${results.observatory.testsPassed} of ${results.observatory.testsQuantity} tests.`,
  ].join("\n");
}
