import { HiOutlineClock, HiOutlineTicket } from "react-icons/hi";
import { ticketStateText, type TicketState } from "#app/lib/shows/lifecycle.ts";
import { ExternalLink } from "./external-link.tsx";

/**
 * The one ticket action of a show: the filled 'Get Tickets' button, or, in
 * its place and plainly not a button, what a fan needs to know (Sold out,
 * On sale …, Tickets at door); nothing for a cancelled or past show.
 * `showName` tells screen readers which show a button is for when several
 * are on the page.
 */
export function TicketAction({
  tickets,
  showName,
  wide = false,
}: {
  tickets: TicketState;
  showName: string;
  /** The full width of a phone's card (a big target for a thumb), its own width from 640 px. */
  wide?: boolean;
}) {
  if (tickets.kind === "none") return null;
  const width = wide ? "w-full justify-center sm:w-auto" : "";
  if (tickets.kind === "buy") {
    return (
      <ExternalLink href={tickets.url} className={`button-primary ${width}`}>
        <HiOutlineTicket aria-hidden="true" className="size-5" />
        Get Tickets <span className="sr-only">for {showName}</span>
      </ExternalLink>
    );
  }
  const Icon = tickets.kind === "on-sale-later" ? HiOutlineClock : HiOutlineTicket;
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full border border-dashed border-white/50 px-4 py-2.5 text-small font-semibold text-white/90 ${width} ${
        tickets.kind === "sold-out" ? "tracking-[0.14em] uppercase" : ""
      }`}
    >
      {tickets.kind !== "sold-out" && <Icon aria-hidden="true" className="size-5 shrink-0" />}
      {ticketStateText(tickets)}
    </p>
  );
}
