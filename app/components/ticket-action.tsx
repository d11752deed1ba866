import { ticketStateText, type TicketState } from "#app/lib/shows/lifecycle.ts";
import { ExternalLink } from "./external-link";

/**
 * The one ticket action of a show: the 'Get Tickets' button, or what stands
 * in its place (Sold out, On sale …, Tickets at door); nothing for a
 * cancelled or past show. `showName` tells screen readers which show a
 * button is for when several are on the page.
 */
export function TicketAction({ tickets, showName }: { tickets: TicketState; showName: string }) {
  if (tickets.kind === "none") return null;
  if (tickets.kind === "buy") {
    return (
      <ExternalLink
        href={tickets.url}
        className="rounded-full bg-white px-5 py-2.5 font-semibold text-black transition-colors duration-200 hover:bg-accent hover:text-white focus-visible:bg-accent focus-visible:text-white"
      >
        Get Tickets <span className="sr-only">for {showName}</span>
      </ExternalLink>
    );
  }
  const text = ticketStateText(tickets);
  return (
    <p
      className={
        tickets.kind === "at-door"
          ? "font-semibold"
          : "rounded-full border border-white/40 px-4 py-2 text-sm font-semibold"
      }
    >
      {text}
    </p>
  );
}
