import { describe, expect, it } from "vitest";

import { siteConfig } from "#content/site.config.ts";
import { storedShow } from "#tests/shows.ts";

import { isNotFoundOffers, notFoundOffers } from "./not-found.ts";
import { listUpcomingShows } from "./shows/view.ts";

const now = new Date("2025-04-01T12:00:00Z");
const listing = (...shows: Parameters<typeof storedShow>[0][]) =>
  listUpcomingShows(shows.map(storedShow), now, siteConfig);

describe("the 404 page's offers", () => {
  it("the next show a fan can go to: not one under way or cancelled, not one without a date", () => {
    const offers = notFoundOffers(
      listing(
        { id: 1, venue: "Started Bar", date: new Date("2025-04-01T11:00:00Z") },
        { id: 2, venue: "Cancelled Club", date: new Date("2025-04-02T00:00:00Z"), status: "cancelled" },
        { id: 3, venue: "The Social", title: "Release Night", date: new Date("2025-04-26T00:00:00Z") },
        { id: 4, venue: "Undated Hall" },
      ),
      siteConfig.releases,
    );
    expect(offers.nextShow).toEqual({
      path: "/shows/3",
      place: null,
      heading: "Release Night",
      venue: "The Social",
      dateText: "April 25, 2025 at 8:00 PM",
      dateTime: "2025-04-25T20:00-04:00",
    });
    expect(notFoundOffers(listing({ id: 4, venue: "Undated Hall" }), []).nextShow).toBeNull();
  });

  it("the config's first release, the newest; none without releases", () => {
    const [first] = siteConfig.releases;
    expect(notFoundOffers(null, siteConfig.releases)).toEqual({
      nextShow: null,
      latestRelease: { title: first!.title, releaseText: first!.release, cover: first!.cover },
    });
    expect(notFoundOffers(null, []).latestRelease).toBeNull();
  });

  it("tells a 404's data holding offers from any other", () => {
    expect(isNotFoundOffers(notFoundOffers(null, []))).toBe(true);
    for (const other of [null, undefined, "Not Found", { nextShow: null }]) {
      expect(isNotFoundOffers(other)).toBe(false);
    }
  });
});
