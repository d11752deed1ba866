import { data } from "react-router";

import { DEFAULT_DISTANCE, defaultUnit, showsNear } from "#app/.server/places/index.ts";
import { answerable, readNearQuery } from "#app/.server/places/near.ts";
import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { pageMeta } from "#app/lib/meta.ts";
import { nearFeedPath } from "#app/lib/shows/calendar.ts";
import { NEAR_PAGE_PATH, nearPagePath } from "#app/lib/shows/near.ts";
import { listUpcomingShows } from "#app/lib/shows/view.ts";
import { AddToCalendar } from "#app/modules/shows/components/add-to-calendar.tsx";
import { FeedAddress } from "#app/modules/shows/components/feed-address.tsx";
import { NearForm, type NearFormErrors } from "#app/modules/shows/components/near-form.tsx";
import { ShowList } from "#app/modules/shows/components/show-list.tsx";
import { showsUnavailableMessage } from "#app/modules/shows/components/show-messages.ts";
import { Link } from "#app/ui/link.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/shows-near";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const asked = loaderData?.form.place !== "";
  const failed = Object.keys(loaderData?.errors ?? {}).length > 0;
  const title = m.shows_near_title();
  return [
    ...pageMeta({
      title: failed ? m.shows_near_error_title({ title }) : title,
      path: NEAR_PAGE_PATH,
      siteUrl: matches[0]?.loaderData?.siteUrl,
      description: m.shows_near_description({ band: siteConfig.name }),
    }),
    // One place's answer is no page of its own for search engines.
    ...(asked ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readNearQuery(new URL(request.url).searchParams, "place");
  const unit = defaultUnit();
  const within = query?.withinText || `${DEFAULT_DISTANCE[unit]} ${unit}`;
  const form = { place: query?.placeText ?? "", within, unit };
  const errors: NearFormErrors = {};
  if (query?.match.kind === "unknown") errors.place = query.match.message;
  if (query && "error" in query.distance) errors.within = query.distance.error;
  const choices =
    query?.match.kind === "ambiguous"
      ? {
          typed: query.match.query,
          paths: query.match.choices.map((choice) => ({
            name: choice.name,
            path: nearPagePath(choice.name, within),
          })),
        }
      : null;
  const wanted = query && answerable(query);
  if (!wanted)
    return data(
      { form, errors, choices, found: null },
      { status: errors.place || errors.within ? 400 : 200 },
    );
  const shows = await servicesOf(context).shows.getAllShows();
  const near =
    shows && listUpcomingShows(showsNear(shows, wanted.place, wanted.withinKm), new Date(), siteConfig);
  const found = {
    place: wanted.place.name,
    within: wanted.within,
    feedPath: nearFeedPath(wanted.place.name, wanted.within),
    shows: near && [...near.dated, ...near.undated],
  };
  return { form: { ...form, place: wanted.place.name, within: wanted.within }, errors, choices, found };
}

export default function ShowsNear({ loaderData, matches }: Route.ComponentProps) {
  const { form, errors, choices, found } = loaderData;
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return (
    <>
      <PageHeader title={m.shows_near_title()} short />
      <div className="mx-auto flex max-w-2xl flex-col gap-12 px-gutter py-section">
        <p className="text-center text-lead text-balance">{m.shows_near_intro()}</p>
        {found && siteUrl && (
          <AddToCalendar
            heading="h2"
            headingClassName="font-display text-title uppercase"
            className="flex flex-col items-center gap-4 rounded-card border border-card-border px-gutter py-6 text-center"
          >
            <p className="-mt-2 text-small text-balance text-white/80">
              {m.shows_near_feed_scope({ within: found.within, place: found.place })}
            </p>
            <FeedAddress siteUrl={siteUrl} path={found.feedPath} />
          </AddToCalendar>
        )}
        {found && (
          <section aria-labelledby="shows-near-there" className="flex flex-col gap-4">
            <h2 id="shows-near-there" className="font-display text-title uppercase">
              {m.shows_near_coming_up({ place: found.place })}
            </h2>
            {found.shows === null ? (
              <p role="status">{showsUnavailableMessage()}</p>
            ) : found.shows.length === 0 ? (
              <p>{m.shows_near_none()}</p>
            ) : (
              <ShowList shows={found.shows} />
            )}
          </section>
        )}
        {choices && (
          <section aria-labelledby="which-place" className="flex flex-col gap-2">
            <h2 id="which-place" className="font-display text-title uppercase">
              {m.shows_near_which({ place: choices.typed })}
            </h2>
            <p>{m.shows_near_several()}</p>
            <ul>
              {choices.paths.map(({ name, path }) => (
                <li key={path}>
                  <Link to={path} className="inline-flex min-h-11 items-center accent-hover underline">
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <NearForm
          heading={found || choices ? m.shows_near_somewhere_else() : m.shows_near_find()}
          values={form}
          errors={errors}
        />
      </div>
    </>
  );
}
