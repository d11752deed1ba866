import { data } from "react-router";

import { notFoundOffers } from "#app/lib/not-found.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Services } from "./services.ts";

// For the not-found route to return and any loader to throw. Every 404 page is kept as one
// (server/page-cache.ts), so each carries the same offers.
export async function notFound({ shows }: Pick<Services, "shows">) {
  return data(notFoundOffers(await upcomingShows(shows), siteConfig.releases), { status: 404 });
}

async function upcomingShows(shows: Services["shows"]) {
  try {
    return await shows.getUpcomingShows(new Date());
  } catch {
    return null;
  }
}
