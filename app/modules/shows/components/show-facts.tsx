import type { ReactNode } from "react";
import { HiOutlineLocationMarker } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguageTag } from "#app/i18n/site-languages.ts";
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
      <Fact label={lifecycle.status === "postponed" ? m.shows_fact_original_date() : m.shows_fact_date()}>
        <p className="text-lead font-semibold text-pretty">
          {show.dateText && show.dateTime ? (
            <>
              {weekday(show.dateTime)}, <time dateTime={show.dateTime}>{show.dateText}</time>
            </>
          ) : (
            m.shows_date_to_be_announced()
          )}
        </p>
        {doors && <p>{doorsText(doors)}</p>}
      </Fact>
      <Fact label={m.shows_fact_venue()}>
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
            {`${m.shows_directions()} `}
            <span className="sr-only">{m.shows_directions_to({ venue: show.venue })}</span>
          </ExternalLink>
        )}
      </Fact>
      {show.lineup && <Fact label={m.shows_fact_support()}>{show.lineup}</Fact>}
      {priceAndAges && <Fact label={m.shows_fact_price_and_ages()}>{priceAndAges}</Fact>}
      {ticketState && (
        <Fact label={m.shows_fact_tickets()}>
          <div className="flex">
            <TicketAction lifecycle={lifecycle} showId={show.id} showName={show.heading} />
          </div>
        </Fact>
      )}
      {notes && (
        <Fact label={m.shows_fact_notes()}>
          <p className="whitespace-pre-line">{notes}</p>
        </Fact>
      )}
    </dl>
  );
}

/** Read from the show's own date string, so it is the band's zone's day; in the page's language. */
function weekday(dateTime: string): string {
  const tag = currentLanguageTag();
  const format = (WEEKDAYS[tag] ??= new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" }));
  return format.format(new Date(`${dateTime.slice(0, 10)}T12:00:00Z`));
}
const WEEKDAYS: Record<string, Intl.DateTimeFormat> = {};

/** doorsFromNotes writes them in English ("Doors 7 PM", "Doors at 7"): said in the page's language. */
function doorsText(doors: string): string {
  const [, time, meridiem] = /^Doors (?:at )?(\d{1,2}(?::\d\d)?)(?: ([AP])M)?$/.exec(doors) ?? [];
  if (!time) return doors;
  if (meridiem === "A") return m.shows_doors_am({ time });
  return meridiem === "P" ? m.shows_doors_pm({ time }) : m.shows_doors_at({ time });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 border-b border-white/15 py-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6">
      <dt className="eyebrow sm:pt-1.5">{label}</dt>
      <dd className="flex min-w-0 flex-col gap-0.5">{children}</dd>
    </div>
  );
}
