import { LRUCache } from "lru-cache";
import { withDeadline } from "./deadline.ts";

/**
 * A cache for one third-party answer (the shows, the albums): fresh for a
 * while, shared by every request, and kept as a fallback when the upstream
 * fails. The upstream is asked at most once per `freshForMs` however many
 * requests arrive, and never again sooner than `retryAfterFailureMs` after a
 * failure; a caller never waits longer than `waitAtMostMs`.
 */
export interface CacheOptions<T> {
  /** Fetches a new value; rejects on any failure. */
  load: () => Promise<T>;
  /** Told of every failed load, to log it. */
  onError: (error: unknown) => void;
  /** Told of every value a load puts in the cache (not of one an invalidation made too old to keep). */
  onLoad?: (value: T) => void;
  /** How long a loaded value is served without asking again. */
  freshForMs: number;
  /** After a failure, how long until the upstream is asked again. */
  retryAfterFailureMs: number;
  /** How old the last good value may be and still be served when the upstream fails. */
  serveStaleForMs: number;
  /**
   * When the value is stale but still servable: true serves it at once and
   * refreshes behind the request; false makes the request wait for the refresh.
   */
  refreshInBackground: boolean;
  /** The longest a request waits for a load; the load goes on and fills the cache for later. */
  waitAtMostMs: number;
  now?: () => number;
}

interface Cache<T> {
  /** The value to serve now; null when there is none (nothing loaded yet, or too old). */
  get(): Promise<T | null>;
  /**
   * The upstream changed: the next get() loads again, ignoring the fresh
   * window and any load that started before this call. The old value stays
   * as the fallback.
   */
  invalidate(): void;
  /** When the value get() serves now stops being fresh; null when there is no fresh value. */
  freshUntil(): number | null;
  /** The fresh value, at once, without asking the upstream; null when there is none. */
  peek(): T | null;
}

/** A loaded value and when its load finished. */
interface Loaded<T> {
  value: T;
  loadedAt: number;
}

/** The one key: the cache holds one answer. */
const ANSWER = "answer";

/**
 * lru-cache's fetch() does the work: one load at a time for every request,
 * the stale value at once while a background refresh runs (`allowStale`),
 * and the last good value when a load fails (`allowStaleOnFetchRejection`).
 * Around it, what it has no option for: how old a fallback may be, the pause
 * after a failure, the deadline a request waits at most, and an invalidation
 * that keeps the old value as the fallback.
 */
export function createCache<T>(options: CacheOptions<T>): Cache<T> {
  const now = options.now ?? Date.now;
  /** No load before this time (ms since the epoch): the last one failed. */
  let retryAt = 0;

  const answers = new LRUCache<typeof ANSWER, Loaded<T>>({
    max: 1,
    // lru-cache keeps an entry fresh while its age is at most `ttl`; a value here is stale once
    // it is freshForMs old (the clock counts whole milliseconds).
    ttl: Math.max(options.freshForMs - 1, 1),
    ttlResolution: 0,
    perf: { now },
    allowStaleOnFetchRejection: true,
    // A load an invalidation overtook still answers the requests waiting for it, but what it
    // brings is not kept (invalidate replaces the entry, which aborts the load in flight).
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
    // A load's value comes in as a new entry ("add" or "replace"); invalidate sets the same one again.
    onInsert: (loaded, _key, reason) => {
      if (reason !== "update") options.onLoad?.(loaded.value);
    },
  });

  /** The latest value, fresh or stale (also while a load runs). */
  const latest = () => answers.peek(ANSWER, { allowStale: true });
  /** A value young enough to serve. */
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
      // Stale at once (as if loaded a whole window ago), and still the fallback.
      if (last) answers.set(ANSWER, last, { start: now() - options.freshForMs });
      else answers.delete(ANSWER);
    },
    async get() {
      const fallback = servable(latest());
      if (now() < retryAt) return fallback?.value ?? null;
      // A stale value is served at once only if it is young enough; else the request waits.
      const answer = answers.fetch(ANSWER, {
        allowStale: options.refreshInBackground && fallback !== undefined,
      });
      const loaded = await withDeadline(answer, options.waitAtMostMs, undefined);
      // Past the deadline, the value there is (the load goes on and fills the cache later).
      return servable(loaded ?? latest())?.value ?? null;
    },
  };
}
