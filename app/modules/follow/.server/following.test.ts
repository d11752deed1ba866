import { expect, test, vi } from "vitest";

import type { Env } from "#app/.server/env.ts";
import { captureLogs } from "#tests/logs.ts";
import { testServices } from "#tests/services.ts";

/**
 * A site on Postgres whose database did not answer at start-up: following
 * is not prepared (no key to sign links with), and the server must start
 * all the same.
 */

const { startClearingUnconfirmed } = testServices({
  env: {
    postgres: { url: "postgresql://postgres:secret@127.0.0.1:1/postgres", poolSize: 5 } as Env["postgres"],
    dataDir: "/nonexistent",
    siteUrl: "https://band.example",
  },
  database: {
    run: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1")),
    close: async () => {},
  },
}).following;

const logs = captureLogs();

test("clearing expired sign-ups, with following not prepared: logged, never thrown", async () => {
  let stop: (() => void) | undefined;
  expect(() => (stop = startClearingUnconfirmed())).not.toThrow();
  stop?.();
  await vi.waitFor(() =>
    expect(logs.withMessage("deleting unconfirmed sign-ups failed")).toEqual([
      expect.objectContaining({ level: "error", cause: expect.stringContaining("not prepared") }),
    ]),
  );
});
