import { Link } from "react-router";
import type { ShowView } from "#app/lib/shows/view.ts";
import { DateBlock } from "./date-block.tsx";
import { ExternalLink } from "./external-link.tsx";
import { ShowStatusBadge } from "./show-status.tsx";
import { TicketAction } from "./ticket-action.tsx";

/**
 * One show in a list, readable at a glance on a phone: the date block, the
 * show's name (linking to its page) and city, its state, the small print,
 * and its one ticket action.
 */
export function ShowCard({ show }: { show: ShowView }) {
  const { lifecycle } = show;
  const venueLine = show.heading !== show.venue;
  const details = [show.dateParts?.time, show.price, show.ages].filter(Boolean).join(" · ");
  const hasActions = Boolean(show.flyerUrl) || lifecycle.tickets.kind !== "none";
  return (
    <article className="flex gap-4 rounded-card border border-card-border bg-card p-4 sm:items-center sm:gap-6 sm:p-5">
      <DateBlock show={show} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          {lifecycle.label && (
            <p>
              <ShowStatusBadge status={lifecycle.status} label={lifecycle.label} />
            </p>
          )}
          <h3 className="font-display text-title uppercase">
            <Link
              to={show.path}
              // Underlined as a link; a cancelled show's name is struck through instead.
              className={`accent-hover decoration-2 ${
                lifecycle.status === "cancelled"
                  ? "line-through decoration-white/60"
                  : "underline decoration-white/30 underline-offset-[0.2em]"
              }`}
            >
              {show.heading}
            </Link>
          </h3>
          {(venueLine || show.place) && (
            // The venue (under an event's name) and the city, on one line.
            <p className="font-semibold">
              {venueLine && <span>{show.venue}</span>}
              {venueLine && show.place && ", "}
              {show.place && <span>{show.place}</span>}
            </p>
          )}
          {details && <p className="text-small text-white/80">{details}</p>}
          {lifecycle.movedFrom && <p className="text-small text-white/80">{lifecycle.movedFrom}</p>}
          {show.lineup && <p className="text-small text-white/80">{show.lineup}</p>}
        </div>
        {hasActions && (
          <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2">
            <TicketAction lifecycle={lifecycle} showName={show.heading} wide />
            {show.flyerUrl && (
              <ExternalLink
                href={show.flyerUrl}
                className="accent-hover text-small font-semibold underline underline-offset-4"
              >
                Flyer <span className="sr-only">for {show.heading}</span>
              </ExternalLink>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
