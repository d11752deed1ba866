import { getUpcomingShows } from "#app/.server/shows/index.ts";
import { Hero } from "#app/components/hero.tsx";
import { PreorderCard } from "#app/components/preorder-card.tsx";
import { UpcomingShows } from "#app/components/upcoming-shows.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { usePageStyle } from "#app/site/page-style.tsx";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ path: "/", siteUrl: matches[0]?.loaderData?.siteUrl });
}

export async function loader() {
  return { shows: await getUpcomingShows(new Date()) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const currentStyle = usePageStyle();
  return (
    <>
      <Hero style={currentStyle} />
      <UpcomingShows shows={loaderData.shows} />
      {currentStyle.style === "almostReal" && <PreorderCard />}
    </>
  );
}
