import { SHOWS_FRESH_FOR_MS } from "#app/modules/shows/.server/index.ts";
import type { ObservatoryResult } from "#tests/observatory.ts";

import type { LighthouseResults, PageResult } from "./lighthouse.ts";
import type { LoadResults, PageLoad } from "./load.ts";
import type { PostgresBench } from "./postgres.ts";
import type { RealPhotoResults } from "./real-photos.ts";
import type { PageSize } from "./sizes.ts";

/** bench-results/latest.json */
export interface BenchResults {
  date: string;
  node: string;
  commit: string;
  loadAverageAtStart: number;
  lighthouse: LighthouseResults;
  sizes: Record<string, PageSize>;
  load: LoadResults;
  observatory: ObservatoryResult;
  realPhotos: RealPhotoResults;
  /** The same load on DATABASE_URL's PostgreSQL, and a change reaching a second instance. */
  postgres: PostgresBench;
  durationS: number;
}

/** docs/performance.md */
export const TARGETS = {
  lcpMs: 1200,
  realPhotoLcpMs: 1800,
  realPhotoPerformance: 95,
  realPhotoFirstLoadBytes: 300 * 1000,
  homeFirstLoadBytes: 100 * 1000,
  scriptGzipBytes: 10 * 1024,
  ceilingRatio: 0.5,
  p99Ms: 25,
  rssBytes: 400 * 1024 * 1024,
  showsWindowS: SHOWS_FRESH_FOR_MS / 1000,
};

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
