import { LRUCache } from "lru-cache";

import { withDeadline } from "./deadline.ts";

/** One upstream answer, shared by every request and kept as the fallback when the upstream fails. */
export interface CacheOptions<T> {
  load: () => Promise<T>;
  onError: (error: unknown) => void;
  onLoad?: (value: T) => void;
  freshForMs: number;
  retryAfterFailureMs: number;
  serveStaleForMs: number;
  /** For a stale but servable value: serve it and refresh behind the request, or make it wait. */
  refreshInBackground: boolean;
  /** The longest a request waits; the load goes on and fills the cache for later. */
  waitAtMostMs: number;
  now?: () => number;
}

interface Cache<T> {
  /** Null when nothing is loaded yet, or it is too old. */
  get(): Promise<T | null>;
  /** The next get() loads again, ignoring loads started before; the old value stays the fallback. */
  invalidate(): void;
  /** Null when there is no fresh value. */
  freshUntil(): number | null;
  peek(): T | null;
}

interface Loaded<T> {
  value: T;
  loadedAt: number;
}

const ANSWER = "answer";

// lru-cache's fetch() dedupes loads, refreshes in the background and keeps the last good value;
// around it: the fallback's age limit, the pause after a failure, the deadline, and invalidation.
export function createCache<T>(options: CacheOptions<T>): Cache<T> {
  const now = options.now ?? Date.now;
  let retryAt = 0;

  const answers = new LRUCache<typeof ANSWER, Loaded<T>>({
    max: 1,
    // lru-cache counts an entry fresh while age <= ttl; ours is stale at freshForMs (whole ms).
    ttl: Math.max(options.freshForMs - 1, 1),
    ttlResolution: 0,
    perf: { now },
    allowStaleOnFetchRejection: true,
    // An overtaken load still answers its waiters, but invalidate's set() aborts it so it is not kept.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { signal }) => {
      try {
        const value = await options.load();
        retryAt = 0;
        return { value, loadedAt: now() };
      } catch (error) {
        options.onError(error);
        if (!signal.aborted) retryAt = now() + options.retryAfterFailureMs;
        throw error;
      }
    },
    // invalidate re-sets the same entry ("update"): not a new load.
    onInsert: (loaded, _key, reason) => {
      if (reason !== "update") options.onLoad?.(loaded.value);
    },
  });

  const latest = () => answers.peek(ANSWER, { allowStale: true });
  const servable = (loaded: Loaded<T> | undefined) =>
    loaded && now() - loaded.loadedAt <= options.serveStaleForMs ? loaded : undefined;

  return {
    freshUntil() {
      const fresh = answers.peek(ANSWER);
      return fresh ? fresh.loadedAt + options.freshForMs : null;
    },
    peek: () => answers.peek(ANSWER)?.value ?? null,
    invalidate() {
      retryAt = 0;
      const last = latest();
      // Stale at once, and still the fallback.
      if (last) answers.set(ANSWER, last, { start: now() - options.freshForMs });
      else answers.delete(ANSWER);
    },
    async get() {
      const fallback = servable(latest());
      if (now() < retryAt) return fallback?.value ?? null;
      const answer = answers.fetch(ANSWER, {
        allowStale: options.refreshInBackground && fallback !== undefined,
      });
      const loaded = await withDeadline(answer, options.waitAtMostMs, undefined);
      return servable(loaded ?? latest())?.value ?? null;
    },
  };
}
