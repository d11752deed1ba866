import { mkdirSync } from "node:fs";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";

import { BENCH_CHROMIUM } from "../chromium.ts";

const DEFAULT_CLEARED_STORAGE = defaultSettings.clearStorageTypes;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
// Simulated throttling varies from run to run on a small machine: Lighthouse's authors advise a median.
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

export interface PageRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  lcpElement: string | null;
  failingAudits: Partial<Record<Category, string[]>>;
  /** 0: nothing to save. */
  imageSavingsBytes: Record<string, number>;
  imageFindings: { url: string; wastedBytes: number; reasons: string[] }[];
  largestImage: { url: string; bytes: number } | null;
  runWarnings: Result["runWarnings"];
}

const IMAGE_AUDITS = [
  "uses-responsive-images",
  "modern-image-formats",
  "uses-optimized-images",
  "image-size-responsive",
  "image-delivery-insight",
];

function imageSavings(lhr: Result): Record<string, number> {
  return Object.fromEntries(
    IMAGE_AUDITS.map((id) => {
      const found = lhr.audits[id];
      const details = found?.details as { overallSavingsBytes?: number; items?: unknown[] } | undefined;
      // image-size-responsive lists too-small images and saves no bytes: count them instead.
      const saving =
        details?.overallSavingsBytes ??
        (found?.score === 1 || found?.score === null ? 0 : (details?.items?.length ?? 0));
      return [id, Math.round(saving)];
    }),
  );
}

function imageFindings(lhr: Result): PageRun["imageFindings"] {
  const details = lhr.audits["image-delivery-insight"]?.details as
    | { items?: { url?: string; wastedBytes?: number; subItems?: { items?: { reason?: string }[] } }[] }
    | undefined;
  return (details?.items ?? []).map((item) => ({
    url: item.url ? new URL(item.url).pathname : "",
    wastedBytes: Math.round(item.wastedBytes ?? 0),
    reasons: (item.subItems?.items ?? []).map((sub) => String(sub.reason ?? "")),
  }));
}

function largestImage(lhr: Result): PageRun["largestImage"] {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined;
  const images = (details?.items ?? []).filter((item) => item.resourceType === "Image");
  const largest = images.sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))[0];
  return largest ? { url: new URL(largest.url).pathname, bytes: largest.transferSize ?? 0 } : null;
}

export interface PageResult extends PageRun {
  allRuns: { performance: number; lcpMs: number }[];
}

export type LighthouseResults = Record<string, PageResult>;

function category(lhr: Result, id: Category) {
  const found = lhr.categories[id];
  if (!found) throw new Error(`Lighthouse has no ${id} category`);
  return found;
}

function audit(lhr: Result, id: string) {
  const found = lhr.audits[id];
  if (!found) throw new Error(`Lighthouse has no ${id} audit`);
  return found;
}

const numeric = (lhr: Result, id: string) => audit(lhr, id).numericValue ?? NaN;

function failingAudits(lhr: Result, categoryId: Category) {
  return category(lhr, categoryId)
    .auditRefs.map((ref) => audit(lhr, ref.id))
    .filter((found) => found.score !== null && found.score < 1)
    .map((found) => found.id);
}

/** @param profileDir Chrome's profile, inside the bench's temp dir */
export async function runLighthouse(
  origin: string,
  pages: string[],
  profileDir: string,
): Promise<LighthouseResults> {
  mkdirSync(profileDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: BENCH_CHROMIUM.path,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profileDir,
    handleSIGINT: false, // main() stops Chrome and the server on Ctrl-C
  });
  try {
    const results: LighthouseResults = {};
    for (const page of pages) {
      const runs: PageRun[] = [];
      for (let attempt = 1; attempt <= LIGHTHOUSE_RUNS; attempt++) {
        console.log(`Lighthouse ${page} (run ${attempt} of ${LIGHTHOUSE_RUNS})…`);
        runs.push(await lighthousePageRetried(chrome.port, `${origin}${page}`));
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) throw new Error(`no Lighthouse run of ${page} (BENCH_LIGHTHOUSE_RUNS=${LIGHTHOUSE_RUNS})`);
      results[page] = {
        ...median,
        allRuns: runs.map(({ scores, lcpMs }) => ({ performance: scores.performance, lcpMs })),
      };
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function lcpElement(lhr: Result): string | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  if (!details || details.type !== "list") return null;
  for (const item of details.items) {
    if (item.type !== "table") continue;
    const node = item.items[0]?.node;
    if (node && typeof node === "object" && "type" in node && node.type === "node")
      return `${node.selector ?? ""} ${node.snippet ?? ""}`.trim();
  }
  return null;
}

// Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): one more try, as it advises.
async function lighthousePageRetried(port: number, url: string): Promise<PageRun> {
  try {
    return await lighthousePage(port, url);
  } catch (error) {
    console.log(`  ${error instanceof Error ? error.message : String(error)}; once more…`);
    return lighthousePage(port, url);
  }
}

/** @param port Chrome's debugging port */
async function lighthousePage(port: number, url: string): Promise<PageRun> {
  const page = new URL(url).pathname;
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // Every run a first visit: Lighthouse empties the HTTP cache, and by default keeps the origin's local
    // storage, where the page notes that the cache has its fonts (app/site/web-fonts.ts, decision 103).
    clearStorageTypes: [...DEFAULT_CLEARED_STORAGE, "local_storage"],
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = run;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((category(lhr, id).score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = Object.fromEntries(
    CATEGORIES.filter((id) => scores[id] < 100).map((id) => [id, failingAudits(lhr, id)]),
  );
  return {
    scores,
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: Number(numeric(lhr, "cumulative-layout-shift").toFixed(3)),
    transferBytes: Math.round(numeric(lhr, "total-byte-weight")),
    lcpElement: lcpElement(lhr),
    failingAudits: failing,
    imageSavingsBytes: imageSavings(lhr),
    imageFindings: imageFindings(lhr),
    largestImage: largestImage(lhr),
    runWarnings: lhr.runWarnings,
  };
}
