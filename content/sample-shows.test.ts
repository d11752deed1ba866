import fc from "fast-check";
import { expect, test } from "vitest";

import { isDateOnly, isUpcoming } from "#app/lib/shows/dates.ts";
import { showRuleProblems } from "#app/lib/shows/fields.ts";
import { showLifecycle } from "#app/lib/shows/lifecycle.ts";

import { sampleShows } from "./sample-shows.ts";

const NEW_YORK = "America/New_York";

test("whenever the database is created, the seed shows every case of a show card and every state", () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }),
      (now) => {
        const shows = sampleShows(now, NEW_YORK);
        for (const show of shows) expect(showRuleProblems(show)).toEqual([]);
        const listed = shows.filter((show) => isUpcoming(show.date, now, NEW_YORK));
        // Three past shows for /shows/past, one of them from 5 hours ago.
        expect(shows.length - listed.length).toBe(3);
        const dated = shows.filter((show) => show.date !== null);
        expect(dated.filter((show) => isDateOnly(show.date!, NEW_YORK))).toHaveLength(1);
        expect(shows.filter((show) => show.date === null)).toHaveLength(1);

        const states = listed.map((show) => showLifecycle(show, now, NEW_YORK));
        const tickets = new Set(states.map((state) => state.tickets.kind));
        expect([...tickets].sort()).toEqual(["at-door", "buy", "none", "on-sale-later", "sold-out"]);
        const statuses = new Set(states.map((state) => state.status));
        expect([...statuses].sort()).toEqual(["cancelled", "postponed", "rescheduled", "scheduled"]);
        expect(states.some((state) => state.movedFrom !== null)).toBe(true);
      },
    ),
  );
});

test("a seed made at 05:00 New York time keeps the 5-hours-ago show timed, not date-only", () => {
  const now = new Date("2025-06-10T09:00:30Z"); // 05:00:30 in New York
  const fiveHoursAgo = sampleShows(now, NEW_YORK).find((show) => show.venue === "The Sample Room");
  expect(isDateOnly(fiveHoursAgo!.date!, NEW_YORK)).toBe(false);
  expect(isUpcoming(fiveHoursAgo!.date, now, NEW_YORK)).toBe(false);
});
