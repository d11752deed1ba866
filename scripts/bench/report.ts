import { availableParallelism } from "node:os";

import { LIGHTHOUSE_RUNS } from "./lighthouse.ts";
import { changeSummary, lighthouseRows, loadRows, realPhotoRows, realPhotoSummary } from "./report-tables.ts";
import type { BenchResults } from "./results.ts";
import { kb, mark, markdownTable, printTable } from "./tables.ts";

export function printReport(results: BenchResults) {
  const { lighthouse, sizes, load, observatory } = results;
  // Other work on the machine skews every figure below.
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
  printTable("The same load on an instance backed by PostgreSQL (DATABASE_URL)", loadRows(results.postgres));
  console.log(`  ${changeSummary(results)}`);
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
    "The same load on an instance whose data is in a real PostgreSQL (`DATABASE_URL`, a throwaway local cluster):",
    "",
    markdownTable(loadRows(results.postgres)),
    "",
    changeSummary(results),
    "",
    `HTTP Observatory: ${results.observatory.grade} (${results.observatory.score}), ` +
      `${results.observatory.testsPassed} of ${results.observatory.testsQuantity} tests.`,
  ].join("\n");
}
