import { describe, expect, test } from "vitest";

import { storedShow } from "#tests/shows.ts";

import type { Show } from "./fields.ts";
import {
  firstShows,
  listPastShows,
  listUpcomingShows,
  nextShow,
  nextShowChange,
  showPageText,
  toShowView,
} from "./view.ts";

const SETTINGS = { timeZone: "America/New_York", country: "US" };
/** November 23, 2026, 7:00 AM in New York. */
const NOW = new Date("2026-11-23T12:00:00Z");

const show = (overrides: Partial<Show> & { id: number }) =>
  storedShow({ venue: "The Social", city: "Orlando", state: "FL", ...overrides });

describe("toShowView", () => {
  test("the page's path, the title as heading, the address and directions", () => {
    const view = toShowView(
      show({
        id: 7,
        title: "Release Show",
        address: "54 N Orange Ave",
        postalCode: "32801",
        notes: "Doors 7",
      }),
      NOW,
      SETTINGS,
    );
    expect(view).toMatchObject({
      id: 7,
      path: "/shows/7",
      heading: "Release Show",
      venue: "The Social",
      place: "Orlando, FL",
      addressLines: ["54 N Orange Ave", "Orlando, FL 32801"],
      directionsUrl: expect.stringContaining("google.com/maps/search/"),
      notes: "Doors 7",
    });
    expect(toShowView(show({ id: 8 }), NOW, SETTINGS)).toMatchObject({
      heading: "The Social",
      addressLines: [],
      directionsUrl: null,
    });
  });
});

