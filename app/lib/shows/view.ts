import { safeHttpUrl } from "../links.ts";
import { formatShowDate, isUpcoming, showDateTimeAttribute } from "../show-dates.ts";
import { formatAges, formatLineup, formatPlace, formatPrice } from "../show-details.ts";
import type { Show } from "./fields.ts";

/** A show as the site displays it: every string ready to render, every link safe. */
export interface ShowView {
  id: number;
  /** "April 25, 2025 at 8:00 PM"; null when the date is not announced. */
  dateText: string | null;
  /** For `<time datetime>`: "2025-04-25T20:00-04:00", or "2025-04-25" for a date-only show. */
  dateTime: string | null;
  venue: string;
  place: string | null;
  price: string | null;
  ages: string | null;
  lineup: string | null;
  ticketUrl: string | null;
  flyerUrl: string | null;
}

export interface ShowListing {
  /** Soonest first. */
  dated: ShowView[];
  /** Listed last, under "Date to be announced". */
  undated: ShowView[];
}

export function toShowView(show: Show, timeZone: string): ShowView {
  return {
    id: show.id,
    dateText: show.date ? formatShowDate(show.date, timeZone) : null,
    dateTime: show.date ? showDateTimeAttribute(show.date, timeZone) : null,
    venue: show.venue,
    place: formatPlace(show.city, show.state),
    price: formatPrice(show.price),
    ages: formatAges(show.ageRestriction),
    lineup: formatLineup(show.supportingArtists),
    ticketUrl: safeHttpUrl(show.ticketLink),
    flyerUrl: safeHttpUrl(show.flyerLink),
  };
}

/** The shows still listed at `now`, soonest first, undated ones apart. */
export function listUpcomingShows(shows: readonly Show[], now: Date, timeZone: string): ShowListing {
  const listed = shows.filter((show) => isUpcoming(show.date, now, timeZone));
  const dated = listed
    .filter((show): show is Show & { date: Date } => show.date !== null)
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
  const undated = listed.filter((show) => show.date === null).sort((a, b) => a.id - b.id);
  return {
    dated: dated.map((show) => toShowView(show, timeZone)),
    undated: undated.map((show) => toShowView(show, timeZone)),
  };
}
