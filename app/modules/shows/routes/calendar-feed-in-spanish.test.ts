import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader as feedLoader } from "./calendar-feed.ts";
import { loader as showLoader } from "./show-calendar.ts";

const getAllShows = vi.fn<Shows["getAllShows"]>();
const getShow = vi.fn<Shows["getShow"]>();
const services = testServices({ shows: { getAllShows, getShow } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const SHOWS = [
  storedShow({
    id: 1,
    venue: "Crowbar",
    city: "Tampa",
    state: "FL",
    date: inDays(3),
    price: 0,
    ticketLink: "https://tickets.example.com/1",
  }),
  storedShow({
    id: 2,
    venue: "The EARL",
    city: "Atlanta",
    state: "GA",
    date: inDays(4),
    status: "cancelled",
  }),
];

beforeEach(() => {
  vi.mocked(getAllShows).mockReset();
  vi.mocked(getAllShows).mockResolvedValue(SHOWS);
  vi.mocked(getShow).mockReset();
});

/** The feed at `path` ("/es/shows.ics?…"), asked for in `language`. */
async function feed(language: Language, path: string) {
  const request = new Request(`http://localhost${path}`);
  const response = await inLanguage(language, () => feedLoader(routeArgs(services, { request })));
  return new ICAL.Component(ICAL.parse(await response.text()));
}

const eventsOf = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents("vevent").map((component) => ({
    event: new ICAL.Event(component),
    url: String(component.getFirstPropertyValue("url")),
  }));

describe("/es/shows.ics", () => {
  it("is named and worded in Spanish, with the English feed's UIDs and times and the Spanish pages' links", async () => {
    const spanish = await feed("es", "/es/shows.ics");
    const english = await feed("en", "/shows.ics");
    expect(spanish.getFirstPropertyValue("x-wr-calname")).toBe(`Conciertos de ${siteConfig.name}`);
    expect(String(spanish.getFirstPropertyValue("url"))).toBe("http://localhost:3000/es/shows.ics");
    const [crowbar, earl] = eventsOf(spanish);
    expect(crowbar!.event.summary).toBe(`${siteConfig.name} en Crowbar`);
    expect(crowbar!.event.description).toBe(
      "Gratis\nBoletos: https://tickets.example.com/1\nhttp://localhost:3000/es/shows/1",
    );
    expect(crowbar!.url).toBe("http://localhost:3000/es/shows/1");
    expect(earl!.event.description).toBe("Cancelado\nhttp://localhost:3000/es/shows/2");
    const times = (calendar: ICAL.Component) =>
      eventsOf(calendar).map(({ event }) => [
        event.uid,
        event.startDate.toString(),
        event.endDate.toString(),
      ]);
    expect(times(spanish)).toEqual(times(english));
    // The English feed, asked for again in the same minute, is still English.
    expect(eventsOf(await feed("en", "/shows.ics"))[0]!.event.summary).toBe(`${siteConfig.name} at Crowbar`);
  });

  it("near a place: named for it in Spanish, addressed under /es", async () => {
    const calendar = await feed("es", "/es/shows.ics?near=33602&within=60+millas");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      `Conciertos de ${siteConfig.name} a menos de 60 mi de 33602 (Tampa, FL)`,
    );
    expect(String(calendar.getFirstPropertyValue("url"))).toBe(
      "http://localhost:3000/es/shows.ics?near=33602+%28Tampa%2C+FL%29&within=60+mi",
    );
    expect(eventsOf(calendar).map(({ event }) => event.uid)).toEqual([expect.stringMatching(/^show-1@/)]);
  });

  it("a distance it cannot read is one sentence in Spanish", async () => {
    const request = new Request("http://localhost/es/shows.ics?near=Tampa&within=5000+mi");
    const response = await inLanguage("es", () => feedLoader(routeArgs(services, { request })));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "5,000 mi es demasiado lejos para buscar conciertos cerca de ti: escribe 1,000 mi como máximo.\n",
    );
  });
});

describe("/es/shows/{id}.ics", () => {
  const args = (id: string) => routeArgs<Parameters<typeof showLoader>[0]>(services, { params: { id } });

  it("is the show's event in Spanish, and says in Spanish when there is none", async () => {
    vi.mocked(getShow).mockResolvedValue(SHOWS[0]);
    const response = await inLanguage("es", () => showLoader(args("1")));
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${siteConfig.name} en Crowbar`);
    expect(eventsOf(calendar)[0]!.url).toBe("http://localhost:3000/es/shows/1");
    vi.mocked(getShow).mockResolvedValue(undefined);
    const missing = await inLanguage("es", () => showLoader(args("9")));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Ese concierto no existe, o su fecha aún no se ha anunciado.\n");
  });
});
