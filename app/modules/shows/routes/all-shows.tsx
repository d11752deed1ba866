import { servicesOf } from "#app/.server/request-context.ts";
import { CALENDAR_FEED_LINK, pageMeta } from "#app/lib/meta.ts";
import { ALL_SHOWS_PATH } from "#app/lib/pages.ts";
import { upcomingEventsTags } from "#app/lib/shows/event-data.ts";
import { UpcomingShows } from "#app/modules/shows/components/upcoming-shows.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/all-shows";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({
      title: "Tour dates",
      path: ALL_SHOWS_PATH,
      siteUrl,
      description: `Every upcoming show of ${siteConfig.name}, soonest first, with tickets.`,
    }),
    ...upcomingEventsTags(loaderData?.shows, siteUrl),
  ];
}

export function links() {
  return [CALENDAR_FEED_LINK];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { shows: await servicesOf(context).shows.getUpcomingShows(new Date()) };
}

/** Home lists the first few dates; this page all of them, the same way. */
export default function AllShows({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Tour dates" />
      <UpcomingShows shows={loaderData.shows} />
    </>
  );
}
