import { Link } from "react-router";
import type { ShowView } from "#app/lib/shows/view.ts";
import { ExternalLink } from "./external-link";
import { ShowStatusBadge } from "./show-status";
import { TicketAction } from "./ticket-action";

/** One show in a list: its date and state, where, the small print, and its one ticket action. Its heading links to its page. */
export function ShowCard({ show }: { show: ShowView }) {
  const { lifecycle } = show;
  const details = [show.price, show.ages].filter(Boolean).join(" · ");
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-white/15 bg-white/5 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        {(show.dateText || lifecycle.label) && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {show.dateText && show.dateTime && (
              <time
                dateTime={show.dateTime}
                className="text-sm font-semibold tracking-wide text-white/80 uppercase"
              >
                {show.dateText}
              </time>
            )}
            <ShowStatusBadge status={lifecycle.status} label={lifecycle.label} />
          </p>
        )}
        {lifecycle.movedFrom && <p className="text-sm text-white/80">{lifecycle.movedFrom}</p>}
        <h3 className="font-display text-3xl">
          <Link to={show.path} className="accent-hover underline-offset-4 hover:underline">
            {show.heading}
          </Link>
        </h3>
        {show.heading !== show.venue && <p className="font-semibold">{show.venue}</p>}
        {show.place && <p>{show.place}</p>}
        {details && <p className="text-white/80">{details}</p>}
        {show.lineup && <p className="text-white/80">{show.lineup}</p>}
      </div>
      {(show.flyerUrl || lifecycle.tickets.kind !== "none") && (
        <div className="flex shrink-0 items-center gap-4">
          {show.flyerUrl && (
            <ExternalLink href={show.flyerUrl} className="accent-hover underline underline-offset-4">
              Flyer <span className="sr-only">for {show.heading}</span>
            </ExternalLink>
          )}
          <TicketAction tickets={lifecycle.tickets} showName={show.heading} />
        </div>
      )}
    </article>
  );
}
