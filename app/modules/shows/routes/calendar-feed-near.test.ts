import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Shows } from "#app/modules/shows/.server/index.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader } from "./calendar-feed.ts";

const getAllShows = vi.fn<Shows["getAllShows"]>();
const services = testServices({ shows: { getAllShows } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const SHOWS = [
  storedShow({ id: 1, venue: "The Social", city: "Orlando", state: "FL", date: inDays(3) }),
  storedShow({ id: 2, venue: "Crowbar", city: "Tampa", state: "FL", date: inDays(4) }),
  storedShow({ id: 3, venue: "The EARL", city: "Atlanta", state: "GA", date: inDays(5) }),
  storedShow({ id: 4, venue: "Somewhere", city: "Nowheresville", state: "FL", date: inDays(6) }),
  storedShow({ id: 5, venue: "Lee's Palace", city: "Toronto", state: "ON", country: "CA", date: inDays(7) }),
];

beforeEach(() => {
  vi.mocked(getAllShows).mockReset();
  vi.mocked(getAllShows).mockResolvedValue(SHOWS);
});

const feed = (query: string) =>
  loader(routeArgs(services, { request: new Request(`http://localhost/shows.ics${query}`) }));
const calendarOf = async (response: Response) => new ICAL.Component(ICAL.parse(await response.text()));
const uidsOf = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("uid")));

describe("/shows.ics?near=…&within=…", () => {
  it("carries only the shows near the place, as the same events as the full feed", async () => {
    const near = await feed("?near=Tampa%2C+FL&within=100+mi");
    expect(near.status).toBe(200);
    expect(near.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = await calendarOf(near);
    expect(uidsOf(calendar)).toEqual([expect.stringMatching(/^show-1@/), expect.stringMatching(/^show-2@/)]);
    const full = await calendarOf(await feed(""));
    expect(uidsOf(full)).toHaveLength(5);
    const eventOf = (from: ICAL.Component, id: number) =>
      from
        .getAllSubcomponents("vevent")
        .find((event) => String(event.getFirstPropertyValue("uid")).startsWith(`show-${id}@`))
        ?.toString();
    expect(eventOf(calendar, 2)).toContain("Crowbar");
    expect(eventOf(calendar, 2)).toBe(eventOf(full, 2));
  });

  it("is named for the place and distance, and names its own address", async () => {
    const calendar = await calendarOf(await feed("?near=33602&within=60+miles"));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toMatch(
      / shows within 60 mi of 33602 \(Tampa, FL\)$/,
    );
    expect(String(calendar.getFirstPropertyValue("url"))).toBe(
      "http://localhost:3000/shows.ics?near=33602+%28Tampa%2C+FL%29&within=60+mi",
    );
  });

  it("takes the band's unit and default distance when none is given, and km when asked", async () => {
    expect(uidsOf(await calendarOf(await feed("?near=tampa")))).toHaveLength(2);
    expect(uidsOf(await calendarOf(await feed("?near=Toronto,+ON&within=150km")))).toEqual([
      expect.stringMatching(/^show-5@/),
    ]);
    expect(uidsOf(await calendarOf(await feed("?near=Atlanta,+GA&within=1000+mi")))).toHaveLength(4);
  });

  it.each([
    ["an unknown place", "?near=Qwertyville", /^"Qwertyville" is not a place we know: try /],
    ["no place at all", "?near=", /^Type a place: /],
    [
      "a place several share",
      "?near=London",
      /^"London" could be London, United Kingdom; London, ON; .* or .*: add the state or country, such as "London, United Kingdom"\.$/,
    ],
    ["a distance that is none", "?near=Tampa&within=far", /^"far" is not a distance: /],
    ["a distance too far", "?near=Tampa&within=5000+mi", /^5,000 mi is farther than /],
  ])("answers %s with 400 and one sentence", async (_, query, sentence) => {
    const response = await feed(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text.trimEnd()).toMatch(sentence);
    expect(text.trimEnd().split("\n")).toHaveLength(1);
  });
});
