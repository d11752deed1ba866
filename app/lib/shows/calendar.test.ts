import ICAL from "ical.js";
import { describe, expect, test } from "vitest";

import { storedShow } from "#tests/shows.ts";

import {
  type CalendarContext,
  calendarUid,
  feedAddresses,
  googleCalendarUrl,
  sequenceOf,
  showCalendar,
  showsFeed,
} from "./calendar.ts";
import type { Show } from "./fields.ts";
import { NOW, SITE_CONTEXT } from "./test-helpers.ts";

const CONTEXT: CalendarContext = SITE_CONTEXT;
const EDITED = new Date("2026-11-20T15:00:00Z");

const show = (overrides: Partial<Show> & { id: number }) =>
  storedShow({
    venue: "The Social",
    city: "Orlando",
    state: "FL",
    date: new Date("2026-12-06T01:00:00Z"), // December 5, 8:00 PM
    updatedAt: EDITED,
    ...overrides,
  });

/** Every fixed case: each state, a date-only show, the night clocks go back, commas and non-ASCII. */
const SHOWS: Show[] = [
  show({
    id: 1,
    price: 15,
    ageRestriction: 21,
    supportingArtists: ["Loopback"],
    ticketLink: "https://tickets.example.com/1",
    address: "54 N Orange Ave",
    postalCode: "32801",
    notes: "Doors 7 PM",
  }),
  show({ id: 2, date: new Date("2026-12-10T05:00:00Z"), venue: "Dolor Street Festival" }), // date only
  show({ id: 3, status: "cancelled", soldOut: true, date: new Date("2026-12-12T01:00:00Z") }),
  show({ id: 4, status: "postponed", date: new Date("2026-12-13T01:00:00Z") }),
  show({
    id: 5,
    status: "rescheduled",
    previousDate: new Date("2026-12-05T01:00:00Z"),
    date: new Date("2026-12-20T01:00:00Z"),
    title: "Release Show",
  }),
  // 1:30 AM on November 1, 2026, the second time (EST): the night the clocks go back.
  show({
    id: 6,
    date: new Date("2026-11-01T06:30:00Z"),
    venue: 'Café "Zé", Ströme; & Söhne',
    city: "São Paulo",
  }),
  show({ id: 7, date: new Date("2026-05-01T00:00:00Z"), venue: "Too Long Ago" }), // over 90 days ago
  show({ id: 8, date: null, venue: "Some Day" }),
  show({
    id: 9,
    soldOut: true,
    date: new Date("2026-12-14T01:00:00Z"),
    venue: "Sold Out Hall",
    updatedAt: null,
  }),
];

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => ({
    component,
    event: new ICAL.Event(component),
    get: (name: string) => component.getFirstPropertyValue(name),
  }));
  return {
    calendar,
    events,
    byUid: (id: number) => events.find((e) => e.event.uid === calendarUid(id, CONTEXT.siteUrl))!,
  };
}

