// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "#content/site.config.ts";
import { getAlbums } from "#app/.server/albums/index.ts";
import { ALBUMS_UNAVAILABLE_MESSAGE, NO_ALBUMS_MESSAGE } from "#app/components/album-list.tsx";
import { toAlbumCard, type AlbumCard } from "#app/lib/albums.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import {
  expectNewTabLink,
  expectNewTabLinksAreSafe,
  renderPage,
  installBrowserGaps,
} from "../../tests/route-helpers";
import Music, { loader } from "./music";

// Spotify (or the sample catalog) stays out of route tests.
vi.mock("#app/.server/albums/index.ts", () => ({ getAlbums: vi.fn() }));

/** Two albums through the real card mapping: one with a cover and a link, one with neither. */
const albums: AlbumCard[] = [
  toAlbumCard({
    id: "album-night-drive",
    name: "Night Drive",
    release_date: "2025-03",
    release_date_precision: "month",
    images: [{ url: "https://i.scdn.co/image/night-drive", width: 640, height: 640 }],
    external_urls: { spotify: "https://open.spotify.com/album/night-drive" },
  }),
  toAlbumCard({
    id: "album-basement",
    name: "Basement Tapes",
    release_date: "2019",
    release_date_precision: "year",
    images: [],
    external_urls: { spotify: "javascript:alert(1)" },
  }),
];

function renderMusic() {
  return renderPage({ path: "/music", style: pageStyles.propofol, Component: Music, loader });
}

beforeEach(() => {
  installBrowserGaps();
  vi.mocked(getAlbums).mockResolvedValue(albums);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(getAlbums).mockReset();
});

it("loader returns the albums from the albums module", async () => {
  await expect(loader()).resolves.toEqual({ albums });
  expect(getAlbums).toHaveBeenCalledTimes(1);
});

it("has one h1, Music", async () => {
  renderMusic();
  expect(await screen.findByRole("heading", { level: 1, name: "Music" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
});

it("links to the band's Spotify and Apple Music artist pages with named icon links", async () => {
  renderMusic();
  const artistPages = await screen.findByRole("list", { name: "Artist pages" });
  const links = within(artistPages).getAllByRole("link");

  expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
    expect.stringContaining("Spotify"),
    expect.stringContaining("Apple Music"),
  ]);
  for (const page of siteConfig.artistPages) {
    expectNewTabLink(
      within(artistPages).getByRole("link", { name: `${siteConfig.name} on ${page.label}` }),
      page.url,
    );
  }
});

describe("albums", () => {
  it("shows each album's name and release, linking to it in a new tab", async () => {
    renderMusic();
    const section = await screen.findByRole("region", { name: "Albums" });

    const link = within(section).getByRole("link", { name: /Night Drive/ });
    expectNewTabLink(link, "https://open.spotify.com/album/night-drive");
    expect(within(link).getByText("Night Drive")).toBeInTheDocument();
    expect(within(link).getByText("March 2025")).toBeInTheDocument();
    expect(link.querySelector("img")).toHaveAttribute("src", "https://i.scdn.co/image/night-drive");
  });

  it("shows an album without a safe link as plain text, not a link", async () => {
    renderMusic();
    const section = await screen.findByRole("region", { name: "Albums" });

    expect(within(section).getByText("Basement Tapes")).toBeInTheDocument();
    expect(within(section).getByText("2019")).toBeInTheDocument();
    expect(within(section).queryByRole("link", { name: /Basement Tapes/ })).not.toBeInTheDocument();
    expect(within(section).getAllByRole("link")).toHaveLength(1);
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it("says the albums could not be loaded when they failed, and the page keeps its other blocks", async () => {
    vi.mocked(getAlbums).mockResolvedValue(null);
    renderMusic();
    const section = await screen.findByRole("region", { name: "Albums" });

    expect(within(section).getByText(ALBUMS_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(within(section).queryByText(NO_ALBUMS_MESSAGE)).not.toBeInTheDocument();
    expect(within(section).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Artist pages" })).toBeInTheDocument();
    const releases = screen.getByRole("region", { name: "Releases" });
    expect(within(releases).getAllByRole("listitem")).toHaveLength(siteConfig.releases.length);
    expect(screen.getByRole("region", { name: "Stream" })).toBeInTheDocument();
  });

  it("says there are no albums yet when the catalog is empty, not that loading failed", async () => {
    vi.mocked(getAlbums).mockResolvedValue([]);
    renderMusic();
    const section = await screen.findByRole("region", { name: "Albums" });

    expect(within(section).getByText(NO_ALBUMS_MESSAGE)).toBeInTheDocument();
    expect(within(section).queryByText(ALBUMS_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
  });

  it("shows the Spotify logo and a Listen on Spotify link back to each linked album", async () => {
    renderMusic();
    const section = await screen.findByRole("region", { name: "Albums" });

    const link = within(section).getByRole("link", { name: /Night Drive/ });
    expect(link).toHaveTextContent("Listen on Spotify");
    expect(link.querySelector("svg")).not.toBeNull();
    // No link, no claim to link back.
    expect(within(section).getAllByText("Listen on Spotify")).toHaveLength(1);
  });
});

it("lists every release from the config with its credits and a link", async () => {
  renderMusic();
  const section = await screen.findByRole("region", { name: "Releases" });
  const items = within(section).getAllByRole("listitem");

  expect(siteConfig.releases.length).toBeGreaterThan(0);
  expect(items).toHaveLength(siteConfig.releases.length);
  siteConfig.releases.forEach((release, index) => {
    const item = within(items[index]!);
    expect(item.getByRole("heading", { level: 3, name: release.title })).toBeInTheDocument();
    expect(item.getByRole("img", { name: `${release.title} cover` })).toHaveAttribute("src", release.imgSrc);
    expect(item.getByText(release.release)).toBeInTheDocument();
    expect(item.getByText(`Written by ${release.writtenBy}`)).toBeInTheDocument();
    expect(item.getByText(`Produced by ${release.producedBy}`)).toBeInTheDocument();
    expect(item.getByText(`Recorded at ${release.recordedAt}`)).toBeInTheDocument();
    expectNewTabLink(item.getByRole("link", { name: `Listen to ${release.title}` }), release.link);
  });
});

it("has a Stream section linking to every streaming service in the config", async () => {
  renderMusic();
  const section = await screen.findByRole("region", { name: "Stream" });

  expect(within(section).getByRole("heading", { level: 2, name: "Stream" })).toBeInTheDocument();
  expect(within(section).getAllByRole("link")).toHaveLength(siteConfig.streaming.length);
  for (const service of siteConfig.streaming) {
    expectNewTabLink(within(section).getByRole("link", { name: service.label }), service.url);
  }
});

it("shows the sections in the designed order: artist pages, albums, releases, stream", async () => {
  renderMusic();
  const artistPages = await screen.findByRole("list", { name: "Artist pages" });
  const order = [
    artistPages,
    screen.getByRole("region", { name: "Albums" }),
    screen.getByRole("region", { name: "Releases" }),
    screen.getByRole("region", { name: "Stream" }),
  ];
  for (let i = 1; i < order.length; i++) {
    expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});

it("opens every new-tab link with rel=noopener noreferrer", async () => {
  renderMusic();
  await screen.findByRole("region", { name: "Albums" });
  const expected =
    siteConfig.artistPages.length + 1 + siteConfig.releases.length + siteConfig.streaming.length;
  expect(expectNewTabLinksAreSafe()).toBe(expected);
});
