import { data } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { notFoundOffers } from "#app/lib/not-found.ts";
import { getUpcomingShows } from "./shows/index.ts";

/**
 * The 404 answer, for the not-found route's loader to return and for any
 * route's loader to throw (the root's ErrorBoundary reads its data): status
 * 404, with the next show and the latest release to offer. Every 404 page is
 * kept as one (server/page-cache.ts), so each carries the same offers. Shows
 * that cannot be loaded leave the next show out; the page still answers.
 */
export async function notFound() {
  return data(notFoundOffers(await upcomingShows(), siteConfig.releases), { status: 404 });
}

/** The upcoming shows, or null when they could not be loaded, whatever the failure. */
async function upcomingShows() {
  try {
    return await getUpcomingShows(new Date());
  } catch {
    return null;
  }
}