describe("showsFeed", () => {
  const text = showsFeed(SHOWS, CONTEXT);
  const { calendar, events, byUid } = parse(text);

  test("a calendar with a name, refreshed about every 6 hours", () => {
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("The Placeholders shows");
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n");
    expect(text).toContain("X-PUBLISHED-TTL:PT6H\r\n");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toEqual(expect.any(String));
  });

  test("upcoming shows and those of the last 90 days, dated ones only, each with a stable unique UID", () => {
    expect(events.map(({ event }) => event.uid)).toEqual(
      [6, 1, 2, 3, 4, 9, 5].map((id) => `show-${id}@band.example`),
    );
  });

  test("a timed show: UTC start, 3 hours long, summary, location, description, URL, confirmed", () => {
    const { event, get } = byUid(1);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-06T01:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-06T04:00:00.000Z");
    expect(event.summary).toBe("The Placeholders at The Social");
    expect(event.location).toBe("The Social, 54 N Orange Ave, Orlando, FL 32801");
    expect(event.description).toBe(
      "With Loopback\n$15 · Ages 21+\nDoors 7 PM\nTickets: https://tickets.example.com/1\nhttps://band.example/shows/1",
    );
    expect(get("url")).toBe("https://band.example/shows/1");
    expect(get("status")).toBe("CONFIRMED");
  });

  test("DTSTAMP, LAST-MODIFIED and SEQUENCE from updatedAt", () => {
    const { get } = byUid(1);
    expect((get("dtstamp") as ICAL.Time).toJSDate()).toEqual(EDITED);
    expect((get("last-modified") as ICAL.Time).toJSDate()).toEqual(EDITED);
    expect(get("sequence")).toBe(sequenceOf(EDITED));
    // A table that does not record changes: sequence 0, stamped with the show's date.
    expect(byUid(9).get("sequence")).toBe(0);
    expect(byUid(9).get("last-modified")).toBeNull();
  });

  test("a date-only show is an all-day event on its day in the band's zone", () => {
    const { event } = byUid(2);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-10");
  });

  test("each state: cancelled stays in as CANCELLED, postponed is TENTATIVE, rescheduled keeps its title", () => {
    expect(byUid(3).get("status")).toBe("CANCELLED");
    expect(byUid(3).event.description).toMatch(/^Cancelled\n/);
    expect(byUid(4).get("status")).toBe("TENTATIVE");
    expect(byUid(5).get("status")).toBe("CONFIRMED");
    expect(byUid(5).event.summary).toBe("Release Show");
    expect(byUid(5).event.description).toMatch(/^Rescheduled\. Moved from December 4, 2026 at 8:00 PM\n/);
    expect(byUid(9).event.description).toContain("Sold out");
  });

  test("commas, semicolons, quotes and non-ASCII survive; the clocks-go-back night keeps its instant", () => {
    const { event } = byUid(6);
    expect(event.location).toBe('Café "Zé", Ströme; & Söhne, São Paulo, FL');
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  test("lines are CRLF and folded at 75 octets", () => {
    const long = showsFeed([show({ id: 1, notes: "ü".repeat(200) })], CONTEXT);
    for (const line of long.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(long).not.toMatch(/[^\r]\n/);
    expect(parse(long).byUid(1).event.description).toContain("ü".repeat(200));
  });

  test("the same shows give the same feed, whenever it is made", () => {
    expect(showsFeed(SHOWS, CONTEXT)).toBe(text);
    expect(showsFeed(SHOWS, { ...CONTEXT, now: new Date(NOW.getTime() + 60_000) })).toBe(text);
  });

  test("an edit raises SEQUENCE", () => {
    const later = new Date(EDITED.getTime() + 1_000);
    const edited = showsFeed([show({ id: 1, venue: "Moved Hall", updatedAt: later })], CONTEXT);
    expect(parse(edited).byUid(1).get("sequence")).toBeGreaterThan(Number(byUid(1).get("sequence")));
  });
});

describe("googleCalendarUrl and feedAddresses", () => {
  test("Google Calendar's template: UTC times 3 hours long, or the day; what, where, the page", () => {
    const url = new URL(googleCalendarUrl(SHOWS[0]!, CONTEXT)!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "The Placeholders at The Social",
      dates: "20261206T010000Z/20261206T040000Z",
      details: "https://band.example/shows/1",
      location: "The Social, 54 N Orange Ave, Orlando, FL 32801",
    });
    expect(new URL(googleCalendarUrl(SHOWS[1]!, CONTEXT)!).searchParams.get("dates")).toBe(
      "20261210/20261211",
    );
    expect(googleCalendarUrl(show({ id: 8, date: null }), CONTEXT)).toBeNull();
  });

  test("the feed to subscribe to (webcal) and to paste (https)", () => {
    expect(feedAddresses("https://band.example")).toEqual({
      webcal: "webcal://band.example/shows.ics",
      https: "https://band.example/shows.ics",
    });
    expect(feedAddresses("http://localhost:3000").webcal).toBe("webcal://localhost:3000/shows.ics");
  });
});

describe("showCalendar", () => {
  test("one show, its own calendar; none without a date", () => {
    const { calendar, events } = parse(showCalendar(show({ id: 1 }), CONTEXT)!);
    expect(events).toHaveLength(1);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("The Placeholders at The Social");
    expect(showCalendar(show({ id: 8, date: null }), CONTEXT)).toBeNull();
  });

  test("a title with line breaks cannot add lines to the file: the calendar's name stays on one line", () => {
    const title = "Fest\r\nBEGIN:VEVENT\r\nSUMMARY:Free beer\r\nEND:VEVENT\nX-EVIL:1";
    const text = showCalendar(show({ id: 1, title }), CONTEXT)!;
    expect(text.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    expect(text).not.toMatch(/^(SUMMARY:Free beer|X-EVIL)/m);
    const { calendar, events } = parse(text);
    expect(events).toHaveLength(1);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Fest BEGIN:VEVENT SUMMARY:Free beer END:VEVENT X-EVIL:1",
    );
  });
});
