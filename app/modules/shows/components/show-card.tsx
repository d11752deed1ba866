import { m } from "#app/i18n/compiled/messages.js";
import type { ShowView } from "#app/lib/shows/view.ts";
import { TicketAction } from "#app/modules/tickets/index.ts";
import { Link } from "#app/ui/link.tsx";

import { DateBlock } from "./date-block.tsx";
import { ShowStatusBadge } from "./show-status.tsx";

export function ShowCard({ show }: { show: ShowView }) {
  const { lifecycle } = show;
  const cancelled = lifecycle.status === "cancelled";
  const lead = show.place ?? show.heading;
  const name = show.place ? show.heading : null;
  const smallPrint = [
    show.heading !== show.venue ? m.shows_at_venue({ venue: show.venue }) : null,
    show.dateParts?.time,
    show.price,
    show.ages,
  ]
    .filter(Boolean)
    .join(" · ");
  const notes = [lifecycle.movedFrom, show.lineup].filter(Boolean);
  const hasAction = Boolean(lifecycle.label) || lifecycle.onNow || lifecycle.tickets.kind !== "none";
  return (
    <article className="show-row rounded-card border border-card-border bg-card px-3 py-2 sm:px-4">
      <DateBlock show={show} />
      <div className="flex min-w-0 flex-col gap-1 md:col-span-2 md:grid md:grid-cols-subgrid md:items-center">
        <h3 className="font-display text-title uppercase">
          <Link
            to={show.path}
            // The venue is in the link's name; the eye reads it in its own column.
            aria-label={name ? `${lead}, ${name}` : undefined}
            className={`row-link ${cancelled ? "line-through decoration-white/60 decoration-2" : ""}`}
          >
            {lead}
          </Link>
        </h3>
        {(name || smallPrint || notes.length > 0) && (
          <div className="flex min-w-0 flex-col">
            {name && (
              <p aria-hidden="true" className={`font-semibold ${cancelled ? "line-through" : ""}`}>
                {name}
              </p>
            )}
            <div className="text-small text-white/80">
              {smallPrint && <p>{smallPrint}</p>}
              {notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </div>
          </div>
        )}
      </div>
      {hasAction && (
        <div className="flex flex-col gap-1 md:items-stretch md:text-center">
          {lifecycle.label && (
            <p>
              <ShowStatusBadge status={lifecycle.status} label={lifecycle.label} />
            </p>
          )}
          <TicketAction lifecycle={lifecycle} showId={show.id} showName={show.heading} wide row />
        </div>
      )}
    </article>
  );
}
