import { m } from "#app/i18n/compiled/messages.js";

import { safeHttpUrl } from "../links.ts";
import { formatOnSaleDate, formatShowDate, isDateOnly, isUpcoming } from "./dates.ts";
import type { ShowFields } from "./fields.ts";
import type { ShowStatus } from "./parsers.ts";

// Precedence for tickets: a passed or cancelled show offers none; then sold out; then on sale
// later; then the link; else the door. So a cancelled show that was sold out reads 'Cancelled'.

export type TicketState =
  | { kind: "buy"; url: string }
  | { kind: "sold-out" }
  | { kind: "on-sale-later"; text: string }
  | { kind: "at-door" }
  | { kind: "none" };

export interface Lifecycle {
  status: ShowStatus;
  label: string | null;
  movedFrom: string | null;
  tickets: TicketState;
  passed: boolean;
  /** The site says "On now" instead of the ticket action; the calendar and event data keep the link. */
  onNow: boolean;
  onSaleLater: Date | null;
}

/** Read when called: the words are the page's language. */
const STATUS_LABELS: Record<ShowStatus, (() => string) | null> = {
  scheduled: null,
  postponed: m.shows_status_postponed,
  cancelled: m.shows_status_cancelled,
  rescheduled: m.shows_status_rescheduled,
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
    tickets = {
      kind: "on-sale-later",
      text: m.tickets_on_sale({ date: formatOnSaleDate(onSaleLater, now, timeZone) }),
    };
  } else if (ticketUrl) tickets = { kind: "buy", url: ticketUrl };
  else tickets = { kind: "at-door" };
  return {
    status: show.status,
    label: STATUS_LABELS[show.status]?.() ?? null,
    movedFrom:
      show.status === "rescheduled" && show.previousDate
        ? m.shows_moved_from({ date: formatShowDate(show.previousDate, timeZone) })
        : null,
    tickets,
    passed,
    onNow: started && !passed && goingAhead,
    onSaleLater,
  };
}

export function ticketStateText(tickets: TicketState): string | null {
  switch (tickets.kind) {
    case "buy":
      return m.tickets_get_tickets();
    case "sold-out":
      return m.tickets_sold_out();
    case "on-sale-later":
      return tickets.text;
    case "at-door":
      return m.tickets_at_door();
    case "none":
      return null;
  }
}

/** Only a rescheduled show keeps the date it moved from. */
export function changeStatus(show: ShowFields, status: ShowStatus): Partial<ShowFields> {
  return status === "rescheduled" || show.previousDate === null ? { status } : { status, previousDate: null };
}

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
