import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguage, localPath } from "#app/i18n/site-languages.ts";

import { absoluteUrl } from "../links.ts";
import { toWallClock } from "../time-zone.ts";
import { formatAddressLines } from "./address.ts";
import { isDateOnly, isUpcoming } from "./dates.ts";
import { formatAges, formatLineup, formatPlace, formatPrice } from "./details.ts";
import { DEFAULT_SHOW_LENGTH_MS, type EventDataContext } from "./event-data.ts";
import type { Show } from "./fields.ts";
import { showLifecycle, ticketStateText } from "./lifecycle.ts";
import type { ShowStatus } from "./parsers.ts";
import { withoutUnsafeCharacters } from "./plain-text.ts";
import { showPath } from "./view.ts";

// The iCalendar feed (RFC 5545). A show's UID is stable, so an edit updates the event; SEQUENCE
// follows updatedAt; times are UTC instants (no VTIMEZONE to get wrong); a cancelled show stays
// as STATUS:CANCELLED so calendars that had it mark it. Its words are in the language of the feed's
// address (/es/shows.ics), and its links lead to the pages in that language: the UIDs are the same.

export type CalendarContext = Omit<EventDataContext, "fallbackImage">;

// Past shows stay, so a fan's calendar keeps the ones they went to.
export const FEED_KEEPS_PAST_DAYS = 90;
export const FEED_REFRESH_SECONDS = 6 * 60 * 60;
export const FEED_PATH = "/shows.ics";
/** SEQUENCE counts seconds from here: small enough for a 32-bit integer until 2088. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

const STATUS: Record<ShowStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  rescheduled: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

export function feedShows(shows: readonly Show[], now: Date, timeZone: string): (Show & { date: Date })[] {
  const since = now.getTime() - FEED_KEEPS_PAST_DAYS * 24 * 60 * 60 * 1000;
  return shows
    .filter((show): show is Show & { date: Date } => show.date !== null)
    .filter((show) => isUpcoming(show.date, now, timeZone) || show.date.getTime() >= since)
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
}

export function sequenceOf(updatedAt: Date | null): number {
  return updatedAt ? Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)) : 0;
}

export function calendarUid(id: number, siteUrl: string): string {
  return `show-${id}@${new URL(siteUrl).host}`;
}

export function eventSummary(show: Show, bandName: string): string {
  return show.title ?? m.shows_event_summary({ band: bandName, venue: show.venue });
}

function eventDescription(show: Show, context: CalendarContext, pageUrl: string): string {
  const lifecycle = showLifecycle(show, context.now, context.timeZone);
  const { tickets } = lifecycle;
  return [
    lifecycle.label && [lifecycle.label, lifecycle.movedFrom].filter(Boolean).join(". "),
    formatLineup(show.supportingArtists),
    [formatPrice(show.price), formatAges(show.ageRestriction)].filter(Boolean).join(" · ") || null,
    show.notes,
    tickets.kind === "buy" ? m.tickets_link({ url: tickets.url }) : ticketStateText(tickets),
    pageUrl,
  ]
    .filter(Boolean)
    .join("\n");
}

export interface FeedIdentity {
  name: string;
  path: string;
}

export function showsFeed(shows: readonly Show[], context: CalendarContext, feed?: FeedIdentity): string {
  return showsCalendar(feedShows(shows, context.now, context.timeZone), context, feed);
}

function showsCalendar(
  shows: readonly Show[],
  context: CalendarContext,
  feed?: Partial<FeedIdentity>,
): string {
  const calendar = ical({
    // On one line, whatever the title holds: ical-generator writes NAME and X-WR-CALNAME as
    // they are (it escapes an event's text, not these), so a line break would start lines.
    name: withoutUnsafeCharacters(feed?.name ?? m.shows_feed_name({ band: context.bandName })),
    prodId: { company: "headliner", product: "shows", language: currentLanguage().toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: feedUrl(context.siteUrl, localPath(feed?.path ?? FEED_PATH)),
    // REFRESH-INTERVAL and X-PUBLISHED-TTL.
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const show of shows) addEvent(calendar, show, context);
  return calendar.toString();
}

export function showCalendar(show: Show, context: CalendarContext): string | null {
  if (!show.date) return null;
  return showsCalendar([show], context, { name: eventSummary(show, context.bandName) });
}

function eventLocation(show: Show, context: CalendarContext): string {
  const place = show.address
    ? formatAddressLines(show, context.country)
    : [formatPlace(show.city, show.state)];
  return [show.venue, ...place].filter(Boolean).join(", ");
}

function addEvent(calendar: ReturnType<typeof ical>, show: Show, context: CalendarContext): void {
  if (!show.date) return;
  const pageUrl = absoluteUrl(context.siteUrl, localPath(showPath(show.id)));
  const stamp = show.updatedAt ?? show.date;
  const allDay = isDateOnly(show.date, context.timeZone);
  // ical-generator writes an all-day date from its UTC day: give it the band's day at UTC midnight.
  const day = toWallClock(show.date, context.timeZone);
  calendar.createEvent({
    id: calendarUid(show.id, context.siteUrl),
    sequence: sequenceOf(show.updatedAt),
    stamp,
    ...(show.updatedAt && { lastModified: show.updatedAt }),
    start: allDay ? new Date(Date.UTC(day.year, day.month - 1, day.day)) : show.date,
    ...(allDay ? { allDay: true } : { end: new Date(show.date.getTime() + DEFAULT_SHOW_LENGTH_MS) }),
    summary: eventSummary(show, context.bandName),
    location: eventLocation(show, context),
    description: eventDescription(show, context, pageUrl),
    url: pageUrl,
    status: STATUS[show.status],
  });
}

const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarUrl(show: Show, context: CalendarContext): string | null {
  if (!show.date) return null;
  let dates: string;
  if (isDateOnly(show.date, context.timeZone)) {
    const day = toWallClock(show.date, context.timeZone);
    const start = new Date(Date.UTC(day.year, day.month - 1, day.day));
    const next = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    dates = `${compact(start).slice(0, 8)}/${compact(next).slice(0, 8)}`;
  } else {
    dates = `${compact(show.date)}/${compact(new Date(show.date.getTime() + DEFAULT_SHOW_LENGTH_MS))}`;
  }
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", eventSummary(show, context.bandName));
  url.searchParams.set("dates", dates);
  url.searchParams.set("details", absoluteUrl(context.siteUrl, localPath(showPath(show.id))));
  url.searchParams.set("location", eventLocation(show, context));
  return url.href;
}

/**
 * The feed's address for a calendar app: webcal:// (subscribe) and https:// (copy into "From URL"), in
 * the page's language.
 */
export function feedAddresses(siteUrl: string, path = FEED_PATH): { webcal: string; https: string } {
  const https = feedUrl(siteUrl, localPath(path));
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

function feedUrl(siteUrl: string, path: string): string {
  const query = path.indexOf("?");
  if (query < 0) return absoluteUrl(siteUrl, path);
  const url = new URL(absoluteUrl(siteUrl, path.slice(0, query)));
  url.search = path.slice(query);
  return url.href;
}

/** `within` reads like "100 mi", `place` like "Tampa, FL". */
export function nearFeedPath(place: string, within: string): string {
  return `${FEED_PATH}?${new URLSearchParams({ near: place, within })}`;
}
