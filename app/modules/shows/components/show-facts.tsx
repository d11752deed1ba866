import type { ReactNode } from "react";
import { HiOutlineLocationMarker } from "react-icons/hi";

import { doorsFromNotes } from "#app/lib/shows/doors.ts";
import type { ShowView } from "#app/lib/shows/view.ts";
import { TicketAction } from "#app/modules/tickets/index.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";

export function ShowFacts({ show }: { show: ShowView }) {
  const { lifecycle } = show;
  const { doors, rest: notes } = doorsFromNotes(show.notes);
  const cancelled = lifecycle.status === "cancelled";
  // A cancelled show's price is no longer a fact for anyone to act on.
  const priceAndAges = cancelled ? null : [show.price, show.ages].filter(Boolean).join(" · ");
  const ticketState = lifecycle.onNow || !["buy", "none"].includes(lifecycle.tickets.kind);
  return (
    <dl className="flex flex-col border-t border-white/15">
      {/* A postponed show keeps the date it had until the new one is known. */}
      <Fact label={lifecycle.status === "postponed" ? "Original date" : "Date"}>
        <p className="text-lead font-semibold text-pretty">
          {show.dateText && show.dateTime ? (
            <>
              {weekday(show.dateTime)}, <time dateTime={show.dateTime}>{show.dateText}</time>
            </>
          ) : (
            "Date to be announced"
          )}
        </p>
        {doors && <p>{doors}</p>}
      </Fact>
      <Fact label="Venue">
        <p className="text-lead font-semibold">{show.venue}</p>
        {show.addressLines.length > 0 ? (
          <address className="not-italic">
            {show.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          show.place && <p>{show.place}</p>
        )}
        {show.directionsUrl && (
          <ExternalLink
            href={show.directionsUrl}
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 self-start accent-hover font-semibold underline decoration-white/30 underline-offset-4"
          >
            <HiOutlineLocationMarker aria-hidden="true" className="size-5" />
            Directions <span className="sr-only">to {show.venue}</span>
          </ExternalLink>
        )}
      </Fact>
      {show.lineup && <Fact label="Support">{show.lineup}</Fact>}
      {priceAndAges && <Fact label="Price and ages">{priceAndAges}</Fact>}
      {ticketState && (
        <Fact label="Tickets">
          <div className="flex">
            <TicketAction lifecycle={lifecycle} showId={show.id} showName={show.heading} />
          </div>
        </Fact>
      )}
      {notes && (
        <Fact label="Notes">
          <p className="whitespace-pre-line">{notes}</p>
        </Fact>
      )}
    </dl>
  );
}

/** Read from the show's own date string, so it is the band's zone's day. */
function weekday(dateTime: string): string {
  return WEEKDAY.format(new Date(`${dateTime.slice(0, 10)}T12:00:00Z`));
}
const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 border-b border-white/15 py-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6">
      <dt className="eyebrow sm:pt-1.5">{label}</dt>
      <dd className="flex min-w-0 flex-col gap-0.5">{children}</dd>
    </div>
  );
}
