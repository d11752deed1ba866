import type { ImageFile, Release } from "#app/site/types.ts";

import { nextShow, type ShowListing } from "./shows/view.ts";

export interface NotFoundOffers {
  nextShow: {
    path: string;
    place: string | null;
    heading: string;
    venue: string;
    dateText: string;
    dateTime: string;
  } | null;
  latestRelease: { title: string; releaseText: string; cover: ImageFile } | null;
}

/** `listing` is null when the shows could not be loaded; the config lists releases newest first. */
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

export function isNotFoundOffers(value: unknown): value is NotFoundOffers {
  return typeof value === "object" && value !== null && "nextShow" in value && "latestRelease" in value;
}
