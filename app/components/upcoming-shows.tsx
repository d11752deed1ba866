import { Link } from "react-router";
import type { ShowListing } from "#app/lib/shows/view.ts";
import { PageSection } from "./page-section";
import { ShowList } from "./show-list";
import { SubscribeCalendar } from "./subscribe-calendar";

export const NO_SHOWS_MESSAGE = "No bookings for now! We'll be around...";
export const SHOWS_UNAVAILABLE_MESSAGE = "The shows could not be loaded right now. Please check back soon.";

/** `shows` is null when they could not be loaded: that is said, apart from "no shows". */
export function UpcomingShows({ shows }: { shows: ShowListing | null }) {
  return (
    <PageSection id="upcoming-shows" title="Upcoming Shows">
      {shows === null ? (
        <p role="status" className="text-center text-lg">
          {SHOWS_UNAVAILABLE_MESSAGE}
        </p>
      ) : shows.dated.length + shows.undated.length === 0 ? (
        <p className="text-center text-lg">{NO_SHOWS_MESSAGE}</p>
      ) : (
        // The panel under the cards fades out at its bottom edge; the padding
        // keeps every card, and so every word, clear of the fade.
        <div className="rounded-xl border border-white/15 bg-white/[0.04] mask-b-from-[calc(100%-5rem)] p-3 pb-20 sm:p-4 sm:pb-20">
          <ShowList shows={shows.dated} />
          {shows.undated.length > 0 && (
            <>
              <h3 className="mt-10 mb-4 text-center text-xl font-semibold">Date to be announced</h3>
              <ShowList shows={shows.undated} />
            </>
          )}
        </div>
      )}
      <p className="mt-6 text-center">
        <Link to="/shows/past" className="accent-hover font-semibold underline underline-offset-4">
          Past shows
        </Link>
      </p>
      <SubscribeCalendar />
    </PageSection>
  );
}
