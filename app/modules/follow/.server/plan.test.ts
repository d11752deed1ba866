import fc from "fast-check";
import { describe, expect, test } from "vitest";

import type { Show } from "#app/lib/shows/fields.ts";
import { storedShow } from "#tests/shows.ts";

import { knownShowNotices, type Notice, type PlannedFan, planNotices, toldOfChange } from "./plan.ts";

const NEW_YORK = "America/New_York";
const NOW = new Date("2026-11-23T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

/** 100 miles. */
const HUNDRED_MILES = 160.934;
const tampaFan: PlannedFan = { id: 1, latitude: 27.9506, longitude: -82.4572, withinKm: HUNDRED_MILES };
const seattleFan: PlannedFan = { id: 2, latitude: 47.6062, longitude: -122.3321, withinKm: HUNDRED_MILES };

let nextId = 1;
function show(fields: Partial<Show> = {}): Show {
  return storedShow({ id: nextId++, date: inDays(10), city: "Tampa", state: "FL", ...fields });
}

function plan(shows: Show[], notices: Notice[] = [], fans = [tampaFan, seattleFan], now = NOW) {
  return planNotices({ fans, shows, notices, now, timeZone: NEW_YORK });
}

/** Every notice the plan would record, as if it had been written. */
const noticesOf = (plans: ReturnType<typeof plan>) =>
  plans.flatMap((fanPlan) => fanPlan.messages.flatMap((message) => message.notices));

const announced = (fan: PlannedFan, ...shows: Show[]): Notice[] =>
  shows.map((told) => ({ fanId: fan.id, showId: told.id, told: "announced" }));

describe("announcements", () => {
  test("a new show is announced to the fan within their distance, not to one far away", () => {
    const tampa = show();
    expect(plan([tampa])).toEqual([
      {
        fan: tampaFan,
        messages: [{ kind: "announce", shows: [tampa], notices: announced(tampaFan, tampa) }],
      },
    ]);
  });

  test("a show a little further than the fan's distance is not announced; one just inside is", () => {
    // Orlando is about 125 km from Tampa.
    const orlando = show({ city: "Orlando" });
    expect(plan([orlando], [], [{ ...tampaFan, withinKm: 100 }])).toEqual([]);
    expect(plan([orlando], [], [{ ...tampaFan, withinKm: 140 }])).toHaveLength(1);
  });

  test("several new shows make one message, soonest first, with a notice for each", () => {
    const later = show({ date: inDays(30), city: "St. Petersburg" });
    const sooner = show({ date: inDays(5) });
    const [tampaPlan] = plan([later, sooner]);
    expect(tampaPlan?.messages).toEqual([
      { kind: "announce", shows: [sooner, later], notices: announced(tampaFan, sooner, later) },
    ]);
  });

  test("a show the fan was told of is not announced again; the new one beside it is", () => {
    const old = show();
    const added = show({ date: inDays(20) });
    expect(plan([old], announced(tampaFan, old))).toEqual([]);
    const [tampaPlan] = plan([old, added], announced(tampaFan, old));
    expect(tampaPlan?.messages).toEqual([
      { kind: "announce", shows: [added], notices: announced(tampaFan, added) },
    ]);
  });

  test("another fan's notices do not count", () => {
    const tampa = show();
    const otherTampaFan = { ...tampaFan, id: 3 };
    const plans = plan([tampa], announced(tampaFan, tampa), [tampaFan, otherTampaFan]);
    expect(plans.map((fanPlan) => fanPlan.fan.id)).toEqual([3]);
  });

  test("past, undated, cancelled and postponed shows are not announced", () => {
    const shows = [
      show({ date: inDays(-2) }),
      show({ date: null }),
      show({ status: "cancelled" }),
      show({ status: "postponed" }),
    ];
    expect(plan(shows)).toEqual([]);
  });

  test("a show tonight that has started is still announced until it leaves the list", () => {
    const started = show({ date: new Date(NOW.getTime() - 60 * 60 * 1000) });
    expect(plan([started])).toHaveLength(1);
  });

  test("a show whose place cannot be found notifies nobody", () => {
    const nowhere = show({ city: "Nowhereville Zzyzx", state: null });
    const noCity = show({ city: null, state: null });
    expect(plan([nowhere, noCity])).toEqual([]);
  });

  test("a show found by its postal code is announced", () => {
    const byPostalCode = show({ city: null, state: null, postalCode: "33602", country: "US" });
    expect(plan([byPostalCode])).toHaveLength(1);
  });

  test("a show rescheduled before it was announced is announced on its new date, and not told as a change", () => {
    const moved = show({ status: "rescheduled", date: inDays(40), previousDate: inDays(10) });
    const plans = plan([moved]);
    expect(plans[0]?.messages).toEqual([
      {
        kind: "announce",
        shows: [moved],
        notices: [
          { fanId: 1, showId: moved.id, told: "announced" },
          { fanId: 1, showId: moved.id, told: `rescheduled ${inDays(40).toISOString()}` },
        ],
      },
    ]);
    expect(plan([moved], noticesOf(plans))).toEqual([]);
  });
});

describe("changes", () => {
  test("a show the fan was told of, now cancelled: one change message", () => {
    const cancelled = show({ status: "cancelled" });
    expect(plan([cancelled], announced(tampaFan, cancelled))).toEqual([
      {
        fan: tampaFan,
        messages: [
          {
            kind: "change",
            show: cancelled,
            change: "cancelled",
            notices: [{ fanId: 1, showId: cancelled.id, told: "cancelled" }],
          },
        ],
      },
    ]);
  });

  test("a change is told once", () => {
    const postponed = show({ status: "postponed" });
    const told = [...announced(tampaFan, postponed), { fanId: 1, showId: postponed.id, told: "postponed" }];
    expect(plan([postponed], told)).toEqual([]);
  });

  test("a fan who was never told of the show hears nothing of its change", () => {
    expect(plan([show({ status: "cancelled" })])).toEqual([]);
  });

  test("a postponed show with no date left is still told", () => {
    const postponed = show({ status: "postponed", date: null });
    const [tampaPlan] = plan([postponed], announced(tampaFan, postponed));
    expect(tampaPlan?.messages.map((message) => message.kind)).toEqual(["change"]);
  });

  test("a show that has passed is not told of", () => {
    const cancelled = show({ status: "cancelled", date: inDays(-3) });
    expect(plan([cancelled], announced(tampaFan, cancelled))).toEqual([]);
  });

  test("each new date of a rescheduled show is told once", () => {
    const first = show({ status: "rescheduled", date: inDays(20), previousDate: inDays(10) });
    const [firstPlan] = plan([first], announced(tampaFan, first));
    const firstNotices = [{ fanId: 1, showId: first.id, told: `rescheduled ${inDays(20).toISOString()}` }];
    expect(firstPlan?.messages).toEqual([
      { kind: "change", show: first, change: "rescheduled", notices: firstNotices },
    ]);
    const told = [...announced(tampaFan, first), ...firstNotices];
    expect(plan([first], told)).toEqual([]);
    const again = { ...first, date: inDays(30), previousDate: inDays(20) };
    expect(plan([again], told)[0]?.messages.map((message) => message.notices[0]?.told)).toEqual([
      `rescheduled ${inDays(30).toISOString()}`,
    ]);
  });

  test("a told fan hears of a change wherever they are now; each change is its own message", () => {
    const cancelled = show({ status: "cancelled" });
    const postponed = show({ status: "postponed" });
    const added = show();
    const [seattlePlan] = plan([cancelled, postponed, added], announced(seattleFan, cancelled, postponed), [
      seattleFan,
    ]);
    expect(seattlePlan?.messages.map((message) => message.kind)).toEqual(["change", "change"]);
  });

  test("a new show and a change for the same fan: the announcement first, then the change", () => {
    const cancelled = show({ status: "cancelled" });
    const added = show();
    const [tampaPlan] = plan([cancelled, added], announced(tampaFan, cancelled), [tampaFan]);
    expect(tampaPlan?.messages.map((message) => message.kind)).toEqual(["announce", "change"]);
  });
});

describe("what a fan already knows when they confirm", () => {
  test("the upcoming shows near them, as announced; afterwards only a new show is announced", () => {
    const tampa = show();
    const seattle = show({ city: "Seattle", state: "WA" });
    const cancelled = show({ status: "cancelled" });
    const known = knownShowNotices(tampaFan, [tampa, seattle, cancelled], [], NOW, NEW_YORK);
    expect(known).toEqual(announced(tampaFan, tampa));
    const added = show({ date: inDays(12) });
    const [tampaPlan] = plan([tampa, seattle, cancelled, added], known, [tampaFan]);
    expect(tampaPlan?.messages).toEqual([
      { kind: "announce", shows: [added], notices: announced(tampaFan, added) },
    ]);
  });

  test("nothing when they already know it all", () => {
    const tampa = show();
    expect(knownShowNotices(tampaFan, [tampa], announced(tampaFan, tampa), NOW, NEW_YORK)).toEqual([]);
  });
});

test("toldOfChange: the word kept for each state", () => {
  expect(toldOfChange({ status: "scheduled", date: inDays(1) })).toBeNull();
  expect(toldOfChange({ status: "cancelled", date: inDays(1) })).toBe("cancelled");
  expect(toldOfChange({ status: "postponed", date: null })).toBe("postponed");
  expect(toldOfChange({ status: "rescheduled", date: new Date("2027-03-01T01:00:00Z") })).toBe(
    "rescheduled 2027-03-01T01:00:00.000Z",
  );
});

test("whatever the shows and notices, writing the plan and planning again tells nothing", () => {
  const cities = [
    { city: "Tampa", state: "FL" },
    { city: "Seattle", state: "WA" },
    { city: "Nowhereville Zzyzx", state: null },
  ];
  const anyShow = fc.record({
    place: fc.constantFrom(...cities),
    status: fc.constantFrom("scheduled", "cancelled", "postponed", "rescheduled" as const),
    days: fc.option(fc.integer({ min: -5, max: 60 }), { nil: null }),
    told: fc.subarray(["announced", "cancelled", "postponed"]),
  });
  fc.assert(
    fc.property(fc.array(anyShow, { maxLength: 8 }), (drawn) => {
      const shows = drawn.map(({ place, status, days }, index) =>
        storedShow({ id: index + 1, ...place, status, date: days === null ? null : inDays(days) }),
      );
      const notices = drawn.flatMap(({ told }, index) =>
        told.map((word) => ({ fanId: tampaFan.id, showId: index + 1, told: word })),
      );
      const first = plan(shows, notices);
      expect(plan(shows, [...notices, ...noticesOf(first)])).toEqual([]);
    }),
  );
});
