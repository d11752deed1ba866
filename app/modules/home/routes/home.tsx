import { servicesOf } from "#app/.server/request-context.ts";
import { bandData } from "#app/lib/band-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { upcomingEventsTags } from "#app/lib/shows/event-data.ts";
import { firstShows, HOME_SHOW_LIMIT, nextShow } from "#app/lib/shows/view.ts";
import { FollowBox } from "#app/modules/follow/index.ts";
import { Hero } from "#app/modules/home/components/hero.tsx";
import { PreorderCard } from "#app/modules/home/components/preorder-card.tsx";
import { calendarFeedLink } from "#app/modules/shows/index.ts";
import { UpcomingShows } from "#app/modules/shows/index.ts";
import { usePageStyle } from "#app/site/page-style.tsx";

import type { Route } from "./+types/home";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  const shows = loaderData?.shows;
  return [
    ...pageMeta({ path: "/", siteUrl }),
    ...(siteUrl ? [{ "script:ld+json": bandData(siteUrl) }] : []),
    // The shows Home lists, not the whole tour.
    ...upcomingEventsTags(shows && firstShows(shows, HOME_SHOW_LIMIT), siteUrl),
  ];
}

export function links() {
  // The feed in the page's language.
  return [calendarFeedLink()];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { shows, following, campaign } = servicesOf(context);
  const { heroes, focus } = campaign.current();
  return {
    shows: await shows.getUpcomingShows(new Date()),
    // The follow form's settings: the same for everyone, so Home stays one kept page.
    follow: following.form(),
    campaign: { heroes, focus },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const currentStyle = usePageStyle();
  return (
    <>
      <Hero
        style={currentStyle}
        campaign={loaderData.campaign}
        nextShow={loaderData.shows && nextShow(loaderData.shows)}
      />
      <UpcomingShows shows={loaderData.shows} limit={HOME_SHOW_LIMIT} />
      {loaderData.follow && (
        <div className="px-gutter pb-section">
          <FollowBox settings={loaderData.follow} from="/" compact />
        </div>
      )}
      {currentStyle.style === "almostReal" && <PreorderCard />}
    </>
  );
}
