import { afterEach, beforeEach, expect } from "vitest";

/** The rejection of a call, and how long it took to come; fails the test when it resolves. */
export async function rejection(call: Promise<unknown>): Promise<{ error: Error; elapsedMs: number }> {
  const started = performance.now();
  const outcome = await call.then(
    (value) => ({ rejected: false as const, value }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  const elapsedMs = performance.now() - started;
  if (!outcome.rejected) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(Error);
  return { error: outcome.error as Error, elapsedMs };
}

/**
 * The rejections nobody handled during each test of the file: `list()`, after
 * `settle()` has let them reach process "unhandledRejection".
 */
export function watchUnhandledRejections() {
  const unhandled: unknown[] = [];
  const onUnhandledRejection = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on("unhandledRejection", onUnhandledRejection);
  });
  afterEach(() => {
    process.off("unhandledRejection", onUnhandledRejection);
  });
  return {
    list: () => [...unhandled],
    settle: () => new Promise((resolve) => setTimeout(resolve, 20)),
  };
}
