import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { storedShow } from "#tests/shows.ts";

import { type EventDataContext, showEventData, upcomingEventsList } from "./event-data.ts";
import type { Show } from "./fields.ts";
import { SHOW_STATUSES } from "./parsers.ts";
import { NOW, SITE_CONTEXT } from "./test-helpers.ts";

const CONTEXT: EventDataContext = {
  ...SITE_CONTEXT,
  fallbackImage: "https://band.example/assets/members.svg",
};

/** December 5, 2026, 8:00 PM in New York. */
const START = new Date("2026-12-06T01:00:00Z");

const show = (overrides: Partial<Show> = {}) =>
  storedShow({
    id: 12,
    date: START,
    venue: "The Social",
    city: "Orlando",
    state: "FL",
    address: "54 N Orange Ave",
    postalCode: "32801",
    price: 15,
    supportingArtists: ["Loopback"],
    ticketLink: "https://tickets.example.com/social",
    ...overrides,
  });

type Json = Record<string, unknown>;
const data = (subject: Show) => showEventData(subject, CONTEXT) as unknown as Json;

/**
 * What Google's event documentation requires (name, startDate, location with
 * name and address) and recommends (description, endDate,
 * eventAttendanceMode, eventStatus, image, offers with availability, price,
 * priceCurrency, url, organizer with name and url, performer with name),
 * https://developers.google.com/search/docs/appearance/structured-data/event
 */
function expectGoogleEvent(event: Json) {
  expect(event["@context"]).toBe("https://schema.org");
  expect(event["@type"]).toBe("MusicEvent");
  expect(event.name).toEqual(expect.any(String));
  expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
  expect(event.endDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
  expect(String(event.endDate) >= String(event.startDate).slice(0, 10)).toBe(true);
  const location = event.location as Json;
  expect(location).toMatchObject({ "@type": "Place", name: expect.any(String) });
  expect(location.address).toMatchObject({ "@type": "PostalAddress", addressCountry: expect.any(String) });
  expect(event.description).toEqual(expect.any(String));
  expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
  expect(event.eventStatus).toMatch(
    /^https:\/\/schema\.org\/Event(Scheduled|Postponed|Cancelled|Rescheduled)$/,
  );
  expect(event.image).toEqual([expect.stringMatching(/^https?:\/\//)]);
  const offers = event.offers as Json;
  expect(offers).toMatchObject({
    "@type": "Offer",
    priceCurrency: "USD",
    url: expect.stringMatching(/^https?:\/\//),
    availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|SoldOut)$/),
  });
  expect(event.organizer).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https?:/) });
  expect(event.performer).toMatchObject({ "@type": "MusicGroup", name: "The Placeholders" });
  expect(event.url).toBe("https://band.example/shows/12");
}

