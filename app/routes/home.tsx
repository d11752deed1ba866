import { getUpcomingShows } from "~/.server/shows";
import { Hero } from "~/components/hero";
import { PreorderCard } from "~/components/preorder-card";
import { UpcomingShows } from "~/components/upcoming-shows";
import { pageMeta } from "~/lib/meta";
import { usePage } from "~/site/page-context";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ path: "/", siteUrl: matches[0]?.loaderData?.siteUrl });
}

export async function loader() {
  return { shows: await getUpcomingShows(new Date()) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { currentStyle } = usePage();
  return (
    <>
      <Hero style={currentStyle} />
      <UpcomingShows shows={loaderData.shows} />
      {currentStyle.style === "almostReal" && <PreorderCard />}
    </>
  );
}
