import type {
  EventStatusType,
  ItemList,
  MusicEvent,
  MusicGroup,
  Offer,
  PostalAddress,
  WithContext,
} from "schema-dts";

import { currentLanguage } from "#app/i18n/site-languages.ts";

import { absoluteUrl, safeHttpUrl } from "../links.ts";
import { isDateOnly, localIsoDate, localIsoDateTime, showDateTimeAttribute } from "./dates.ts";
import { formatPlace } from "./details.ts";
import type { Show } from "./fields.ts";
import { showLifecycle } from "./lifecycle.ts";
import type { ShowStatus } from "./parsers.ts";
import { type ShowListing, showPath, type ShowSettings } from "./view.ts";

// Google's event data (schema.org JSON-LD). Required and recommended fields:
// https://developers.google.com/search/docs/appearance/structured-data/event
// The same event on the page in every language, its name and description too: only `inLanguage` differs.

export interface EventDataContext extends ShowSettings {
  siteUrl: string;
  bandName: string;
  now: Date;
  fallbackImage: string;
}

export const DEFAULT_SHOW_LENGTH_MS = 3 * 60 * 60 * 1000;

const EVENT_STATUS: Record<ShowStatus, EventStatusType> = {
  scheduled: "https://schema.org/EventScheduled",
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled",
  rescheduled: "https://schema.org/EventRescheduled",
};

function band(context: EventDataContext): MusicGroup {
  return { "@type": "MusicGroup", name: context.bandName, url: absoluteUrl(context.siteUrl, "/") };
}

function eventDate(date: Date, context: EventDataContext): string {
  return showDateTimeAttribute(date, context.timeZone);
}

function endDate(start: Date, context: EventDataContext): string {
  if (isDateOnly(start, context.timeZone)) return localIsoDate(start, context.timeZone);
  return localIsoDateTime(new Date(start.getTime() + DEFAULT_SHOW_LENGTH_MS), context.timeZone);
}

/** null for a show without a date, which Google cannot list. */
export function showEventData(show: Show, context: EventDataContext): WithContext<MusicEvent> | null {
  if (!show.date) return null;
  const lifecycle = showLifecycle(show, context.now, context.timeZone);
  const pageUrl = absoluteUrl(context.siteUrl, showPath(show.id));

  const address: PostalAddress = {
    "@type": "PostalAddress",
    ...(show.address && { streetAddress: show.address }),
    ...(show.city && { addressLocality: show.city }),
    ...(show.state && { addressRegion: show.state }),
    ...(show.postalCode && { postalCode: show.postalCode }),
    addressCountry: show.country ?? context.country,
  };
  const offer: Offer = {
    "@type": "Offer",
    // The ticket seller's page even while tickets are not offered here (sold out, on sale later).
    url: safeHttpUrl(show.ticketLink) ?? pageUrl,
    ...(show.price !== null && { price: show.price }),
    priceCurrency: "USD",
    availability: show.soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    ...(lifecycle.onSaleLater && { validFrom: localIsoDateTime(lifecycle.onSaleLater, context.timeZone) }),
  };
  const place = formatPlace(show.city, show.state);
  const description =
    show.notes ??
    [`${context.bandName} live at ${show.venue}${place ? `, ${place}` : ""}.`, lineupSentence(show)]
      .filter(Boolean)
      .join(" ");

  return {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: show.title ?? `${context.bandName} at ${show.venue}`,
    url: pageUrl,
    description,
    inLanguage: currentLanguage(),
    startDate: eventDate(show.date, context),
    endDate: endDate(show.date, context),
    eventStatus: EVENT_STATUS[show.status],
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    ...(show.status === "rescheduled" &&
      show.previousDate && { previousStartDate: eventDate(show.previousDate, context) }),
    location: { "@type": "Place", name: show.venue, address },
    image: [safeHttpUrl(show.flyerLink) ?? context.fallbackImage],
    offers: offer,
    performer: band(context),
    organizer: band(context),
  };
}

function lineupSentence(show: Show): string | null {
  return show.supportingArtists.length > 0 ? `With ${show.supportingArtists.join(", ")}.` : null;
}

/**
 * A page's meta tags for the shows it lists (Google's summary-page pattern: each pointing at its own
 * page); none without a site address or a show.
 */
export function upcomingEventsTags(
  listing: ShowListing | null | undefined,
  siteUrl: string | undefined,
): { "script:ld+json": WithContext<ItemList> }[] {
  const ids = listing ? [...listing.dated, ...listing.undated].map((show) => show.id) : [];
  return siteUrl && ids.length > 0 ? [{ "script:ld+json": upcomingEventsList(ids, siteUrl) }] : [];
}

/** Google's summary-page pattern: each item points at the show's page. */
export function upcomingEventsList(showIds: readonly number[], siteUrl: string): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: showIds.map((id, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: absoluteUrl(siteUrl, showPath(id)),
    })),
  };
}
