import ICAL from "ical.js";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Shows } from "#app/modules/shows/.server/index.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader as feedLoader } from "./calendar-feed.ts";
import { loader as showLoader } from "./show-calendar.ts";

const getAllShows = vi.fn<Shows["getAllShows"]>();
const getShow = vi.fn<Shows["getShow"]>();
const services = testServices({ shows: { getAllShows, getShow } });

const soon = storedShow({ id: 4, venue: "The Social", date: new Date(Date.now() + 3 * 86_400_000) });
const undated = storedShow({ id: 5, venue: "Some Day", date: null });

afterEach(() => {
  vi.mocked(getAllShows).mockReset();
  vi.mocked(getShow).mockReset();
});

const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));

/** The loader's argument for a GET of the feed, with the query given ("?near=…"). */
const feedRequest = (query = "") =>
  routeArgs<Parameters<typeof feedLoader>[0]>(services, {
    request: new Request(`http://localhost/shows.ics${query}`),
  });

describe("/shows.ics", () => {
  it("is the feed of the stored shows, as text/calendar, cached briefly", async () => {
    vi.mocked(getAllShows).mockResolvedValue([soon, undated]);
    const response = await feedLoader(feedRequest());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(eventsOf(await response.text()).map((event) => event.uid)).toEqual([
      expect.stringMatching(/^show-4@/),
    ]);
  });

  it("answers 503 when the shows cannot be loaded", async () => {
    vi.mocked(getAllShows).mockResolvedValue(null);
    const response = await feedLoader(feedRequest());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
  });
});

describe("/shows/{id}.ics", () => {
  const args = (id: string) => routeArgs<Parameters<typeof showLoader>[0]>(services, { params: { id } });

  it("is that show's calendar file, to download", async () => {
    vi.mocked(getShow).mockResolvedValue(soon);
    const response = await showLoader(args("4"));
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="show-4.ics"');
    expect(eventsOf(await response.text())).toHaveLength(1);
    expect(getShow).toHaveBeenCalledWith(4);
  });

  it("answers 404 for an unknown, malformed or undated show, 503 when the shows cannot be loaded", async () => {
    vi.mocked(getShow).mockResolvedValue(undefined);
    expect((await showLoader(args("99"))).status).toBe(404);
    expect((await showLoader(args("abc"))).status).toBe(404);
    vi.mocked(getShow).mockResolvedValue(undated);
    expect((await showLoader(args("5"))).status).toBe(404);
    vi.mocked(getShow).mockResolvedValue(null);
    expect((await showLoader(args("4"))).status).toBe(503);
  });
});
