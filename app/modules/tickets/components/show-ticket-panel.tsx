import { HiOutlineCalendar } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import type { ShowView } from "#app/lib/shows/view.ts";
import { AddToCalendar } from "#app/modules/shows/components/add-to-calendar.tsx";
import { ExternalLink } from "#app/ui/external-link.tsx";

import { TicketAction } from "./ticket-action.tsx";

/** null when the show is cancelled or has passed. */
export interface ShowCalendar {
  ics: string;
  google: string;
}

const LINK =
  "inline-flex min-h-11 items-center gap-1.5 accent-hover underline decoration-white/30 underline-offset-4";

/** Nothing at all when it would hold neither: a cancelled show has no empty box. */
export function ShowTicketPanel({ show, calendar }: { show: ShowView; calendar: ShowCalendar | null }) {
  const { lifecycle } = show;
  const buy = !lifecycle.onNow && lifecycle.tickets.kind === "buy";
  if (!buy && !calendar) return null;
  const smallPrint = [show.price, show.ages].filter(Boolean).join(" · ");
  return (
    <div
      className={`flex-col gap-5 rounded-card border border-card-border bg-card p-6 ${calendar ? "flex" : "hidden lg:flex"}`}
    >
      {buy && (
        <aside aria-label={m.tickets_label()} className="hidden flex-col gap-4 lg:flex">
          {smallPrint && <p className="font-display text-title uppercase">{smallPrint}</p>}
          <TicketAction lifecycle={lifecycle} showId={show.id} showName={show.heading} wide />
        </aside>
      )}
      {calendar && (
        <AddToCalendar
          heading="h2"
          headingClassName="eyebrow"
          className={`flex flex-col gap-1 ${buy ? "lg:border-t lg:border-white/10 lg:pt-4" : ""}`}
        >
          <div className="flex flex-wrap gap-x-6">
            <a href={calendar.ics} download className={LINK}>
              <HiOutlineCalendar aria-hidden="true" className="size-5" />
              {m.tickets_calendar_file()}
            </a>
            <ExternalLink href={calendar.google} className={LINK}>
              Google Calendar
            </ExternalLink>
          </div>
        </AddToCalendar>
      )}
    </div>
  );
}