describe("showEventData", () => {
  test("a scheduled show: every required and recommended property", () => {
    const event = data(show());
    expectGoogleEvent(event);
    expect(event).toMatchObject({
      name: "The Placeholders at The Social",
      startDate: "2026-12-05T20:00-05:00",
      endDate: "2026-12-05T23:00-05:00",
      eventStatus: "https://schema.org/EventScheduled",
      description: "The Placeholders live at The Social, Orlando, FL. With Loopback.",
      location: {
        "@type": "Place",
        name: "The Social",
        address: {
          "@type": "PostalAddress",
          streetAddress: "54 N Orange Ave",
          addressLocality: "Orlando",
          addressRegion: "FL",
          postalCode: "32801",
          addressCountry: "US",
        },
      },
      image: ["https://band.example/assets/members.svg"],
      offers: {
        url: "https://tickets.example.com/social",
        price: 15,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
      performer: { "@type": "MusicGroup", name: "The Placeholders", url: "https://band.example/" },
    });
    expect(event).not.toHaveProperty("previousStartDate");
    expect(event.offers).not.toHaveProperty("validFrom");
  });

  test("a title names the event; the flyer is its image; notes describe it; a country of its own", () => {
    expect(
      data(
        show({
          title: "Release Show",
          flyerLink: "https://flyers.example.com/release.png",
          notes: "Doors 7 PM",
          country: "CA",
        }),
      ),
    ).toMatchObject({
      name: "Release Show",
      image: ["https://flyers.example.com/release.png"],
      description: "Doors 7 PM",
      location: { address: { addressCountry: "CA" } },
    });
  });

  test("each state: eventStatus, availability, validFrom, previousStartDate", () => {
    expect(data(show({ status: "postponed" })).eventStatus).toBe("https://schema.org/EventPostponed");
    expect(data(show({ status: "cancelled", soldOut: true }))).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      offers: { availability: "https://schema.org/SoldOut" },
    });
    expect(data(show({ soldOut: true })).offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
    });
    expect(data(show({ onSaleDate: new Date("2026-12-01T15:00:00Z") })).offers).toMatchObject({
      availability: "https://schema.org/InStock",
      validFrom: "2026-12-01T10:00-05:00",
    });
    expect(
      data(show({ status: "rescheduled", previousDate: new Date("2026-11-29T01:00:00Z") })),
    ).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: "2026-11-28T20:00-05:00",
    });
  });

  test("a date-only show has dates, not midnights; an undated show has no event data", () => {
    const dateOnly = data(show({ date: new Date("2026-12-05T05:00:00Z") }));
    expect(dateOnly).toMatchObject({ startDate: "2026-12-05", endDate: "2026-12-05" });
    expect(showEventData(show({ date: null }), CONTEXT)).toBeNull();
  });

  test("a show ending past midnight ends on the next day, with its time", () => {
    expect(data(show({ date: new Date("2026-12-06T04:00:00Z") }))).toMatchObject({
      startDate: "2026-12-05T23:00-05:00",
      endDate: "2026-12-06T02:00-05:00",
    });
  });

  test("without a price or a ticket link: no price, the show's page as the offer's url", () => {
    const offers = data(show({ price: null, ticketLink: null })).offers as Json;
    expect(offers).not.toHaveProperty("price");
    expect(offers.url).toBe("https://band.example/shows/12");
    expect(data(show({ ticketLink: "javascript:alert(1)" })).offers).toMatchObject({
      url: "https://band.example/shows/12",
    });
  });

  test("every state and combination carries Google's properties (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHOW_STATUSES),
        fc.boolean(),
        fc.option(fc.integer({ min: -200, max: 200 }), { nil: null }),
        fc.option(fc.constantFrom("https://tickets.example.com/x", "nope"), { nil: null }),
        fc.option(fc.constantFrom("54 N Orange Ave"), { nil: null }),
        fc.option(fc.constantFrom("CA", "GB"), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
        (status, soldOut, onSaleHours, ticketLink, address, country, price) => {
          const event = data(
            show({
              status,
              soldOut,
              ticketLink,
              address,
              country,
              price,
              onSaleDate: onSaleHours === null ? null : new Date(NOW.getTime() + onSaleHours * 3_600_000),
              previousDate: status === "rescheduled" ? new Date("2026-11-29T01:00:00Z") : null,
            }),
          );
          expectGoogleEvent(event);
          expect(event.eventStatus).toBe(
            `https://schema.org/Event${status[0]!.toUpperCase()}${status.slice(1)}`,
          );
          expect("previousStartDate" in event).toBe(status === "rescheduled");
          expect((event.offers as Json).availability).toBe(
            soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
          );
          expect("validFrom" in (event.offers as Json)).toBe(onSaleHours !== null && onSaleHours > 0);
          expect(((event.location as Json).address as Json).addressCountry).toBe(country ?? "US");
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("upcomingEventsList", () => {
  test("Home's list: each upcoming show's page, in order", () => {
    expect(upcomingEventsList([4, 9], "https://band.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "https://band.example/shows/4" },
        { "@type": "ListItem", position: 2, url: "https://band.example/shows/9" },
      ],
    });
  });
});
