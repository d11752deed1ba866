import { safeHttpUrl } from "../links.ts";
import { formatOnSaleDate, formatShowDate, isDateOnly, isUpcoming } from "./dates.ts";
import type { ShowFields } from "./fields.ts";
import type { ShowStatus } from "./parsers.ts";

/**
 * Where a show is in its life and what a fan can do about tickets, in one
 * place. The card, the show's page, the event data and the command line all
 * read it from here.
 *
 * Precedence for tickets: a show that has passed or is cancelled offers
 * none; then sold out; then on sale later; then the ticket link; else the
 * door. So a cancelled show that was sold out reads 'Cancelled'.
 */

export type TicketState =
  | { kind: "buy"; url: string }
  | { kind: "sold-out" }
  /** "On sale December 1 at 10:00 AM" */
  | { kind: "on-sale-later"; text: string }
  | { kind: "at-door" }
  /** Cancelled, or the show has passed. */
  | { kind: "none" };

export interface Lifecycle {
  status: ShowStatus;
  /** "Cancelled", "Postponed", "Rescheduled"; null for a scheduled show. */
  label: string | null;
  /** "Moved from April 25, 2026 at 8:00 PM" for a rescheduled show that kept its old date. */
  movedFrom: string | null;
  tickets: TicketState;
  /** Past its listing window (4 hours after the start): "This show has passed". */
  passed: boolean;
  /**
   * Under way: its announced start time has come, it is still listed, and it
   * is going ahead. The site says "On now" where the ticket action would be;
   * the calendar and the event data keep the ticket link.
   */
  onNow: boolean;
  /** Tickets go on sale later: the moment, for the event data's validFrom. */
  onSaleLater: Date | null;
}

const STATUS_LABELS: Record<ShowStatus, string | null> = {
  scheduled: null,
  postponed: "Postponed",
  cancelled: "Cancelled",
  rescheduled: "Rescheduled",
};

export function showLifecycle(show: ShowFields, now: Date, timeZone: string): Lifecycle {
  const passed = !isUpcoming(show.date, now, timeZone);
  const started =
    show.date !== null && !isDateOnly(show.date, timeZone) && show.date.getTime() <= now.getTime();
  const goingAhead = show.status === "scheduled" || show.status === "rescheduled";
  const onSaleLater = show.onSaleDate && show.onSaleDate.getTime() > now.getTime() ? show.onSaleDate : null;
  const ticketUrl = safeHttpUrl(show.ticketLink);
  let tickets: TicketState;
  if (passed || show.status === "cancelled") tickets = { kind: "none" };
  else if (show.soldOut) tickets = { kind: "sold-out" };
  else if (onSaleLater) {
    tickets = { kind: "on-sale-later", text: `On sale ${formatOnSaleDate(onSaleLater, now, timeZone)}` };
  } else if (ticketUrl) tickets = { kind: "buy", url: ticketUrl };
  else tickets = { kind: "at-door" };
  return {
    status: show.status,
    label: STATUS_LABELS[show.status],
    movedFrom:
      show.status === "rescheduled" && show.previousDate
        ? `Moved from ${formatShowDate(show.previousDate, timeZone)}`
        : null,
    tickets,
    passed,
    onNow: started && !passed && goingAhead,
    onSaleLater,
  };
}

/** What a show's ticket place says while it is under way, instead of any ticket action. */
export const ON_NOW_TEXT = "On now";

/** What the ticket area says when there is no link to follow; null when it says nothing. */
export function ticketStateText(tickets: TicketState): string | null {
  switch (tickets.kind) {
    case "buy":
      return "Get Tickets";
    case "sold-out":
      return "Sold out";
    case "on-sale-later":
      return tickets.text;
    case "at-door":
      return "Tickets at door";
    case "none":
      return null;
  }
}

/**
 * The changes that move a show to `status`. Only a rescheduled show keeps
 * the date it moved from, so any other state clears it.
 */
export function changeStatus(show: ShowFields, status: ShowStatus): Partial<ShowFields> {
  return status === "rescheduled" || show.previousDate === null ? { status } : { status, previousDate: null };
}

/**
 * The changes that move a show to a new date, keeping the one it had as
 * `previousDate` ("Moved from …"). A reason it cannot, for the band to read;
 * otherwise the changes.
 */
export function rescheduleShow(
  show: ShowFields,
  date: Date,
): { ok: true; changes: Partial<ShowFields> } | { ok: false; message: string } {
  if (show.date === null) {
    return {
      ok: false,
      message: "has no date yet, so there is nothing to move: give it one with edit --date",
    };
  }
  if (show.date.getTime() === date.getTime()) return { ok: false, message: "is already on that date" };
  return { ok: true, changes: { status: "rescheduled", date, previousDate: show.date } };
}
