import type { ImageFile, Release } from "#app/site/types.ts";
import { nextShow, type ShowListing } from "./shows/view.ts";

/** What the 404 page offers instead of the page asked for: the next show and the latest release, each when there is one. */
export interface NotFoundOffers {
  nextShow: {
    path: string;
    /** "Orlando, FL"; null when the show's city is not known. */
    place: string | null;
    /** The event's name when it has one, else the venue. */
    heading: string;
    venue: string;
    dateText: string;
    dateTime: string;
  } | null;
  latestRelease: { title: string; releaseText: string; cover: ImageFile } | null;
}

/**
 * The 404 page's offers: the next show a fan can still go to (none when the
 * shows could not be loaded, `listing` null), and the config's first release,
 * the newest (the config lists them newest first).
 */
export function notFoundOffers(listing: ShowListing | null, releases: readonly Release[]): NotFoundOffers {
  const show = listing && nextShow(listing);
  const release = releases[0];
  return {
    nextShow:
      show && show.dateText && show.dateTime
        ? {
            path: show.path,
            place: show.place,
            heading: show.heading,
            venue: show.venue,
            dateText: show.dateText,
            dateTime: show.dateTime,
          }
        : null,
    latestRelease: release
      ? { title: release.title, releaseText: release.release, cover: release.cover }
      : null,
  };
}

/** Whether a 404's data (thrown by any route: `unknown`) is the 404 page's offers. */
export function isNotFoundOffers(value: unknown): value is NotFoundOffers {
  return typeof value === "object" && value !== null && "nextShow" in value && "latestRelease" in value;
}
