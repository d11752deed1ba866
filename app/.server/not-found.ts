import { data } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { notFoundOffers } from "#app/lib/not-found.ts";
import type { Services } from "./services.ts";

/**
 * The 404 answer, returned by the not-found route and thrown by any loader: the next show and the
 * latest release to offer. Every 404 page is kept as one (server/page-cache.ts).
 */
export async function notFound({ shows }: Pick<Services, "shows">) {
  return data(notFoundOffers(await upcomingShows(shows), siteConfig.releases), { status: 404 });
}

/** Whatever the failure, shows that cannot be loaded only leave the next show out. */
async function upcomingShows(shows: Services["shows"]) {
  try {
    return await shows.getUpcomingShows(new Date());
  } catch {
    return null;
  }
}
