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

type Outcome<T> = { ok: true; value: T } | { ok: false };

export function createCache<T>(options: CacheOptions<T>): Cache<T> {
  const now = options.now ?? Date.now;
  let good: { value: T; loadedAt: number; generation: number } | null = null;
  let failedAt: number | null = null;
  let inFlight: Promise<Outcome<T>> | null = null;
  /** Counts invalidations: a value loaded before the latest one is not fresh. */
  let generation = 0;

  const servable = () => (good && now() - good.loadedAt <= options.serveStaleForMs ? good.value : null);

  /** Never rejects: a refresh nobody waits for must not become an unhandled rejection. */
  function refresh(): Promise<Outcome<T>> {
    if (inFlight) return inFlight;
    const startedIn = generation;
    const loading = options
      .load()
      .then(
        (value): Outcome<T> => {
          // A slower load from before an invalidation must not replace a newer value.
          if (!good || good.generation <= startedIn) {
            good = { value, loadedAt: now(), generation: startedIn };
            options.onLoad?.(value);
          }
          failedAt = null;
          return { ok: true, value };
        },
        (error: unknown): Outcome<T> => {
          if (startedIn === generation) failedAt = now();
          options.onError(error);
          return { ok: false };
        },
      )
      .finally(() => {
        if (inFlight === loading) inFlight = null;
      });
    inFlight = loading;
    return loading;
  }

  const freshUntil = () => {
    if (!good || good.generation !== generation) return null;
    const until = good.loadedAt + options.freshForMs;
    return until > now() ? until : null;
  };

  return {
    freshUntil,
    peek: () => (freshUntil() === null ? null : good!.value),
    invalidate() {
      generation++;
      inFlight = null;
      failedAt = null;
    },
    async get() {
      if (good && good.generation === generation && now() - good.loadedAt < options.freshForMs) {
        return good.value;
      }
      const stale = servable();
      const mayAsk =
        inFlight !== null || failedAt === null || now() - failedAt >= options.retryAfterFailureMs;
      if (!mayAsk) return stale;
      const refreshing = refresh();
      if (stale !== null && options.refreshInBackground) return stale;
      const outcome = await withDeadline(refreshing, options.waitAtMostMs, { ok: false } as const);
      return outcome.ok ? outcome.value : servable();
    },
  };
}
