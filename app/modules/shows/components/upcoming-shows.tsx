import { HiArrowRight } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import { ALL_SHOWS_PATH, UPCOMING_SHOWS_ID } from "#app/lib/pages.ts";
import { firstShows, type ShowListing } from "#app/lib/shows/view.ts";
import { Link } from "#app/ui/link.tsx";
import { PageSection } from "#app/ui/page-section.tsx";

import { ShowList } from "./show-list.tsx";
import { noShowsMessage, showsUnavailableMessage } from "./show-messages.ts";
import { SubscribeCalendar } from "./subscribe-calendar.tsx";

export { UPCOMING_SHOWS_ID };

/**
 * `shows` is null when they could not be loaded: that is said, apart from "no shows". With a `limit`, the
 * soonest that many are listed and a link leads to all of them.
 */
export function UpcomingShows({ shows: listing, limit }: { shows: ShowListing | null; limit?: number }) {
  const first = listing && limit !== undefined ? firstShows(listing, limit) : null;
  const shows = first ?? listing;
  const total = first?.total ?? 0;
  const hidden = first ? total - first.dated.length - first.undated.length : 0;
  return (
    <PageSection id={UPCOMING_SHOWS_ID} title={m.shows_upcoming_title()} wide>
      {shows === null ? (
        <p role="status" className="text-center text-lead">
          {showsUnavailableMessage()}
        </p>
      ) : shows.dated.length + shows.undated.length === 0 ? (
        <p className="text-center text-lead">{noShowsMessage()}</p>
      ) : (
        <div className="relative pb-6">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 bottom-0 -z-10 rounded-t-card border-t-2 border-accent shows-glow"
          />
          <div className="px-0 pt-3 sm:px-3">
            <ShowList shows={shows.dated} />
            {shows.undated.length > 0 && (
              <>
                <h3 className="mt-stack mb-3 text-center eyebrow">{m.shows_date_to_be_announced()}</h3>
                <ShowList shows={shows.undated} />
              </>
            )}
          </div>
          {hidden > 0 && (
            <p className="mt-10 text-center">
              <Link to={ALL_SHOWS_PATH} className="button-secondary accent-hover">
                {m.shows_all_dates({ count: total })} <HiArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </p>
          )}
          <PastShowsLink />
          <SubscribeCalendar />
        </div>
      )}
      {(shows === null || shows.dated.length + shows.undated.length === 0) && <PastShowsLink />}
    </PageSection>
  );
}

function PastShowsLink() {
  return (
    <p className="mt-10 text-center">
      <Link
        to="/shows/past"
        className="inline-flex min-h-11 items-center gap-2 accent-hover text-small font-bold tracking-[0.14em] uppercase underline decoration-white/30 underline-offset-4"
      >
        {`${m.shows_past_shows_link()} `}
        <HiArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </p>
  );
}
