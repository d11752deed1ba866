import { expect, test } from "vitest";

import { pagesAnswer } from "./health.ts";

const page = (status: number) => async () => new Response("<p>About</p>", { status });

test("healthy when the page is kept, without rendering it", async () => {
  let renders = 0;
  const render = async () => (renders++, new Response("x"));
  expect(await pagesAnswer({ kept: () => true, render })).toBe(true);
  expect(renders).toBe(0);
});

test("otherwise healthy only when the page renders, 200, within the deadline", async () => {
  const kept = () => false;
  expect(await pagesAnswer({ kept, render: page(200) })).toBe(true);
  expect(await pagesAnswer({ kept, render: page(500) })).toBe(false);
  expect(await pagesAnswer({ kept, render: page(503) })).toBe(false);
  expect(await pagesAnswer({ kept, render: () => Promise.reject(new Error("no build")) })).toBe(false);
});

test("a render that never ends is a failure once the deadline passes", async () => {
  const startedAt = Date.now();
  const healthy = await pagesAnswer({
    kept: () => false,
    render: () => new Promise(() => {}),
    deadlineMs: 100,
  });
  expect(healthy).toBe(false);
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(95);
});
