// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import { siteConfig } from "#content/site.config.ts";
import { storedShow } from "#tests/shows.ts";

import { UpcomingShows } from "./upcoming-shows.tsx";

const NOW = new Date("2026-11-23T12:00:00Z");

/** The list as a Spanish page's loader makes it: its dates are written in the page's language. */
const spanishListing = (shows: Show[]) => inLanguage("es", () => listUpcomingShows(shows, NOW, siteConfig));

/** Home's shows section on a Spanish page, under a root route that knows the site's address. */
function renderSpanish(shows: ShowListing | null, limit?: number) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => ({ siteUrl: "https://band.example" }),
      HydrateFallback: () => null,
      children: [{ path: "/:lang", Component: () => <UpcomingShows shows={shows} limit={limit} /> }],
    },
  ]);
  inLanguage("es", () => render(<Stub initialEntries={["/es"]} />));
}

const social = storedShow({
  id: 1,
  venue: "The Social",
  city: "Orlando",
  state: "FL",
  // Saturday, December 5, 2026, 8:00 PM in the band's zone (New York).
  date: new Date("2026-12-06T01:00:00Z"),
  price: 15,
  ageRestriction: 21,
  ticketLink: "https://tickets.example.com/1",
});
const SHOWS = [
  social,
  storedShow({
    id: 2,
    title: "Release Night",
    venue: "Crowbar",
    city: "Tampa",
    state: "FL",
    date: new Date("2026-12-12T01:00:00Z"),
    soldOut: true,
  }),
  storedShow({ id: 3, venue: "Rained Out", date: new Date("2026-12-13T01:00:00Z"), status: "cancelled" }),
  storedShow({ id: 4, venue: "Some Day", date: null }),
];

/** The row of the show whose link is named `name`. */
const row = (name: string) => within(screen.getByRole("link", { name }).closest("article")!);

describe("the upcoming shows on a Spanish page", () => {
  it("a row: the date tile in Spanish, the time, price and ages, and Comprar boletos", async () => {
    renderSpanish(spanishListing(SHOWS));
    expect(await screen.findByRole("heading", { level: 2, name: "Próximos conciertos" })).toBeInTheDocument();
    const first = row("Orlando, FL, The Social");
    // The tile's words are set in capitals by its style: "DIC", "SÁB".
    expect(first.getByText("dic")).toBeInTheDocument();
    expect(first.getByText("sáb")).toBeInTheDocument();
    expect(first.getByText("5 de diciembre de 2026 a las 8:00 p.m.").tagName).toBe("TIME");
    expect(first.getByText("8:00 p.m. · $15 · Desde 21 años")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "Comprar boletos para The Social" })).toHaveAttribute(
      "href",
      "https://tickets.example.com/1",
    );
  });

  it("a named, sold-out show says where it is and Agotado; a cancelled one Cancelado", async () => {
    renderSpanish(spanishListing(SHOWS));
    await screen.findByRole("heading", { level: 2, name: "Próximos conciertos" });
    const named = row("Tampa, FL, Release Night");
    expect(named.getByText("en Crowbar · 8:00 p.m.")).toBeInTheDocument();
    expect(named.getByText("Agotado")).toBeInTheDocument();
    expect(row("Rained Out").getByText("Cancelado")).toBeInTheDocument();
  });

  it("a show with no date yet: its own heading and a tile of its own", async () => {
    renderSpanish(spanishListing(SHOWS));
    expect(await screen.findByRole("heading", { level: 3, name: "Fecha por anunciar" })).toBeInTheDocument();
    expect(row("Some Day").getByText("¿?")).toBeInTheDocument();
  });

  it("links to every date, the past shows and the calendar feeds, all in Spanish", async () => {
    renderSpanish(spanishListing(SHOWS), 2);
    expect(await screen.findByRole("link", { name: "Ver las 4 fechas" })).toHaveAttribute(
      "href",
      "/es/shows",
    );
    expect(screen.getByRole("link", { name: "Conciertos pasados" })).toHaveAttribute(
      "href",
      "/es/shows/past",
    );
    const box = within(screen.getByRole("region", { name: "Agregar al calendario" }));
    expect(box.getByText("Todos los conciertos en tu calendario, siempre al día.")).toBeInTheDocument();
    expect(box.getByRole("link", { name: "Suscribirse" })).toHaveAttribute(
      "href",
      "webcal://band.example/es/shows.ics",
    );
    expect(box.getByRole("textbox", { name: "Dirección del calendario" })).toHaveValue(
      "https://band.example/es/shows.ics",
    );
    expect(box.getByText("Otra app de calendario").tagName).toBe("SUMMARY");
    const copy = box.getByText("Copiar dirección").closest("button")!;
    expect(copy).toHaveAttribute("data-copied", "Copiada");
    expect(box.getByRole("link", { name: "Solo los conciertos cerca de ti" })).toHaveAttribute(
      "href",
      "/es/shows/near",
    );
  });

  it("says when there are none", async () => {
    renderSpanish(spanishListing([]));
    expect(
      await screen.findByText("¡Por ahora no hay fechas! Pronto andaremos por ahí..."),
    ).toBeInTheDocument();
  });

  it("says when they could not be loaded", async () => {
    renderSpanish(null);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "No pudimos cargar los conciertos en este momento. Vuelve a revisar pronto.",
    );
  });
});
