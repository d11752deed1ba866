import { data } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { notFoundOffers } from "#app/lib/not-found.ts";
import { getUpcomingShows } from "./shows/index.ts";

// For the not-found route to return and any loader to throw. Every 404 page is kept as one
// (server/page-cache.ts), so each carries the same offers.
export async function notFound() {
  return data(notFoundOffers(await upcomingShows(), siteConfig.releases), { status: 404 });
}

async function upcomingShows() {
  try {
    return await getUpcomingShows(new Date());
  } catch {
    return null;
  }
}
