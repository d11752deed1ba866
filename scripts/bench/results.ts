// What a bench measures, and the target each figure is held to (docs/performance.md).
import { SHOWS_FRESH_FOR_MS } from "#app/.server/shows/index.ts";
import type { ObservatoryResult } from "#tests/observatory.ts";
import type { LighthouseResults, PageResult } from "./lighthouse.ts";
import type { LoadResults, PageLoad } from "./load.ts";
import type { RealPhotoResults } from "./real-photos.ts";
import type { PageSize } from "./sizes.ts";

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
