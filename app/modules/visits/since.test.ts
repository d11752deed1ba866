import { expect, test } from "vitest";

import { DEFAULT_VISIT_DAYS, parseSince } from "./since.ts";

const TODAY = "2026-03-01";

test("by default, the last 30 days with today among them", () => {
  expect(DEFAULT_VISIT_DAYS).toBe(30);
  expect(parseSince(undefined, TODAY)).toEqual({
    ok: true,
    since: "2026-01-31",
    description: "in the last 30 days (since 2026-01-31)",
  });
  expect(parseSince(" ", TODAY)).toEqual(parseSince(undefined, TODAY));
});

test("Nd counts back across a month's end and a leap day; 1d is today", () => {
  expect(parseSince("2d", "2028-03-01")).toMatchObject({ ok: true, since: "2028-02-29" });
  expect(parseSince("7D", TODAY)).toMatchObject({ ok: true, since: "2026-02-23" });
  expect(parseSince("1d", TODAY)).toEqual({ ok: true, since: TODAY, description: "today" });
});

test("a day from that day on, today included; never a day after today or one that does not exist", () => {
  expect(parseSince("2026-02-14", TODAY)).toEqual({
    ok: true,
    since: "2026-02-14",
    description: "since 2026-02-14",
  });
  expect(parseSince(TODAY, TODAY)).toMatchObject({ ok: true, since: TODAY });
  for (const bad of ["2026-03-02", "2026-02-29", "2026-13-01", "26-02-01", "last week", "-7d", "7", "0d"]) {
    const period = parseSince(bad, TODAY);
    expect(period.ok, bad).toBe(false);
    expect(!period.ok && period.message, bad).toMatch(/^--since /);
  }
});
