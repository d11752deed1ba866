// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage } from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";

import AllShows, { links, meta as allShowsMeta } from "./all-shows.tsx";
import PastShows, { loader as pastLoader, meta as pastMeta } from "./past-shows.tsx";

const getPastShows = vi.fn<Shows["getPastShows"]>();
const services = testServices({ shows: { getPastShows } });
const matches = [{ loaderData: { siteUrl: "https://band.example" } }];

it("/es/shows is Fechas de la gira, in its title too", async () => {
  inLanguage("es", () =>
    renderPage({
      path: "/:lang/shows",
      url: "/es/shows",
      style: pageStyles.normal,
      Component: AllShows,
      loader: () => ({ shows: { dated: [], undated: [] } }),
    }),
  );
  expect(await screen.findByRole("heading", { level: 1, name: "Fechas de la gira" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 2, name: "Próximos conciertos" })).toBeInTheDocument();
  const tags = inLanguage("es", () => allShowsMeta({ matches, loaderData: null } as never));
  expect(tags).toContainEqual({ title: `Fechas de la gira · ${siteConfig.name}` });
  // The feed a calendar app finds in the page's head: the Spanish one.
  expect(inLanguage("es", links)).toEqual([
    {
      rel: "alternate",
      type: "text/calendar",
      title: `Conciertos de ${siteConfig.name}`,
      href: "/es/shows.ics",
    },
  ]);
  expect(links()).toEqual([
    { rel: "alternate", type: "text/calendar", title: `${siteConfig.name} shows`, href: "/shows.ics" },
  ]);
});

it("/es/shows/past: none yet, said in Spanish, and the way back to the upcoming ones", async () => {
  vi.mocked(getPastShows).mockResolvedValue([]);
  inLanguage("es", () =>
    renderPage({
      path: "/:lang/shows/past",
      url: "/es/shows/past",
      style: pageStyles.normal,
      Component: PastShows,
      loader: pastLoader,
      services,
    }),
  );
  expect(await screen.findByRole("heading", { level: 1, name: "Conciertos pasados" })).toBeInTheDocument();
  expect(screen.getByText("Aún no hay conciertos pasados: el primero ya viene.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Próximos conciertos" })).toHaveAttribute(
    "href",
    "/es#upcoming-shows",
  );
  const tags = inLanguage("es", () => pastMeta({ matches } as never));
  expect(tags).toContainEqual({
    name: "description",
    content: `Todos los conciertos que ha dado ${siteConfig.name}, del más reciente al más antiguo.`,
  });
});
