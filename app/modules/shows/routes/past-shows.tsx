import { data } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { ShowList } from "#app/modules/shows/components/show-list.tsx";
import { SHOWS_UNAVAILABLE_MESSAGE } from "#app/modules/shows/components/show-messages.ts";
import { Link } from "#app/ui/link.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/past-shows";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Past Shows",
    path: "/shows/past",
    siteUrl: matches[0]?.loaderData?.siteUrl,
    description: `Every show ${siteConfig.name} has played, newest first.`,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const years = await servicesOf(context).shows.getPastShows(new Date());
  return years ? { years } : data({ years }, { status: 503 });
}

export default function PastShows({ loaderData }: Route.ComponentProps) {
  const { years } = loaderData;
  return (
    <>
      <PageHeader title="Past Shows" />
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-gutter py-section">
        {years === null ? (
          <p role="status" className="text-center text-lead">
            {SHOWS_UNAVAILABLE_MESSAGE}
          </p>
        ) : years.length === 0 ? (
          <p className="text-center text-lead">No past shows yet: the first one is coming.</p>
        ) : (
          years.map(({ year, shows }) => (
            <section key={year} aria-labelledby={`year-${year}`}>
              <h2
                id={`year-${year}`}
                className="mb-4 border-b border-card-border pb-2 font-display text-heading"
              >
                {year}
              </h2>
              <ShowList shows={shows} />
            </section>
          ))
        )}
        <p className="text-center">
          <Link to="/#upcoming-shows" className="button-secondary accent-hover">
            Upcoming shows
          </Link>
        </p>
      </div>
    </>
  );
}
