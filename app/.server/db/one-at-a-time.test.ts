import { afterEach, beforeAll, expect, test } from "vitest";

import { newPostgresDatabase } from "#tests/postgres.ts";

import type { Database } from "./database.ts";
import { connectHostedDatabase } from "./hosted.ts";
import { onOneInstance, startRepeatedJob } from "./one-at-a-time.ts";

// Two instances are two pools on one real PostgreSQL (tests/postgres.ts).

let url: string;
beforeAll(async () => {
  url = await newPostgresDatabase();
});

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});
/** One instance's pool. */
const instance = () => {
  const database = connectHostedDatabase(url);
  opened.push(database);
  return database;
};

/** A job that runs until let go, counting its runs. */
function heldJob() {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const job = {
    runs: 0,
    letGo,
    async run() {
      job.runs++;
      await held;
      return "done";
    },
  };
  return job;
}

test("two instances starting the same job at the same moment: it runs once, the other skips it", async () => {
  const [first, second] = [instance(), instance()];
  const job = heldJob();
  const runs = [
    onOneInstance(first, "telling fans", job.run),
    onOneInstance(second, "telling fans", job.run),
  ];
  // The one that skipped answers while the other still runs.
  expect(await Promise.race(runs)).toBeUndefined();
  job.letGo();
  expect((await Promise.all(runs)).sort()).toEqual(["done", undefined]);
  expect(job.runs).toBe(1);

  // Finished: the job is free again, for either instance.
  expect(await onOneInstance(second, "telling fans", async () => "again")).toBe("again");
});

test("different jobs run at once; a job that failed leaves its lock free", async () => {
  const [first, second] = [instance(), instance()];
  const job = heldJob();
  const running = onOneInstance(first, "telling fans", job.run);
  await expect.poll(() => job.runs).toBe(1);
  expect(await onOneInstance(second, "deleting old sent e-mails", async () => 3)).toBe(3);
  job.letGo();
  await running;

  await expect(
    onOneInstance(first, "telling fans", () => Promise.reject(new Error("the mail server said no"))),
  ).rejects.toThrow("the mail server said no");
  expect(await onOneInstance(second, "telling fans", async () => "ran")).toBe("ran");
});

test("a database one process owns has no lock to take: the job runs", async () => {
  const embedded: Database = { run: async () => [], close: async () => {} };
  expect(await onOneInstance(embedded, "telling fans", async () => 1)).toBe(1);
});

test("a repeated job whose after-step throws still runs when asked again, and stops", async () => {
  const errors: unknown[] = [];
  let runs = 0;
  const job = startRepeatedJob({
    database: instance(),
    job: "a job whose after-step fails",
    run: async () => ++runs,
    onDone: () => {},
    onError: (error) => errors.push(error),
    after: () => {
      throw new Error("the wake-up failed");
    },
  });
  await expect.poll(() => errors.length).toBe(1);
  job.request();
  await expect.poll(() => runs).toBe(2);
  await expect.poll(() => errors.length).toBe(2);
  await job.stop();
  expect(errors.map(String)).toEqual(["Error: the wake-up failed", "Error: the wake-up failed"]);
});
