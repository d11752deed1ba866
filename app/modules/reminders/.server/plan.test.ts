import { describe, expect, test } from "vitest";

import type { Show } from "#app/lib/shows/fields.ts";
import { type ShowFields, showWith } from "#app/lib/shows/fields.ts";

import {
  isSpent,
  type PlannedReminder,
  planReminders,
  type ReleaseDay,
  remindedWord,
  showWords,
} from "./plan.ts";

const ZONE = "America/New_York";
// Saturday, December 5, 2026, 8 PM in Orlando.
const START = new Date("2026-12-06T01:00:00Z");
const HOUR = 60 * 60 * 1000;

const show = (fields: Partial<ShowFields> = {}): Show => ({
  id: 7,
  updatedAt: null,
  ...showWith({ venue: "The Social", city: "Orlando", state: "FL", date: START, ...fields }),
});
const reminder: PlannedReminder = {
  id: 1,
  showId: 7,
  release: null,
  consentedAt: new Date("2026-11-01T12:00:00Z"),
};

/** What the planner writes, as the database would keep it: run again, it finds nothing new. */
function planner(initial: Show) {
  let current = initial;
  const told = new Map<number, Set<string>>();
  return {
    set(next: Show) {
      current = next;
    },
    run(now: Date) {
      const plans = planReminders({
        reminders: [reminder],
        told,
        shows: new Map([[current.id, current]]),
        releases: new Map(),
        now,
        timeZone: ZONE,
      });
      for (const plan of plans) {
        const words = told.get(plan.reminderId) ?? new Set();
        for (const word of [...plan.known, ...plan.messages.flatMap((message) => message.told)])
          words.add(word);
        told.set(plan.reminderId, words);
      }
      return plans.flatMap((plan) =>
        plan.messages.map((message) => ("change" in message ? `change ${message.change}` : message.kind)),
      );
    },
  };
}

describe("a show's reminder", () => {
  test("is sent about a day before, once: not two days before, not again an hour later", () => {
    const plan = planner(show());
    expect(plan.run(new Date(START.getTime() - 48 * HOUR))).toEqual([]);
    expect(plan.run(new Date(START.getTime() - 25 * HOUR))).toEqual([]);
    expect(plan.run(new Date(START.getTime() - 24 * HOUR))).toEqual(["reminder"]);
    expect(plan.run(new Date(START.getTime() - 23 * HOUR))).toEqual([]);
    expect(plan.run(new Date(START.getTime() - 1 * HOUR))).toEqual([]);
  });

  test("asked for with less than a day to go: sent at the first run, and only once", () => {
    const plan = planner(show());
    expect(plan.run(new Date(START.getTime() - 3 * HOUR))).toEqual(["reminder"]);
    expect(plan.run(new Date(START.getTime() - 2 * HOUR))).toEqual([]);
  });

  test("a date-only show is reminded at noon the day before, in the band's time zone", () => {
    const day = new Date("2026-12-05T05:00:00Z"); // Saturday, midnight in Orlando
    const plan = planner(show({ date: day }));
    expect(plan.run(new Date("2026-12-04T16:59:00Z"))).toEqual([]);
    expect(plan.run(new Date("2026-12-04T17:00:00Z"))).toEqual(["reminder"]);
  });

  test("nothing is sent for a show that has passed, even one never reminded", () => {
    const plan = planner(show());
    expect(plan.run(new Date(START.getTime() + 30 * HOUR))).toEqual([]);
  });

  test("a cancellation is told at once, the reminder is not sent after it", () => {
    const plan = planner(show());
    expect(plan.run(new Date(START.getTime() - 72 * HOUR))).toEqual([]);
    plan.set(show({ status: "cancelled" }));
    expect(plan.run(new Date(START.getTime() - 71 * HOUR))).toEqual(["change cancelled"]);
    expect(plan.run(new Date(START.getTime() - 70 * HOUR))).toEqual([]);
    expect(plan.run(new Date(START.getTime() - 12 * HOUR))).toEqual([]);
  });

  test("what was already true when it was confirmed is not news", () => {
    const plan = planner(show({ status: "postponed" }));
    expect(plan.run(new Date(START.getTime() - 72 * HOUR))).toEqual([]);
  });

  test("a new date is told, and the reminder comes a day before the new date", () => {
    const plan = planner(show());
    plan.run(new Date(START.getTime() - 72 * HOUR));
    const later = new Date(START.getTime() + 7 * 24 * HOUR);
    plan.set(show({ status: "rescheduled", date: later, previousDate: START }));
    expect(plan.run(new Date(START.getTime() - 48 * HOUR))).toEqual(["change rescheduled"]);
    expect(plan.run(new Date(START.getTime() - 12 * HOUR))).toEqual([]);
    expect(plan.run(new Date(later.getTime() - 20 * HOUR))).toEqual(["reminder"]);
  });

  test("a new venue is told as a move", () => {
    const plan = planner(show());
    plan.run(new Date(START.getTime() - 72 * HOUR));
    plan.set(show({ venue: "House of Blues" }));
    expect(plan.run(new Date(START.getTime() - 71 * HOUR))).toEqual(["change moved"]);
  });

  test("tickets going on sale after the sign-up are told once; a sale that opened before is not", () => {
    const onSale = new Date(START.getTime() - 5 * 24 * HOUR);
    const plan = planner(show({ onSaleDate: onSale }));
    expect(plan.run(new Date(onSale.getTime() - HOUR))).toEqual([]);
    expect(plan.run(onSale)).toEqual(["on sale"]);
    expect(plan.run(new Date(onSale.getTime() + HOUR))).toEqual([]);
    const before = planner(show({ onSaleDate: new Date(reminder.consentedAt.getTime() - HOUR) }));
    expect(before.run(onSale)).toEqual([]);
  });

  test("each thing a fan waits for has its own word, so the database keeps each told once", () => {
    expect(showWords(show())).toEqual([
      "status scheduled",
      `date ${START.toISOString()}`,
      "venue The Social",
    ]);
    expect(remindedWord(START)).toBe(`reminded ${START.toISOString()}`);
  });
});

