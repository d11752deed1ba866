// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Albums } from "#app/modules/music/.server/index.ts";
import { toAlbumCard } from "#app/modules/music/albums.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";

import Music, { loader, meta } from "./music.tsx";

const getAlbums = vi.fn<Albums["getAlbums"]>();
const services = testServices({ albums: { getAlbums } });

/** A Spotify album the config does not describe: its date is Spotify's. */
const nightDrive = toAlbumCard({
  id: "album-night-drive",
  name: "Night Drive",
  release_date: "2025-03-14",
  release_date_precision: "day",
  images: [],
  external_urls: { spotify: "https://open.spotify.com/album/night-drive" },
});

serveInEveryTest(getAlbums, [nightDrive]);

function renderSpanishMusic() {
  inLanguage("es", () =>
    renderPage({
      path: "/:lang/music",
      url: "/es/music",
      style: pageStyles.propofol,
      Component: Music,
      loader,
      services,
    }),
  );
}

it("in Spanish, is Música: Escucha, Discografía and each release's date in Spanish", async () => {
  renderSpanishMusic();
  expect(await screen.findByRole("heading", { level: 1, name: "Música" })).toBeInTheDocument();
  const listen = screen.getByRole("region", { name: "Escucha" });
  expect(within(listen).getByRole("list", { name: "Plataformas de streaming" })).toBeInTheDocument();
  const discography = within(screen.getByRole("region", { name: "Discografía" }));
  const card = within(
    discography.getByRole("heading", { level: 3, name: "Night Drive" }).closest("article")!,
  );
  expect(card.getByText("marzo de 2025")).toBeInTheDocument();
  expect(discography.getByText("EP, abril de 2025")).toBeInTheDocument();
  expect(discography.getByText("Sencillo, septiembre de 2024")).toBeInTheDocument();
  expect(discography.getByText("Álbum, marzo de 2023")).toBeInTheDocument();
});

it("in Spanish, says the albums could not be loaded", async () => {
  vi.mocked(getAlbums).mockResolvedValue(null);
  renderSpanishMusic();
  expect(await screen.findByRole("status")).toHaveTextContent(
    "No pudimos cargar los discos en este momento. Vuelve a revisar pronto.",
  );
});

it("in Spanish, its title and description are Spanish", () => {
  const tags = inLanguage("es", () =>
    meta({
      matches: [{ loaderData: { siteUrl: "https://band.example" } }],
      loaderData: { albums: [] },
    } as never),
  );
  expect(tags).toContainEqual({ title: `Música · ${siteConfig.name}` });
  expect(tags).toContainEqual({
    name: "description",
    content: `Los álbumes y lanzamientos de ${siteConfig.name}, y dónde escucharlos.`,
  });
});
