import type { ReactNode } from "react";

import { m } from "#app/i18n/compiled/messages.js";
import { type Lifecycle, ticketStateText } from "#app/lib/shows/lifecycle.ts";
import { ticketPingPath } from "#app/modules/tickets/ticket-clicks.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";

/**
 * Words that do not look tappable stand in for the button. The button sits above a row's stretched link;
 * the words do not, so a tap on them opens the show. `ping` counts the click per show and day, not the fan.
 */
export function TicketAction({
  lifecycle,
  showId,
  showName,
  wide = false,
  row = false,
}: {
  lifecycle: Lifecycle;
  showId: number;
  showName: string;
  wide?: boolean;
  /** In a tour list's row, where a phone shows "Tickets" alone (the show-row style hides "Get"). */
  row?: boolean;
}) {
  const { tickets } = lifecycle;
  if (lifecycle.onNow) {
    return (
      <TicketNote loud>
        <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-(--highlight)" />
        {m.shows_on_now()}
      </TicketNote>
    );
  }
  if (tickets.kind === "none") return null;
  if (tickets.kind === "buy") {
    return (
      <ExternalLink
        href={tickets.url}
        ping={ticketPingPath(showId)}
        className={`relative z-10 button-primary ${wide ? "grow" : ""}`}
      >
        <span className="whitespace-nowrap">
          {lifecycle.status === "postponed" ? (
            // A postponed show's ticket link is where holders learn what happens to theirs: not a call to buy.
            m.tickets_info()
          ) : row ? (
            // A screen reader hears the whole name.
            <>
              <span>{m.tickets_row_get()}</span>
              {` ${m.tickets_row_tickets()}`}
            </>
          ) : (
            m.tickets_get_tickets()
          )}
        </span>{" "}
        <span className="sr-only">{m.tickets_for_show({ show: showName })}</span>
      </ExternalLink>
    );
  }
  return <TicketNote loud={tickets.kind === "sold-out"}>{ticketStateText(tickets)}</TicketNote>;
}

function TicketNote({ loud = false, children }: { loud?: boolean; children: ReactNode }) {
  return (
    <p
      className={`inline-flex items-center justify-center gap-2 text-small font-bold text-white/90 ${
        loud ? "tracking-[0.14em] uppercase" : ""
      }`}
    >
      {children}
    </p>
  );
}
