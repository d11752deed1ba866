// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import ShowsNear, { loader } from "./shows-near.tsx";

const getAllShows = vi.fn<Shows["getAllShows"]>();
const services = testServices({ shows: { getAllShows } });

serveInEveryTest(getAllShows, [
  storedShow({
    id: 1,
    venue: "Crowbar",
    city: "Tampa",
    state: "FL",
    date: new Date(Date.now() + 3 * 86_400_000),
    soldOut: true,
  }),
]);

function renderSpanishNear(query: string) {
  inLanguage("es", () =>
    renderPage({
      path: "/:lang/shows/near",
      url: `/es/shows/near${query}`,
      style: pageStyles.propofol,
      Component: ShowsNear,
      loader: (args) => loader(args as Parameters<typeof loader>[0]),
      services,
    }),
  );
}

describe("/es/shows/near", () => {
  it("the form in Spanish, sent to the Spanish page", async () => {
    renderSpanishNear("");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Conciertos cerca de ti" }),
    ).toBeInTheDocument();
    const form = screen.getByRole("button", { name: "Buscar conciertos" }).closest("form")!;
    expect(form).toHaveAttribute("action", "/es/shows/near");
    expect(within(form).getByRole("textbox", { name: "Dónde estás" })).toBeInTheDocument();
    const distance = within(form).getByRole("textbox", { name: "Hasta dónde irías" });
    expect(distance).toHaveValue("100 mi");
    expect(distance).toHaveAccessibleDescription("En millas, o escribe km: 150 km.");
  });

  it("a place found: the shows near it, each row in Spanish", async () => {
    renderSpanishNear("?place=tampa&within=60+millas");
    const found = await screen.findByRole("region", { name: "Próximamente cerca de Tampa, FL" });
    expect(within(found).getByText("Agotado")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Otro lugar" })).toBeInTheDocument();
  });

  it("a distance it cannot take: the field's sentence in Spanish", async () => {
    renderSpanishNear("?place=tampa&within=0");
    const field = await screen.findByRole("textbox", { name: "Hasta dónde irías" });
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        "La distancia debe ser de al menos 1 mi: escribe un número de millas, como 100.",
      ),
    );
  });
});
