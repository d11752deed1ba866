import type { Show } from "#app/lib/shows/fields.ts";
import { listPastShows, nextShowChange, type PastShowsYear, type ShowListing } from "#app/lib/shows/view.ts";
import { siteConfig } from "#content/site.config.ts";

import type { ShowsSource } from "./source.ts";

/** The one way into the shows, whichever store answers; null wherever they could not be loaded. */
export interface Shows {
  getUpcomingShows(now: Date): Promise<ShowListing | null>;
  getPastShows(now: Date): Promise<PastShowsYear[] | null>;
  /** Undefined when there is no show with that id. */
  getShow(id: number): Promise<Show | undefined | null>;
  getAllShows(): Promise<Show[] | null>;
  /** Whether a show exists, from the fresh shows at once (no read); null when they are not fresh. */
  showExists(id: number): boolean | null;
  /** Until when a page rendered now stays true to the shows; null when they are not fresh (not kept). */
  pagesFreshUntil(now: Date): Promise<number | null>;
  onChange(listener: () => void): void;
}

export function createShows(source: ShowsSource, onChange: Shows["onChange"] = () => {}): Shows {
  return {
    getUpcomingShows: (now) => source(now),
    async getPastShows(now) {
      const shows = await source.all();
      return shows && listPastShows(shows, now, siteConfig);
    },
    async getShow(id) {
      const shows = await source.all();
      return shows && shows.find((show) => show.id === id);
    },
    getAllShows: () => source.all(),
    showExists(id) {
      const shows = source.peek();
      return shows ? shows.some((show) => show.id === id) : null;
    },
    async pagesFreshUntil(now) {
      const shows = await source.all();
      const until = source.freshUntil();
      if (!shows || until === null) return null;
      // A show that starts, goes on sale or leaves the list changes the page sooner.
      const change = nextShowChange(shows, now, siteConfig.timeZone);
      return Math.min(until, change?.getTime() ?? Infinity);
    },
    onChange,
  };
}
