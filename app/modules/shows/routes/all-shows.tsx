import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { pageMeta } from "#app/lib/meta.ts";
import { ALL_SHOWS_PATH } from "#app/lib/pages.ts";
import { upcomingEventsTags } from "#app/lib/shows/event-data.ts";
import { calendarFeedLink } from "#app/modules/shows/calendar-feed-link.ts";
import { UpcomingShows } from "#app/modules/shows/components/upcoming-shows.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/all-shows";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({
      title: m.shows_tour_dates(),
      path: ALL_SHOWS_PATH,
      siteUrl,
      description: m.shows_tour_dates_description({ band: siteConfig.name }),
    }),
    ...upcomingEventsTags(loaderData?.shows, siteUrl),
  ];
}

export function links() {
  return [calendarFeedLink()];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { shows: await servicesOf(context).shows.getUpcomingShows(new Date()) };
}

/** Home lists the first few dates; this page all of them, the same way. */
export default function AllShows({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.shows_tour_dates()} />
      <UpcomingShows shows={loaderData.shows} />
    </>
  );
}
