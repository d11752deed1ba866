import type { PageResult } from "./lighthouse.ts";
import type { PageLoad } from "./load.ts";
import {
  allowedStoreReads,
  type BenchResults,
  lighthouseMeetsTargets,
  loadMeetsTargets,
  TARGETS,
} from "./results.ts";
import { ONE_ROUND_TRIP_BYTES } from "./sizes.ts";
import { type Column, kb, mb, pageColumn, type Row, statusColumn, tableRows } from "./tables.ts";

interface MeasuredPage {
  path: string;
  r: PageResult;
  firstResponseBytes: number;
}

const firstResponseColumn: Column<MeasuredPage> = {
  head: "first response",
  cell: ({ firstResponseBytes }) => `${firstResponseBytes} B`,
  target: `≤ ${ONE_ROUND_TRIP_BYTES} B`,
};

export function lighthouseRows({ lighthouse, sizes }: BenchResults): Row[] {
  const pages = Object.entries(lighthouse).map(([path, r]) => ({
    path,
    r,
    firstResponseBytes: sizes[path]?.firstResponseBytes ?? NaN,
    scriptBytes: sizes[path]?.scriptGzipBytes ?? NaN,
  }));
  const columns: Column<(typeof pages)[number]>[] = [
    pageColumn(),
    { head: "perf", cell: ({ r }) => r.scores.performance, target: 100 },
    { head: "a11y", cell: ({ r }) => r.scores.accessibility, target: 100 },
    { head: "best pr.", cell: ({ r }) => r.scores["best-practices"], target: 100 },
    { head: "SEO", cell: ({ r }) => r.scores.seo, target: 100 },
    { head: "LCP", cell: ({ r }) => `${r.lcpMs} ms`, target: `≤ ${TARGETS.lcpMs} ms` },
    { head: "TBT", cell: ({ r }) => `${r.tbtMs} ms`, target: "0 ms" },
    { head: "CLS", cell: ({ r }) => r.cls, target: 0 },
    { head: "first load", cell: ({ r }) => kb(r.transferBytes), target: "`/` ≤ 100 KB" },
    { head: "JS (gzip)", cell: ({ scriptBytes }) => kb(scriptBytes), target: "< 10 KB" },
    firstResponseColumn,
    statusColumn(
      ({ path, r, scriptBytes, firstResponseBytes }) =>
        lighthouseMeetsTargets(r) &&
        (path !== "/" || r.transferBytes <= TARGETS.homeFirstLoadBytes) &&
        scriptBytes < TARGETS.scriptGzipBytes &&
        firstResponseBytes <= ONE_ROUND_TRIP_BYTES,
    ),
  ];
  return tableRows(columns, pages);
}

// The image-delivery insight is reported beside these, not counted: it weighs a picture against its
// CSS size alone, so the file for a 1.75× screen counts as waste.
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

const REAL_PHOTO_COLUMNS: Column<MeasuredPage>[] = [
  pageColumn(),
  { head: "perf", cell: ({ r }) => r.scores.performance, target: `≥ ${TARGETS.realPhotoPerformance}` },
  { head: "LCP", cell: ({ r }) => `${r.lcpMs} ms`, target: `≤ ${TARGETS.realPhotoLcpMs} ms` },
  { head: "CLS", cell: ({ r }) => r.cls, target: 0 },
  { head: "first load", cell: ({ r }) => kb(r.transferBytes), target: "≤ 300 KB" },
  {
    head: "largest image",
    cell: ({ r }) =>
      r.largestImage
        ? `${kb(r.largestImage.bytes)} (${r.largestImage.url.replace(/^\/assets\//, "")})`
        : "none",
    target: "",
  },
  {
    head: "image audits",
    cell: ({ r }) =>
      imageSavings(r) === 0
        ? "nothing to save"
        : BUDGET_AUDITS.filter((id) => (r.imageSavingsBytes[id] ?? 0) > 0)
            .map((id) => `${id} ${r.imageSavingsBytes[id]}`)
            .join(", "),
    target: "nothing to save",
  },
  {
    head: "delivery insight",
    cell: ({ r }) => (insightBytes(r) === 0 ? "none" : kb(insightBytes(r))),
    target: "",
  },
  firstResponseColumn,
  statusColumn(
    ({ r, firstResponseBytes }) =>
      r.scores.performance >= TARGETS.realPhotoPerformance &&
      r.lcpMs <= TARGETS.realPhotoLcpMs &&
      r.transferBytes <= TARGETS.realPhotoFirstLoadBytes &&
      imageSavings(r) === 0 &&
      firstResponseBytes <= ONE_ROUND_TRIP_BYTES,
  ),
];

export function realPhotoRows({ realPhotos }: BenchResults): Row[] {
  const pages = Object.entries(realPhotos.lighthouse).map(([path, r]) => ({
    path,
    r,
    firstResponseBytes: realPhotos.firstResponseBytes[path] ?? NaN,
  }));
  return tableRows(REAL_PHOTO_COLUMNS, pages);
}

export function realPhotoSummary({ realPhotos }: BenchResults): string {
  const files = realPhotos.files
    .map((file) => `${file.name} (${file.width} × ${file.height}, ${kb(file.bytes)})`)
    .join(", ");
  return (
    `Swapped in: ${files}. Build: ${(realPhotos.buildColdMs / 1000).toFixed(1)} s with an empty image cache, ` +
    `${(realPhotos.buildWarmMs / 1000).toFixed(1)} s after a text change.`
  );
}

export function loadRows({ load }: Pick<BenchResults, "load">): Row[] {
  const columns: Column<PageLoad>[] = [
    pageColumn(),
    { head: "static ceiling", cell: (page) => `${page.ceiling.requestsPerSecond} req/s`, target: "" },
    { head: "site", cell: (page) => `${page.site.requestsPerSecond} req/s`, target: "" },
    { head: "ratio", cell: (page) => page.ratio, target: `≥ ${TARGETS.ceilingRatio}` },
    {
      head: "p99 (ceiling / site)",
      cell: (page) => `${page.ceiling.latencyMs.p99} / ${page.site.latencyMs.p99} ms`,
      target: `site < ${TARGETS.p99Ms} ms`,
    },
    { head: "errors", cell: (page) => page.site.errors, target: 0 },
    {
      head: "store reads",
      cell: (page) => page.storeReads,
      target: `≤ ${allowedStoreReads(load.durationS)}`,
    },
    { head: "RSS", cell: (page) => mb(page.maxRssBytes), target: "≤ 400 MB" },
    statusColumn((page) => loadMeetsTargets(page, load.durationS)),
  ];
  return tableRows(columns, load.pages);
}

/** "412 ms (430, 412, 398)": the median of the tries, then each. */
export function changeSummary({ postgres }: Pick<BenchResults, "postgres">): string {
  const seen = postgres.changes.map((change) => change.seenAfterCommandMs);
  const median = [...seen].sort((a, b) => a - b)[Math.floor(seen.length / 2)] ?? 0;
  const command = postgres.changes.map((change) => change.commandMs).join(", ");
  return (
    `A show added with \`npm run shows -- add\` on one instance's PostgreSQL was on the other instance's kept Home ` +
    `${median} ms after the command ended (median of ${seen.length}: ${seen.join(", ")} ms; the command itself took ${command} ms).`
  );
}