describe("nextShow: the normal hero's call to action", () => {
  const at = (iso: string) => new Date(iso);
  test("is the soonest show that has not started and is not cancelled", () => {
    const listing = listUpcomingShows(
      [
        // Started an hour ago: still listed, but too late to go to.
        show({ id: 1, date: at("2026-11-23T11:00:00Z") }),
        show({ id: 2, date: at("2026-11-24T01:00:00Z"), status: "cancelled" }),
        show({ id: 3, date: at("2026-11-26T01:00:00Z"), status: "postponed" }),
        show({ id: 4, date: at("2026-11-27T01:00:00Z") }),
        show({ id: 5, date: null }),
      ],
      NOW,
      SETTINGS,
    );
    expect(listing.dated.map((view) => [view.id, view.started])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(nextShow(listing)?.id).toBe(3);
  });

  test("counts a date-only show today as still to come, and none at all as null", () => {
    // November 23 in New York, time not announced: local midnight.
    const today = listUpcomingShows([show({ id: 6, date: at("2026-11-23T05:00:00Z") })], NOW, SETTINGS);
    expect(nextShow(today)?.id).toBe(6);
    expect(nextShow(listUpcomingShows([show({ id: 7, date: null })], NOW, SETTINGS))).toBeNull();
    expect(nextShow({ dated: [], undated: [] })).toBeNull();
  });
});

describe("firstShows: Home's share of a long tour", () => {
  const dated = (id: number) => show({ id, date: new Date(Date.UTC(2026, 11, id, 1)) });
  test("keeps the soonest dates and counts them all", () => {
    const listing = listUpcomingShows(
      [...Array.from({ length: 12 }, (_, i) => dated(i + 1)), show({ id: 40, date: null })],
      NOW,
      SETTINGS,
    );
    const first = firstShows(listing, 10);
    expect(first.dated.map((view) => view.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.undated).toEqual([]);
    expect(first.total).toBe(13);
  });
  test("fills the rest with dates to be announced when the tour is short", () => {
    const listing = listUpcomingShows(
      [dated(1), dated(2), show({ id: 40, date: null }), show({ id: 41, date: null })],
      NOW,
      SETTINGS,
    );
    const first = firstShows(listing, 3);
    expect([...first.dated, ...first.undated].map((view) => view.id)).toEqual([1, 2, 40]);
    expect(first.total).toBe(4);
  });
});

describe("listPastShows", () => {
  test("the shows past their window, newest first, grouped by year in the band's zone", () => {
    const years = listPastShows(
      [
        show({ id: 1, date: new Date("2025-03-01T01:00:00Z") }),
        // 8 PM on December 31, 2025 in New York: already 2026 in UTC.
        show({ id: 2, date: new Date("2026-01-01T01:00:00Z") }),
        show({ id: 3, date: new Date("2026-11-01T00:00:00Z") }),
        // Started 3 hours ago: still on Home, not past yet.
        show({ id: 4, date: new Date(NOW.getTime() - 3 * 3_600_000) }),
        show({ id: 5, date: null }),
        show({ id: 6, date: new Date("2026-12-01T01:00:00Z") }),
        show({ id: 7, date: new Date("2026-06-01T00:00:00Z"), status: "cancelled" }),
      ],
      NOW,
      SETTINGS,
    );
    expect(years.map(({ year, shows }) => [year, shows.map((view) => view.id)])).toEqual([
      [2026, [3, 7]],
      [2025, [2, 1]],
    ]);
    // A past show offers no tickets, and a cancelled one still says so.
    expect(years[0]!.shows[1]!.lifecycle).toMatchObject({
      passed: true,
      label: "Cancelled",
      tickets: { kind: "none" },
    });
  });

  test("no past shows: no years", () => {
    expect(listPastShows([show({ id: 1, date: null })], NOW, SETTINGS)).toEqual([]);
  });
});

describe("showPageText", () => {
  test("title and description name the band, the venue, the city and the date", () => {
    const text = showPageText(
      toShowView(
        show({ id: 1, date: new Date("2026-12-06T01:00:00Z"), supportingArtists: ["Loopback"], price: 15 }),
        NOW,
        SETTINGS,
      ),
      "The Placeholders",
    );
    expect(text).toEqual({
      title: "The Social, Orlando, FL · December 5, 2026 at 8:00 PM",
      description:
        "The Placeholders live at The Social, Orlando, FL, on December 5, 2026 at 8:00 PM. With Loopback. $15",
    });
  });

  test("an event name and a state lead; a rescheduled show says where it moved from", () => {
    const text = showPageText(
      toShowView(
        show({
          id: 1,
          title: "Release Show",
          date: new Date("2026-12-06T01:00:00Z"),
          status: "rescheduled",
          previousDate: new Date("2026-11-29T01:00:00Z"),
        }),
        NOW,
        SETTINGS,
      ),
      "The Placeholders",
    );
    expect(text.title).toBe(
      "Rescheduled: Release Show at The Social, Orlando, FL · December 5, 2026 at 8:00 PM",
    );
    expect(text.description).toBe(
      "Rescheduled: Release Show: The Placeholders live at The Social, Orlando, FL, on December 5, 2026 at 8:00 PM. Moved from November 28, 2026 at 8:00 PM.",
    );
  });

  test("an undated show says the date is to be announced", () => {
    expect(showPageText(toShowView(show({ id: 1 }), NOW, SETTINGS), "The Placeholders").title).toBe(
      "The Social, Orlando, FL · date to be announced",
    );
  });
});

describe("nextShowChange: how long a page showing these shows stays true", () => {
  const at = (iso: string) => new Date(iso);
  const zone = SETTINGS.timeZone;

  test("is the soonest start, on-sale moment or end of listing still to come", () => {
    const shows = [
      // Started an hour ago: it leaves the list 4 hours after its start, at 15:00Z.
      show({ id: 1, date: at("2026-11-23T11:00:00Z") }),
      // Starts tomorrow; tickets go on sale at 13:30Z today.
      show({ id: 2, date: at("2026-11-24T01:00:00Z"), onSaleDate: at("2026-11-23T13:30:00Z") }),
    ];
    expect(nextShowChange(shows, NOW, zone)).toEqual(at("2026-11-23T13:30:00Z"));
    expect(nextShowChange(shows, at("2026-11-23T13:30:00Z"), zone)).toEqual(at("2026-11-23T15:00:00Z"));
    expect(nextShowChange(shows, at("2026-11-23T15:00:00Z"), zone)).toEqual(at("2026-11-24T01:00:00Z"));
  });

  test("ends a date-only show's listing at 04:00 the next day in the band's zone", () => {
    const today = [show({ id: 3, date: at("2026-11-23T05:00:00Z") })];
    expect(nextShowChange(today, NOW, zone)).toEqual(at("2026-11-24T09:00:00Z"));
  });

  test("is null when nothing is due: past shows only, or undated ones", () => {
    expect(
      nextShowChange(
        [show({ id: 4, date: at("2026-10-01T00:00:00Z") }), show({ id: 5, date: null })],
        NOW,
        zone,
      ),
    ).toBeNull();
    expect(nextShowChange([], NOW, zone)).toBeNull();
  });

  test("agrees with the listing: just before the moment and at it, a page can differ only at the moment", () => {
    const shows = [
      show({ id: 6, date: at("2026-11-23T09:00:00Z") }),
      show({ id: 7, date: at("2026-11-25T01:00:00Z") }),
    ];
    const change = nextShowChange(shows, NOW, zone)!;
    const ids = (moment: Date) =>
      listUpcomingShows(shows, moment, SETTINGS).dated.map((view) => [view.id, view.started]);
    expect(ids(new Date(change.getTime() - 1))).toEqual(ids(NOW));
    expect(ids(change)).not.toEqual(ids(NOW));
  });
});
