import { expect, test, vi } from "vitest";

import { placeOfShow } from "#app/.server/places/index.ts";
import { storedShow } from "#tests/shows.ts";

import { planNotices } from "./plan.ts";

vi.mock("#app/.server/places/index.ts", async (original) => ({
  ...(await original<typeof import("#app/.server/places/index.ts")>()),
  placeOfShow: vi.fn(() => null),
}));

test("with no fan to tell, the plan is empty and no show's place is looked up (the place data stays unloaded)", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const shows = [storedShow({ id: 1, date: new Date("2026-12-03T01:00:00Z"), city: "Tampa", state: "FL" })];
  expect(planNotices({ fans: [], shows, notices: [], now, timeZone: "America/New_York" })).toEqual([]);
  expect(placeOfShow).not.toHaveBeenCalled();
  const fan = { id: 1, latitude: 27.95, longitude: -82.46, withinKm: 160 };
  planNotices({ fans: [fan], shows, notices: [], now, timeZone: "America/New_York" });
  expect(placeOfShow).toHaveBeenCalled();
});
