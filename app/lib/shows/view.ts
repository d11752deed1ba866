import { m } from "#app/i18n/compiled/messages.js";

import { safeHttpUrl } from "../links.ts";
import { toWallClock } from "../time-zone.ts";
import { directionsUrl, formatAddressLines } from "./address.ts";
import {
  type DateParts,
  formatShowDate,
  isDateOnly,
  isUpcoming,
  listedUntil,
  showDateParts,
  showDateTimeAttribute,
} from "./dates.ts";
import { formatAges, formatLineup, formatPlace, formatPrice } from "./details.ts";
import type { Show } from "./fields.ts";
import { type Lifecycle, showLifecycle } from "./lifecycle.ts";

/** `country`: the band's own, ISO 3166-1 alpha-2. */
export interface ShowSettings {
  timeZone: string;
  country: string;
}

export interface ShowView {
  id: number;
  path: string;
  heading: string;
  venue: string;
  dateText: string | null;
  dateTime: string | null;
  dateParts: DateParts | null;
  started: boolean;
  place: string | null;
  addressLines: string[];
  directionsUrl: string | null;
  price: string | null;
  ages: string | null;
  lineup: string | null;
  notes: string | null;
  flyerUrl: string | null;
  lifecycle: Lifecycle;
}

export interface ShowListing {
  dated: ShowView[];
  undated: ShowView[];
}

export interface PastShowsYear {
  year: number;
  shows: ShowView[];
}

export const showPath = (id: number) => `/shows/${id}`;

export function toShowView(show: Show, now: Date, settings: ShowSettings): ShowView {
  const { timeZone, country } = settings;
  const lifecycle = showLifecycle(show, now, timeZone);
  return {
    id: show.id,
    path: showPath(show.id),
    heading: show.title ?? show.venue,
    venue: show.venue,
    dateText: show.date ? formatShowDate(show.date, timeZone) : null,
    dateTime: show.date ? showDateTimeAttribute(show.date, timeZone) : null,
    dateParts: show.date ? showDateParts(show.date, timeZone) : null,
    started: show.date !== null && !isDateOnly(show.date, timeZone) && show.date.getTime() <= now.getTime(),
    place: formatPlace(show.city, show.state),
    addressLines: show.address ? formatAddressLines(show, country) : [],
    directionsUrl: directionsUrl(show.venue, show, country),
    price: formatPrice(show.price),
    ages: formatAges(show.ageRestriction),
    lineup: formatLineup(show.supportingArtists),
    notes: show.notes,
    flyerUrl: safeHttpUrl(show.flyerLink),
    lifecycle,
  };
}

export function listUpcomingShows(shows: readonly Show[], now: Date, settings: ShowSettings): ShowListing {
  const listed = shows.filter((show) => isUpcoming(show.date, now, settings.timeZone));
  const dated = listed
    .filter((show): show is Show & { date: Date } => show.date !== null)
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
  const undated = listed.filter((show) => show.date === null).sort((a, b) => a.id - b.id);
  return {
    dated: dated.map((show) => toShowView(show, now, settings)),
    undated: undated.map((show) => toShowView(show, now, settings)),
  };
}

/** How many dates Home lists before "All N dates": a long tour stays a few phone screens. */
export const HOME_SHOW_LIMIT = 10;

/** The first `limit` shows, dated ones first, and how many there are in all. */
export function firstShows(listing: ShowListing, limit: number): ShowListing & { total: number } {
  const dated = listing.dated.slice(0, limit);
  const undated = listing.undated.slice(0, limit - dated.length);
  return { dated, undated, total: listing.dated.length + listing.undated.length };
}

export function nextShow(listing: ShowListing): ShowView | null {
  return listing.dated.find((show) => !show.started && show.lifecycle.status !== "cancelled") ?? null;
}

export function listPastShows(shows: readonly Show[], now: Date, settings: ShowSettings): PastShowsYear[] {
  const past = shows
    .filter((show): show is Show & { date: Date } => show.date !== null)
    .filter((show) => !isUpcoming(show.date, now, settings.timeZone))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);
  const years: PastShowsYear[] = [];
  for (const show of past) {
    const { year } = toWallClock(show.date, settings.timeZone);
    if (years.at(-1)?.year !== year) years.push({ year, shows: [] });
    years.at(-1)!.shows.push(toShowView(show, now, settings));
  }
  return years;
}

export function showPageText(view: ShowView, bandName: string): { title: string; description: string } {
  const named = view.heading !== view.venue;
  const where = [view.venue, view.place].filter(Boolean).join(", ");
  const when = view.dateText ?? m.shows_page_date_tba();
  const state = view.lifecycle.label ? `${view.lifecycle.label}: ` : "";
  const live = view.dateText
    ? m.shows_page_sentence_dated({ band: bandName, where, date: view.dateText })
    : m.shows_page_sentence_undated({ band: bandName, where });
  const sentences = [
    fullStop(`${state}${named ? `${view.heading}: ` : ""}${live}`),
    view.lifecycle.movedFrom && fullStop(view.lifecycle.movedFrom),
    view.lineup && `${view.lineup}.`,
    [view.price, view.ages].filter(Boolean).join(", ") || null,
  ];
  return {
    title: `${state}${named ? m.shows_page_title_named({ heading: view.heading, where }) : where} · ${when}`,
    description: sentences.filter(Boolean).join(" "),
  };
}

/** A date can end in "p.m.", whose point is the sentence's full stop too. */
const fullStop = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/**
 * The next moment a page of these shows reads differently with no edit (a show starts, tickets go on
 * sale, a show leaves the list). A cached page must not outlive it.
 */
export function nextShowChange(shows: readonly Show[], now: Date, timeZone: string): Date | null {
  const moments = shows.flatMap((show) => [
    show.date,
    show.date && listedUntil(show.date, timeZone),
    show.onSaleDate,
  ]);
  const due = moments
    .filter((moment): moment is Date => moment !== null && moment.getTime() > now.getTime())
    .map((moment) => moment.getTime());
  return due.length > 0 ? new Date(Math.min(...due)) : null;
}
