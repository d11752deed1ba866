import ICAL from "ical.js";
import { describe, expect, test } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { storedShow } from "#tests/shows.ts";

import { calendarUid, googleCalendarUrl, showCalendar, showsFeed } from "./calendar.ts";
import { formatOnSaleDate, formatShowDate, showDateParts } from "./dates.ts";
import { formatAges, formatLineup, formatPrice } from "./details.ts";
import { type EventDataContext, showEventData } from "./event-data.ts";
import type { Show } from "./fields.ts";
import { showLifecycle, ticketStateText } from "./lifecycle.ts";
import { NEW_YORK, NOW, SITE_CONTEXT, SYDNEY } from "./test-helpers.ts";
import { showPageText, toShowView } from "./view.ts";

const inSpanish = <T>(work: () => T): T => inLanguage("es", work);

/** Saturday, December 5, 2026, 8:00 PM in New York; Sunday noon in Sydney. */
const START = new Date("2026-12-06T01:00:00Z");

const show = (overrides: Partial<Show> = {}) =>
  storedShow({
    id: 1,
    venue: "The Social",
    city: "Orlando",
    state: "FL",
    date: START,
    price: 15,
    ageRestriction: 21,
    supportingArtists: ["Loopback"],
    ticketLink: "https://tickets.example.com/1",
    ...overrides,
  });

describe("dates in Spanish, in the show's own time zone", () => {
  test("a show's date and time as es-US writes them: day, month in words, 12-hour clock", () => {
    expect(inSpanish(() => formatShowDate(START, NEW_YORK))).toBe("5 de diciembre de 2026 a las 8:00 p.m.");
    // The same instant is the next day in Sydney.
    expect(inSpanish(() => formatShowDate(START, SYDNEY))).toBe("6 de diciembre de 2026 a las 12:00 p.m.");
    // English, outside a Spanish page, is as it always was.
    expect(formatShowDate(START, NEW_YORK)).toBe("December 5, 2026 at 8:00 PM");
  });

  test("a date-only show has no time", () => {
    expect(inSpanish(() => formatShowDate(new Date("2026-12-10T05:00:00Z"), NEW_YORK))).toBe(
      "10 de diciembre de 2026",
    );
  });

  test("the date tile: a short month and weekday in Spanish, lower case (the tile sets them in capitals)", () => {
    expect(inSpanish(() => showDateParts(START, NEW_YORK))).toEqual({
      month: "dic",
      day: 5,
      weekday: "sáb",
      year: 2026,
      time: "8:00 p.m.",
    });
    expect(inSpanish(() => showDateParts(START, SYDNEY))).toMatchObject({ day: 6, weekday: "dom" });
  });

  test("an on-sale date leaves out this year and says the year when it is another", () => {
    const onSale = new Date("2026-11-30T15:00:00Z");
    expect(inSpanish(() => formatOnSaleDate(onSale, NOW, NEW_YORK))).toBe("30 de noviembre a las 10:00 a.m.");
    expect(inSpanish(() => formatOnSaleDate(new Date("2027-01-04T05:00:00Z"), NOW, NEW_YORK))).toBe(
      "4 de enero de 2027",
    );
  });
});

