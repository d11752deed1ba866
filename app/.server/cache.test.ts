import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { type CacheOptions, createCache } from "./cache.ts";

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback (and the cache's bookkeeping) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const FRESH_FOR_MS = 60_000;
const SERVE_STALE_FOR_MS = 10 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
const WAIT_AT_MOST_MS = 50;

let clock: number;
/** Every load the cache started, in order; the test settles each one. */
let loads: Deferred<string>[];
let load: ReturnType<typeof vi.fn<() => Promise<string>>>;
let onError: ReturnType<typeof vi.fn<(error: unknown) => void>>;

type Cache = ReturnType<typeof cacheWith>;

function cacheWith(options: Partial<CacheOptions<string>> = {}) {
  return createCache<string>({
    load,
    onError,
    freshForMs: FRESH_FOR_MS,
    retryAfterFailureMs: RETRY_AFTER_FAILURE_MS,
    serveStaleForMs: SERVE_STALE_FOR_MS,
    refreshInBackground: false,
    waitAtMostMs: WAIT_AT_MOST_MS,
    now: () => clock,
    ...options,
  });
}

/** The nth load the cache started (0-based); fails the test when there is none. */
function loadNumber(index: number): Deferred<string> {
  const started = loads[index];
  if (!started) throw new Error(`load #${index + 1} was never started (${loads.length} started)`);
  return started;
}

/** Lets the `index`th load (0-based) give `value`, then waits for `request`. */
function whenLoadGives<T>(index: number, value: string, request: Promise<T>) {
  loadNumber(index).resolve(value);
  return request;
}

/** Asks `cache`, then lets its `index`th load (0-based) give `value`: the answer. */
function getWhenLoadGives(cache: Cache, index: number, value: string) {
  return whenLoadGives(index, value, cache.get());
}

/** Asks `cache`, then fails its `index`th load (0-based) with `error`: the answer. */
function getWhenLoadFails(cache: Cache, index: number, error = new Error("upstream down")) {
  const answer = cache.get();
  loadNumber(index).reject(error);
  return answer;
}

/** A cache that has loaded "v1" at the current clock. */
async function loadedCache(options: Partial<CacheOptions<string>> = {}) {
  const cache = cacheWith(options);
  expect(await getWhenLoadGives(cache, 0, "v1")).toBe("v1");
  return cache;
}

beforeEach(() => {
  clock = Date.UTC(2025, 5, 1, 12);
  loads = [];
  load = vi.fn(() => {
    const next = deferred<string>();
    loads.push(next);
    return next.promise;
  });
  onError = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createCache", () => {
  test("freshUntil: the end of the loaded value's fresh window; null before a load, once stale or invalidated", async () => {
    expect(cacheWith().freshUntil()).toBeNull();
    const loadedAt = clock;
    const cache = await loadedCache();
    expect(cache.freshUntil()).toBe(loadedAt + FRESH_FOR_MS);
    clock += FRESH_FOR_MS - 1;
    expect(cache.freshUntil()).toBe(loadedAt + FRESH_FOR_MS);
    clock += 1;
    expect(cache.freshUntil()).toBeNull();

    expect(await getWhenLoadGives(cache, 1, "v2")).toBe("v2");
    expect(cache.freshUntil()).toBe(clock + FRESH_FOR_MS);
    cache.invalidate();
    expect(cache.freshUntil()).toBeNull();
  });

  test("peek: the fresh value at once, without a load; null before a load, once stale or invalidated", async () => {
    expect(cacheWith().peek()).toBeNull();
    const cache = await loadedCache();
    expect(cache.peek()).toBe("v1");
    clock += FRESH_FOR_MS;
    expect(cache.peek()).toBeNull();
    expect(loads).toHaveLength(1);
    const refreshed = cache.get();
    loadNumber(1).resolve("v2");
    await refreshed;
    expect(cache.peek()).toBe("v2");
    cache.invalidate();
    expect(cache.peek()).toBeNull();
  });

  test("onLoad is told of each value a load puts in the cache, not of failures", async () => {
    const onLoad = vi.fn();
    const cache = await loadedCache({ onLoad });
    expect(onLoad.mock.calls).toEqual([["v1"]]);
    clock += FRESH_FOR_MS;
    expect(await getWhenLoadFails(cache, 1, new Error("down"))).toBe("v1");
    clock += RETRY_AFTER_FAILURE_MS;
    expect(await getWhenLoadGives(cache, 2, "v2")).toBe("v2");
    expect(onLoad.mock.calls).toEqual([["v1"], ["v2"]]);
  });

  test("loads on the first request and serves that value", async () => {
    const cache = cacheWith();
    const pending = cache.get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await whenLoadGives(0, "v1", pending)).toBe("v1");
  });

  test("serves a fresh value without asking the upstream again", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS - 1;
    for (let i = 0; i < 5; i++) expect(await cache.get()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("concurrent requests share one load", async () => {
    const cache = cacheWith();
    const requests = Array.from({ length: 20 }, () => cache.get());
    expect(load).toHaveBeenCalledTimes(1);
    loadNumber(0).resolve("v1");
    expect(await Promise.all(requests)).toEqual(Array(20).fill("v1"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("concurrent requests for a stale value share one refresh", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS;
    const requests = Array.from({ length: 10 }, () => cache.get());
    expect(load).toHaveBeenCalledTimes(2);
    loadNumber(1).resolve("v2");
    expect(await Promise.all(requests)).toEqual(Array(10).fill("v2"));
  });

  test("asks again once freshForMs has passed", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS;
    const next = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await whenLoadGives(1, "v2", next)).toBe("v2");
    expect(await cache.get()).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("counts freshness from when the load finished, not when it started", async () => {
    const cache = cacheWith({ waitAtMostMs: 60_000 });
    const first = cache.get();
    clock += 5_000; // a slow upstream
    expect(await whenLoadGives(0, "v1", first)).toBe("v1");
    clock += FRESH_FOR_MS - 1;
    expect(await cache.get()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("without background refresh, a stale request waits for the refresh and gets the new value", async () => {
    const cache = await loadedCache({ refreshInBackground: false });
    clock += FRESH_FOR_MS + 1;
    let answered = false;
    const stale = cache.get().then((value) => {
      answered = true;
      return value;
    });
    await settle();
    expect(answered).toBe(false);
    expect(await whenLoadGives(1, "v2", stale)).toBe("v2");
  });

  test("with background refresh, a stale request gets the stale value at once and the next one the new value", async () => {
    // A request that waited for the refresh would not answer before it is settled.
    const cache = await loadedCache({ refreshInBackground: true, waitAtMostMs: 60_000 });
    clock += FRESH_FOR_MS + 1;
    let answer: string | null | undefined;
    void cache.get().then((value) => (answer = value));
    await settle();
    expect(answer).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
    // While the refresh runs, requests keep getting the stale value and start no other load.
    let second: string | null | undefined;
    void cache.get().then((value) => (second = value));
    await settle();
    expect(second).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
    loadNumber(1).resolve("v2");
    await settle();
    expect(await cache.get()).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("with background refresh, the very first request still waits for the first load", async () => {
    const cache = cacheWith({ refreshInBackground: true });
    expect(await getWhenLoadGives(cache, 0, "v1")).toBe("v1");
  });

  test("on failure, serves the last good value while it is within serveStaleForMs", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS + 1;
    expect(await getWhenLoadFails(cache, 1)).toBe("v1");

    clock += SERVE_STALE_FOR_MS - (FRESH_FOR_MS + 1); // exactly serveStaleForMs after the load
    expect(await getWhenLoadFails(cache, 2, new Error("still down"))).toBe("v1");
  });

  test("on failure, serves null once the last good value is older than serveStaleForMs", async () => {
    const cache = await loadedCache();
    clock += SERVE_STALE_FOR_MS + 1;
    expect(await getWhenLoadFails(cache, 1)).toBeNull();
  });

  test("serves null when the very first load fails", async () => {
    const cache = cacheWith();
    expect(await getWhenLoadFails(cache, 0)).toBeNull();
  });

  test("with background refresh, a too-old value is not served: the request waits for the load", async () => {
    const cache = await loadedCache({ refreshInBackground: true });
    clock += SERVE_STALE_FOR_MS + 1;
    expect(await getWhenLoadGives(cache, 1, "v2")).toBe("v2");
  });

  test("after a failure, does not ask the upstream again before retryAfterFailureMs", async () => {
    const cache = cacheWith();
    expect(await getWhenLoadFails(cache, 0)).toBeNull();

    clock += RETRY_AFTER_FAILURE_MS - 1;
    for (let i = 0; i < 5; i++) expect(await cache.get()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    clock += 1;
    const retry = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await whenLoadGives(1, "v1", retry)).toBe("v1");
  });

  test("after a failed refresh, serves the stale value without asking until retryAfterFailureMs", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS + 1;
    expect(await getWhenLoadFails(cache, 1)).toBe("v1");

    clock += RETRY_AFTER_FAILURE_MS - 1;
    expect(await cache.get()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);

    clock += 1;
    const retry = cache.get();
    expect(load).toHaveBeenCalledTimes(3);
    expect(await whenLoadGives(2, "v2", retry)).toBe("v2");
  });

  test("a load slower than waitAtMostMs: the request gets null at the deadline, the late value fills the cache", async () => {
    vi.useFakeTimers();
    const cache = cacheWith();
    let answer: string | null | undefined;
    void cache.get().then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(WAIT_AT_MOST_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();

    loadNumber(0).resolve("late");
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get()).toBe("late");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a refresh slower than waitAtMostMs: the request gets the stale value at the deadline", async () => {
    vi.useFakeTimers();
    const cache = await loadedCache({ refreshInBackground: false });
    clock += FRESH_FOR_MS + 1;
    let answer: string | null | undefined;
    void cache.get().then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(WAIT_AT_MOST_MS);
    expect(answer).toBe("v1");

    // A request during the slow refresh joins it instead of starting another.
    let second: string | null | undefined;
    void cache.get().then((value) => (second = value));
    expect(load).toHaveBeenCalledTimes(2);

    loadNumber(1).resolve("v2");
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toBe("v2");
    expect(await cache.get()).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("a real slow load: get resolves at about waitAtMostMs", async () => {
    const cache = cacheWith({ waitAtMostMs: 50 });
    const started = performance.now();
    expect(await cache.get()).toBeNull();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(1_000);
    loadNumber(0).resolve("late");
    await settle();
    expect(await cache.get()).toBe("late");
  });

  test("calls onError once per failed load, with the error", async () => {
    const cache = cacheWith();
    const error = new Error("upstream down");
    const requests = Array.from({ length: 5 }, () => cache.get());
    loadNumber(0).reject(error);
    expect(await Promise.all(requests)).toEqual(Array(5).fill(null));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);

    clock += RETRY_AFTER_FAILURE_MS;
    const second = new Error("down again");
    const retry = cache.get();
    loadNumber(1).reject(second);
    await retry;
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenLastCalledWith(second);
  });

  test("does not call onError when loads succeed", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS;
    const next = cache.get();
    loadNumber(1).resolve("v2");
    await next;
    expect(onError).not.toHaveBeenCalled();
  });

  test("a failing background refresh never produces an unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      const cache = await loadedCache({ refreshInBackground: true });
      clock += FRESH_FOR_MS + 1;
      expect(await cache.get()).toBe("v1");
      loadNumber(1).reject(new Error("background refresh failed"));
      await settle();
      await settle();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(await cache.get()).toBe("v1");
      await settle();
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
    }
  });

  test("a failing load after the deadline never produces an unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      const cache = cacheWith({ waitAtMostMs: 10 });
      expect(await cache.get()).toBeNull();
      loadNumber(0).reject(new Error("late failure"));
      await settle();
      await settle();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
    }
  });
});

describe("invalidate", () => {
  test("the next request loads again, inside the fresh window", async () => {
    const cache = await loadedCache();
    cache.invalidate();

    const next = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await whenLoadGives(1, "v2", next)).toBe("v2");
    expect(await cache.get()).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("a load that started before it neither counts as fresh nor overwrites a newer value", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS;
    const before = cache.get(); // starts load #2 (old data)
    cache.invalidate();
    const after = cache.get(); // must not join load #2: starts load #3
    expect(load).toHaveBeenCalledTimes(3);

    expect(await whenLoadGives(2, "after the change", after)).toBe("after the change");
    loadNumber(1).resolve("before the change");
    await before;
    await settle();

    expect(await cache.get()).toBe("after the change");
    expect(load).toHaveBeenCalledTimes(3);
  });

  test("a load it overtook still answers the requests waiting for it, and counts as no fresh value", async () => {
    const cache = cacheWith();
    const before = cache.get(); // load #1, the first
    cache.invalidate();
    expect(await whenLoadGives(0, "before the change", before)).toBe("before the change");
    expect(cache.peek()).toBeNull();

    const after = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await whenLoadGives(1, "after the change", after)).toBe("after the change");
  });

  test("a failure from before it does not hold back the next load", async () => {
    const cache = await loadedCache();
    clock += FRESH_FOR_MS;
    const before = cache.get();
    cache.invalidate();
    loadNumber(1).reject(new Error("old failure"));
    await before;
    await settle();

    const next = cache.get();
    expect(load).toHaveBeenCalledTimes(3);
    expect(await whenLoadGives(2, "v3", next)).toBe("v3");
  });
});
