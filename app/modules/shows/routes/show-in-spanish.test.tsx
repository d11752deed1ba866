// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { expectNewTabLinkNamed, renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import ShowPage, { loader, meta } from "./show.tsx";

const getShow = vi.fn<Shows["getShow"]>();
const services = testServices({ shows: { getShow } });

const HOUR = 60 * 60 * 1000;
/** Thursday, April 25, 2030, 8:00 PM in New York (the band's zone). */
const APRIL_25 = new Date("2030-04-26T00:00:00Z");

const lorem = storedShow({
  id: 5,
  date: APRIL_25,
  venue: "The Lorem Lounge",
  city: "Orlando",
  state: "FL",
  address: "123 Lorem Ave",
  postalCode: "32803",
  price: 15,
  ageRestriction: 21,
  supportingArtists: ["The Examples"],
  ticketLink: "https://tickets.example.com/lorem",
  notes: "Doors 7 PM. Free parking behind the venue.",
});

serveInEveryTest(getShow, lorem);

function renderSpanishShow(show: Show = lorem) {
  vi.mocked(getShow).mockResolvedValue(show);
  inLanguage("es", () =>
    renderPage({
      path: "/:lang/shows/:id",
      url: `/es/shows/${show.id}`,
      style: pageStyles.propofol,
      Component: ShowPage,
      loader: (args) => loader(args as Parameters<typeof loader>[0]),
      services,
    }),
  );
}

/** The value of the page's row labelled `label` (its <dd>). */
function fact(label: string): HTMLElement {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;
}

describe("/es/shows/{id}", () => {
  it("an on-sale show: its facts in Spanish, the date in the band's zone, and Comprar boletos", async () => {
    renderSpanishShow();
    const heading = await screen.findByRole("heading", { level: 1, name: "The Lorem Lounge" });
    expect(heading.closest("header")).toHaveTextContent(`${siteConfig.name} en vivo en`);
    expect(fact("Fecha")).toHaveTextContent(
      /^jueves, 25 de abril de 2030 a las 8:00 p\.m\.\s*Puertas a las 7 p\.m\.$/,
    );
    expect(screen.getByText("25 de abril de 2030 a las 8:00 p.m.").tagName).toBe("TIME");
    expect(
      within(fact("Lugar")).getByRole("link", { name: "Cómo llegar a The Lorem Lounge" }),
    ).toBeInTheDocument();
    expect(fact("Invitados")).toHaveTextContent(/^Con The Examples$/);
    expect(fact("Precio y edades")).toHaveTextContent(/^\$15 · Desde 21 años$/);
    for (const place of screen.getAllByRole("complementary", { name: "Boletos" })) {
      expectNewTabLinkNamed(
        within(place),
        "Comprar boletos para The Lorem Lounge",
        "https://tickets.example.com/lorem",
      );
    }
    const calendar = within(screen.getByRole("region", { name: "Agregar al calendario" }));
    expect(calendar.getByRole("link", { name: "Archivo de calendario (.ics)" })).toHaveAttribute(
      "href",
      "/es/shows/5.ics",
    );
    const more = within(screen.getByRole("navigation", { name: "Más conciertos" }));
    expect(more.getByRole("link", { name: "Todos los próximos conciertos" })).toHaveAttribute(
      "href",
      "/es#upcoming-shows",
    );
    expect(more.getByRole("link", { name: "Conciertos pasados" })).toHaveAttribute("href", "/es/shows/past");
  });

  it("sold out: Agotado where the tickets were, and no button", async () => {
    renderSpanishShow({ ...lorem, soldOut: true });
    await screen.findByRole("heading", { level: 1 });
    expect(fact("Boletos")).toHaveTextContent(/^Agotado$/);
    expect(screen.queryByRole("link", { name: /Comprar boletos/ })).not.toBeInTheDocument();
  });

  it("cancelled: Cancelado, and that the show will not be", async () => {
    renderSpanishShow({ ...lorem, status: "cancelled" });
    expect(await screen.findByText("Cancelado")).toBeInTheDocument();
    expect(screen.getByText("Este concierto se canceló.")).toBeInTheDocument();
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("postponed: a new date to come, the tickets still good, and the original date", async () => {
    renderSpanishShow({ ...lorem, status: "postponed" });
    expect(await screen.findByText("Pospuesto")).toBeInTheDocument();
    expect(screen.getByText("Habrá nueva fecha: tus boletos siguen siendo válidos.")).toBeInTheDocument();
    expect(fact("Fecha original")).toHaveTextContent(/^jueves, 25 de abril de 2030/);
    expect(screen.getAllByRole("link", { name: "Info de boletos para The Lorem Lounge" })).toHaveLength(2);
  });

  it("rescheduled: Nueva fecha, and the date it had before", async () => {
    renderSpanishShow({ ...lorem, status: "rescheduled", previousDate: new Date("2030-04-19T00:00:00Z") });
    expect(await screen.findByText("Nueva fecha")).toBeInTheDocument();
    expect(screen.getByText("Antes era el 18 de abril de 2030 a las 8:00 p.m.")).toBeInTheDocument();
  });

  it("on now: En vivo ahora at the top", async () => {
    renderSpanishShow({ ...lorem, date: new Date(Date.now() - HOUR) });
    const top = (await screen.findByRole("heading", { level: 1 })).closest("header")!;
    expect(within(top).getByText("En vivo ahora", { selector: "strong" })).toBeInTheDocument();
    expect(within(top).getByText("Este concierto ya empezó.")).toBeInTheDocument();
  });

  it("on sale later: the day and time the tickets go on sale, in Spanish and in the band's zone", async () => {
    renderSpanishShow({ ...lorem, onSaleDate: new Date(Date.UTC(2030, 2, 3, 15)) });
    await screen.findByRole("heading", { level: 1 });
    expect(fact("Boletos")).toHaveTextContent(/^A la venta el 3 de marzo de 2030 a las 10:00 a\.m\.$/);
  });

  it("a show that has passed says so", async () => {
    renderSpanishShow({ ...lorem, date: new Date(Date.now() - 5 * HOUR) });
    expect(await screen.findByText("Este concierto ya pasó.")).toBeInTheDocument();
  });
});

describe("/es/shows/{id}'s meta", () => {
  it("a Spanish title, and event data that is the English page's but for inLanguage", async () => {
    const tagsIn = async (language: "en" | "es") =>
      inLanguage(language, async () => {
        const loaderData = await loader(routeArgs(services, { params: { id: "5" } }));
        return meta({
          loaderData,
          matches: [{ loaderData: { siteUrl: "https://band.example" } }],
          location: { pathname: "/shows/5" },
        } as never) as Record<string, unknown>[];
      });
    const spanish = await tagsIn("es");
    expect(spanish.find((tag) => "title" in tag)?.title).toBe(
      `The Lorem Lounge, Orlando, FL · 25 de abril de 2030 a las 8:00 p.m. · ${siteConfig.name}`,
    );
    const eventOf = (tags: Record<string, unknown>[]) =>
      tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as Record<string, unknown>;
    const english = eventOf(await tagsIn("en"));
    expect(eventOf(spanish)).toEqual({ ...english, inLanguage: "es" });
  });
});
