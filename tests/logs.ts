import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

/** A line app/.server/log.ts wrote, parsed. */
export interface LogLine {
  time: string;
  level: string;
  message: string;
  [field: string]: unknown;
}

/**
 * Catches what the server logs during each test of the file (JSON lines on
 * stdout, errors on stderr), so that nothing reaches the terminal and a test
 * can read it back.
 */
export function captureLogs() {
  let stdout: MockInstance<typeof process.stdout.write>;
  let stderr: MockInstance<typeof process.stderr.write>;
  beforeEach(() => {
    stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    stdout.mockRestore();
    stderr.mockRestore();
  });
  /** Every line so far, in the order written per stream (stdout first). */
  const lines = (): LogLine[] =>
    [...stdout.mock.calls, ...stderr.mock.calls].map(([line]) => JSON.parse(String(line)) as LogLine);
  return {
    lines,
    withMessage: (message: string) => lines().filter((line) => line.message === message),
    /** The spy on stderr, where errors go. */
    stderr: () => stderr,
  };
}
