// Lighthouse 12 mobile on every page, the median of several runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync } from "node:fs";

export const PAGES = ["/", "/about", "/music"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
// Lighthouse's simulated throttling varies from run to run on a small machine;
// its authors advise the median of several runs.
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Ids of the failing audits (score below 1) of one Lighthouse category. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

/**
 * Lighthouse mobile (default config: emulation with simulated throttling) on every page.
 * @param {string} origin @param {string} profileDir Chrome's profile, inside the bench's temp dir
 */
export async function runLighthouse(origin, profileDir) {
  mkdirSync(profileDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profileDir,
    handleSIGINT: false, // main() stops Chrome and the server on Ctrl-C
  });
  try {
    const results = {};
    for (const page of PAGES) {
      const runs = [];
      for (let attempt = 1; attempt <= LIGHTHOUSE_RUNS; attempt++) {
        console.log(`Lighthouse ${page} (run ${attempt} of ${LIGHTHOUSE_RUNS})…`);
        runs.push(await lighthousePage(chrome.port, `${origin}${page}`));
      }
      // The median run by performance score, then LCP.
      runs.sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
      results[page] = {
        ...runs[Math.floor(runs.length / 2)],
        allRuns: runs.map(({ scores, lcpMs }) => ({ performance: scores.performance, lcpMs })),
      };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run of one page. @param {number} port Chrome's debugging port @param {string} url */
async function lighthousePage(port, url) {
  const page = new URL(url).pathname;
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = run;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
  );
  const failing = Object.fromEntries(
    CATEGORIES.filter((id) => scores[id] < 100).map((id) => [id, failingAudits(lhr, id)]),
  );
  return {
    scores,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    transferBytes: Math.round(lhr.audits["total-byte-weight"].numericValue),
    failingAudits: failing,
    runWarnings: lhr.runWarnings,
  };
}