describe("a show's states and details in Spanish", () => {
  test("labels, the date a show moved from, and each ticket state", () => {
    const lifecycle = (overrides: Partial<Show>) =>
      inSpanish(() => showLifecycle(show(overrides), NOW, NEW_YORK));
    expect(lifecycle({ status: "cancelled" }).label).toBe("Cancelado");
    expect(lifecycle({ status: "postponed" }).label).toBe("Pospuesto");
    const moved = lifecycle({ status: "rescheduled", previousDate: new Date("2026-12-01T01:00:00Z") });
    expect(moved.label).toBe("Nueva fecha");
    expect(moved.movedFrom).toBe("Antes era el 30 de noviembre de 2026 a las 8:00 p.m.");
    const text = (overrides: Partial<Show>) =>
      inSpanish(() => ticketStateText(showLifecycle(show(overrides), NOW, NEW_YORK).tickets));
    expect(text({ soldOut: true })).toBe("Agotado");
    expect(text({ ticketLink: null })).toBe("Boletos en taquilla");
    expect(text({})).toBe("Comprar boletos");
    expect(text({ onSaleDate: new Date("2026-11-30T15:00:00Z") })).toBe(
      "A la venta el 30 de noviembre a las 10:00 a.m.",
    );
  });

  test("price, ages and the support acts", () => {
    expect(
      inSpanish(() => [formatPrice(0), formatPrice(12.5), formatAges(21), formatLineup(["A", "B"])]),
    ).toEqual(["Gratis", "$12.50", "Desde 21 años", "Con A, B"]);
  });

  test("the page's title and description; a time's closing point is the sentence's own", () => {
    const text = inSpanish(() =>
      showPageText(toShowView(show({ status: "postponed" }), NOW, SITE_CONTEXT), "Banda"),
    );
    expect(text.title).toBe("Pospuesto: The Social, Orlando, FL · 5 de diciembre de 2026 a las 8:00 p.m.");
    expect(text.description).toBe(
      "Pospuesto: Banda en vivo en The Social, Orlando, FL, el 5 de diciembre de 2026 a las 8:00 p.m. Con Loopback. $15, Desde 21 años",
    );
  });
});

describe("the calendar in Spanish", () => {
  const eventOf = (text: string) => {
    const component = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    return { event: new ICAL.Event(component), url: String(component.getFirstPropertyValue("url")) };
  };

  test("an event's summary and description are Spanish; its UID and times are the English event's", () => {
    const moved = show({
      status: "rescheduled",
      previousDate: new Date("2026-12-01T01:00:00Z"),
      notes: "Doors 7 PM",
    });
    const spanish = eventOf(inSpanish(() => showCalendar(moved, SITE_CONTEXT)!));
    const english = eventOf(showCalendar(moved, SITE_CONTEXT)!);
    expect(spanish.event.summary).toBe("The Placeholders en The Social");
    expect(spanish.event.description).toBe(
      [
        "Nueva fecha. Antes era el 30 de noviembre de 2026 a las 8:00 p.m.",
        "Con Loopback",
        "$15 · Desde 21 años",
        // The band's own notes, as written.
        "Doors 7 PM",
        "Boletos: https://tickets.example.com/1",
        "https://band.example/es/shows/1",
      ].join("\n"),
    );
    expect(spanish.url).toBe("https://band.example/es/shows/1");
    expect(spanish.event.uid).toBe(english.event.uid);
    expect(spanish.event.uid).toBe(calendarUid(1, SITE_CONTEXT.siteUrl));
    expect(spanish.event.startDate.toJSDate()).toEqual(english.event.startDate.toJSDate());
    expect(spanish.event.endDate.toJSDate()).toEqual(english.event.endDate.toJSDate());
  });

  test("a cancelled show says so in Spanish; the feed is named and addressed in Spanish", () => {
    const feed = inSpanish(() => showsFeed([show({ status: "cancelled" })], SITE_CONTEXT));
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Conciertos de The Placeholders");
    expect(calendar.getFirstPropertyValue("url")).toBe("https://band.example/es/shows.ics");
    expect(eventOf(feed).event.description).toMatch(/^Cancelado\n/);
  });

  test("Google Calendar's link is named in Spanish and leads to the Spanish page", () => {
    const url = new URL(inSpanish(() => googleCalendarUrl(show(), SITE_CONTEXT))!);
    expect(url.searchParams.get("text")).toBe("The Placeholders en The Social");
    expect(url.searchParams.get("details")).toBe("https://band.example/es/shows/1");
    expect(url.searchParams.get("dates")).toBe("20261206T010000Z/20261206T040000Z");
  });
});

test("the event data is the same in Spanish but for inLanguage", () => {
  const context: EventDataContext = { ...SITE_CONTEXT, fallbackImage: "https://band.example/og/shows/1.png" };
  const moved = show({
    status: "rescheduled",
    previousDate: new Date("2026-12-01T01:00:00Z"),
    onSaleDate: new Date("2026-11-30T15:00:00Z"),
    country: "CA",
  });
  const english = showEventData(moved, context)!;
  const spanish = inSpanish(() => showEventData(moved, context))!;
  expect(english.inLanguage).toBe("en");
  expect(spanish.inLanguage).toBe("es");
  expect({ ...spanish, inLanguage: "en" }).toEqual(english);
});