describe("a release-day e-mail", () => {
  const release: ReleaseDay = { slug: "night-drive", title: "Night Drive", day: "2027-03-05" };
  const waiting: PlannedReminder = {
    id: 2,
    showId: null,
    release: "night-drive",
    consentedAt: new Date("2027-01-01"),
  };
  const plan = (now: Date, told = new Set<string>()) =>
    planReminders({
      reminders: [waiting],
      told: new Map([[2, told]]),
      shows: new Map(),
      releases: new Map([[release.slug, release]]),
      now,
      timeZone: ZONE,
    }).flatMap((found) => found.messages.map((message) => message.kind));

  test("goes on the release day in the band's time zone, not the evening before (already the day in UTC)", () => {
    expect(plan(new Date("2027-03-05T03:00:00Z"))).toEqual([]); // 10 PM on the 4th in Orlando
    expect(plan(new Date("2027-03-05T05:00:00Z"))).toEqual(["released"]);
  });

  test("once", () => {
    expect(plan(new Date("2027-03-05T15:00:00Z"), new Set(["released"]))).toEqual([]);
  });

  test("is not sent while the releases cannot be read, and the reminder is kept", () => {
    const found = planReminders({
      reminders: [waiting],
      told: new Map(),
      shows: new Map(),
      releases: null,
      now: new Date("2027-03-05T15:00:00Z"),
      timeZone: ZONE,
    });
    expect(found).toEqual([]);
    expect(isSpent(waiting, new Map(), null, new Date("2027-04-05T15:00:00Z"), ZONE)).toBe(false);
  });

  test("is spent a week after its day, and a show's reminder the day after its show", () => {
    const releases = new Map([[release.slug, release]]);
    expect(isSpent(waiting, new Map(), releases, new Date("2027-03-10T15:00:00Z"), ZONE)).toBe(false);
    expect(isSpent(waiting, new Map(), releases, new Date("2027-03-13T15:00:00Z"), ZONE)).toBe(true);
    const shows = new Map([[7, show()]]);
    expect(isSpent(reminder, shows, releases, new Date(START.getTime() + 6 * HOUR), ZONE)).toBe(false);
    expect(isSpent(reminder, shows, releases, new Date(START.getTime() + 60 * HOUR), ZONE)).toBe(true);
  });
});
