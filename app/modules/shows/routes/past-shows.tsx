import { data } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { pageMeta } from "#app/lib/meta.ts";
import { ShowList } from "#app/modules/shows/components/show-list.tsx";
import { showsUnavailableMessage } from "#app/modules/shows/components/show-messages.ts";
import { Link } from "#app/ui/link.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/past-shows";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: m.shows_past_title(),
    path: "/shows/past",
    siteUrl: matches[0]?.loaderData?.siteUrl,
    description: m.shows_past_description({ band: siteConfig.name }),
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
      <PageHeader title={m.shows_past_title()} />
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-gutter py-section">
        {years === null ? (
          <p role="status" className="text-center text-lead">
            {showsUnavailableMessage()}
          </p>
        ) : years.length === 0 ? (
          <p className="text-center text-lead">{m.shows_past_none()}</p>
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
            {m.shows_upcoming_link()}
          </Link>
        </p>
      </div>
    </>
  );
}
