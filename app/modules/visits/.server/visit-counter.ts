import type { Database } from "#app/.server/db/database.ts";
import { describeError, log } from "#app/.server/log.ts";
import { localIsoDate } from "#app/lib/shows/dates.ts";

import { addVisits, tallyKey, type VisitTally } from "./visit-store.ts";

// A visit costs a Map increment; the counts reach the database once a minute, in one message.

export interface VisitCounterOptions {
  database: Database;
  timeZone: string;
  now?: () => Date;
  /** Default: a minute. 0: only when flush() is called (tests). */
  flushEveryMs?: number;
  /** Distinct (day, page) and (day, host) keys held at most while the database does not answer. */
  maxKeys?: number;
}

export interface VisitCounter {
  /** A page seen, and the other site the visitor came from (null: none). */
  count(path: string, referrer: string | null): void;
  /** Adds what was counted to the database; on failure keeps it for the next time. */
  flush(): Promise<void>;
  /** Stops the timer and flushes once more: for the server's shutdown, before the database closes. */
  stop(): Promise<void>;
  /** Keys waiting for the database. */
  pending(): number;
}

const MINUTE_MS = 60_000;

export function createVisitCounter({
  database,
  timeZone,
  now = () => new Date(),
  flushEveryMs = MINUTE_MS,
  maxKeys = 10_000,
}: VisitCounterOptions): VisitCounter {
  let tally: VisitTally = { pages: new Map(), referrers: new Map() };
  let dropping = false;
  let flushing: Promise<void> | null = null;
  // Every zone's day begins on a whole minute: the day is worked out once a minute, not per visit.
  let dayMinute = Number.NaN;
  let day = "";
  const today = () => {
    const minute = Math.floor(now().getTime() / MINUTE_MS);
    if (minute !== dayMinute) {
      dayMinute = minute;
      day = localIsoDate(new Date(minute * MINUTE_MS), timeZone);
    }
    return day;
  };
  const size = () => tally.pages.size + tally.referrers.size;

  function add(into: Map<string, number>, key: string, visits: number): void {
    const had = into.get(key);
    if (had === undefined && size() >= maxKeys) {
      if (!dropping) {
        dropping = true;
        log("warn", "visits not counted: too many waiting for the database", { keys: size() });
      }
      return;
    }
    into.set(key, (had ?? 0) + visits);
  }

  async function write(): Promise<void> {
    const taken = tally;
    if (taken.pages.size + taken.referrers.size === 0) return;
    tally = { pages: new Map(), referrers: new Map() };
    try {
      await addVisits(database, taken);
      dropping = false;
    } catch (error) {
      // Counted again with what came meanwhile; beyond maxKeys the newest are lost.
      for (const [key, visits] of taken.pages) add(tally.pages, key, visits);
      for (const [key, visits] of taken.referrers) add(tally.referrers, key, visits);
      log("warn", "visits not saved yet; adding them next time", {
        keys: size(),
        cause: describeError(error),
      });
    }
  }

  function flush(): Promise<void> {
    // One write at a time: a second waits for the first, then writes what came since.
    const next = (flushing ?? Promise.resolve()).then(write);
    flushing = next;
    void next.finally(() => {
      if (flushing === next) flushing = null;
    });
    return next;
  }

  const timer = flushEveryMs > 0 ? setInterval(() => void flush(), flushEveryMs) : null;
  timer?.unref();

  return {
    count(path, referrer) {
      const on = today();
      add(tally.pages, tallyKey(on, path), 1);
      if (referrer !== null) add(tally.referrers, tallyKey(on, referrer), 1);
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
    pending: size,
  };
}
