import { getUpcomingShows } from "#app/.server/shows/index.ts";
import { Hero } from "#app/components/hero.tsx";
import { PreorderCard } from "#app/components/preorder-card.tsx";
import { UpcomingShows } from "#app/components/upcoming-shows.tsx";
import { CALENDAR_FEED_LINK, pageMeta } from "#app/lib/meta.ts";
import { bandData } from "#app/lib/band-data.ts";
import { upcomingEventsList } from "#app/lib/shows/event-data.ts";
import { nextShow } from "#app/lib/shows/view.ts";
import { usePageStyle } from "#app/site/page-style.tsx";
import type { Route } from "./+types/home";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  const shows = loaderData?.shows;
  const listed = shows ? [...shows.dated, ...shows.undated] : [];
  return [
    ...pageMeta({ path: "/", siteUrl }),
    ...(siteUrl ? [{ "script:ld+json": bandData(siteUrl) }] : []),
    // Google's summary-page pattern: the upcoming events, each pointing at its own page.
    ...(siteUrl && listed.length > 0
      ? [
          {
            "script:ld+json": upcomingEventsList(
              listed.map((show) => show.id),
              siteUrl,
            ),
          },
        ]
      : []),
  ];
}

export function links() {
  return [CALENDAR_FEED_LINK];
}

export async function loader() {
  return { shows: await getUpcomingShows(new Date()) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const currentStyle = usePageStyle();
  return (
    <>
      <Hero style={currentStyle} nextShow={loaderData.shows && nextShow(loaderData.shows)} />
      <UpcomingShows shows={loaderData.shows} />
      {currentStyle.style === "almostReal" && <PreorderCard />}
    </>
  );
}
