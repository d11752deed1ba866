// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Albums } from "#app/modules/music/.server/index.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";

import ReleasePage, { loader, meta } from "./release.tsx";

const getAlbums = vi.fn<Albums["getAlbums"]>();
const services = testServices({ albums: { getAlbums } });

serveInEveryTest(getAlbums, []);

function renderSpanishRelease(slug: string) {
  inLanguage("es", () =>
    renderPage({
      path: "/:lang/music/:slug",
      url: `/es/music/${slug}`,
      style: pageStyles.propofol,
      Component: ReleasePage,
      // The stub's loader arguments are the route's, untyped.
      loader: (args) => loader(args as Parameters<typeof loader>[0]),
      services,
    }),
  );
}

it("in Spanish, says the kind, the date, the credits and where to listen in Spanish", async () => {
  renderSpanishRelease("almost-real");
  expect(await screen.findByRole("heading", { level: 1, name: "Almost Real" })).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Portada de Almost Real" })).toBeInTheDocument();
  expect(screen.getByText("EP, abril de 2025")).toBeInTheDocument();
  expect(screen.getByText("Escrito por")).toBeInTheDocument();
  const stores = within(screen.getByRole("region", { name: "Dónde escucharlo" }));
  expect(stores.getByRole("link", { name: "Almost Real en Spotify" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Toda la música" })).toHaveAttribute("href", "/es/music");
  expect(document.body).not.toHaveTextContent(/April|Written by|Where to listen/);
});

it("in Spanish, its title, description and canonical address are the Spanish page's", async () => {
  const loaderData = await inLanguage("es", () =>
    loader(routeArgs(services, { params: { lang: "es", slug: "almost-real" } })),
  );
  const tags = inLanguage("es", () =>
    meta({
      matches: [{ loaderData: { siteUrl: "https://band.example" } }],
      loaderData,
      location: { pathname: "/es/music/almost-real" },
    } as never),
  );
  expect(tags).toContainEqual({ title: `Almost Real · ${siteConfig.name}` });
  expect(tags).toContainEqual({
    name: "description",
    content: `Almost Real de ${siteConfig.name} (EP, abril de 2025): dónde escucharlo y sus créditos.`,
  });
  expect(tags).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: "https://band.example/es/music/almost-real",
  });
  const album = (tags as Record<string, unknown>[]).find((tag) => "script:ld+json" in tag)?.[
    "script:ld+json"
  ];
  expect(album).toMatchObject({
    "@type": "MusicAlbum",
    name: "Almost Real",
    url: "http://localhost:3000/music/almost-real",
    byArtist: { "@type": "MusicGroup", name: siteConfig.name },
  });
  expect(album).not.toHaveProperty("datePublished");
});
