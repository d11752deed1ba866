import type { ReactNode } from "react";
import { ON_NOW_TEXT, ticketStateText, type Lifecycle } from "#app/lib/shows/lifecycle.ts";
import { ticketPingPath } from "#app/lib/ticket-clicks.ts";
import { ExternalLink } from "./external-link.tsx";

/**
 * The one ticket action of a show: the filled 'Get Tickets' button, or, in
 * its place, what a fan needs to know as plain words that do not look
 * tappable (On now, Sold out, On sale …, Tickets at door); nothing for a
 * cancelled or past show. `showName` tells screen readers which show a
 * button is for when several are on the page. The button sits above a
 * row's stretched link; the words do not, so a tap on them opens the show.
 * The button's `ping` tells the site of the click (counted per show and
 * day, nothing about the fan); the link itself stays the ticket seller's.
 */
export function TicketAction({
  lifecycle,
  showId,
  showName,
  wide = false,
}: {
  lifecycle: Lifecycle;
  showId: number;
  showName: string;
  /** The whole width of the place it sits in (a big target for a thumb). */
  wide?: boolean;
}) {
  const { tickets } = lifecycle;
  if (lifecycle.onNow) {
    return (
      <TicketNote loud>
        <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-(--highlight)" />
        {ON_NOW_TEXT}
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
        <span className="whitespace-nowrap">Get Tickets</span>{" "}
        <span className="sr-only">{`for ${showName}`}</span>
      </ExternalLink>
    );
  }
  return <TicketNote loud={tickets.kind === "sold-out"}>{ticketStateText(tickets)}</TicketNote>;
}

/** Words in the ticket action's place: a fact, not a control; `loud` for a state at a glance (On now, Sold out). */
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
