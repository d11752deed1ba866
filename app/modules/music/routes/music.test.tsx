// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { Albums } from "#app/modules/music/.server/index.ts";
import { type AlbumCard, toAlbumCard } from "#app/modules/music/albums.ts";
import { ALBUMS_UNAVAILABLE_MESSAGE, NO_ALBUMS_MESSAGE } from "#app/modules/music/components/discography.tsx";
import { listenLinks } from "#app/modules/music/components/listen-section.tsx";
import { releaseSlug } from "#app/modules/music/release-slug.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import { siteConfig } from "#content/site.config.ts";
import {
  expectNewTabLink,
  expectNewTabLinksAreSafe,
  renderPage,
  serveInEveryTest,
} from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";

import Music, { loader } from "./music.tsx";

// Spotify (or the sample catalog) stays out of route tests.
const getAlbums = vi.fn<Albums["getAlbums"]>();
const services = testServices({ albums: { getAlbums } });

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
  return renderPage({ path: "/music", style: pageStyles.propofol, Component: Music, loader, services });
}

serveInEveryTest(getAlbums, albums);

it("loader returns the albums from the albums module", async () => {
  await expect(loader(routeArgs(services))).resolves.toEqual({ albums });
  expect(getAlbums).toHaveBeenCalledTimes(1);
});

it("has one h1, Music", async () => {
  renderMusic();
  expect(await screen.findByRole("heading", { level: 1, name: "Music" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
});

/** The services of the Listen row, in the config's sample: the two artist pages, then the other two. */
const LISTEN_ROW = ["Spotify", "Apple Music", "Bandcamp", "YouTube Music"];

it("shows the streaming links once, in one Listen row: the artist pages first, then the other services", async () => {
  renderMusic();
  const listen = await screen.findByRole("region", { name: "Listen" });
  expect(within(listen).getByRole("heading", { level: 2, name: "Listen" })).toBeInTheDocument();
  const links = within(within(listen).getByRole("list", { name: "Streaming services" })).getAllByRole("link");

  // The service's name is on the button, and in its accessible name.
  expect(links.map((link) => link.textContent)).toEqual(LISTEN_ROW);
  expect(links.map((link) => link.getAttribute("aria-label"))).toEqual(
    LISTEN_ROW.map((service) => `${siteConfig.name} on ${service}`),
  );
  // A service both lists name links to the artist page.
  for (const page of siteConfig.artistPages) {
    expectNewTabLink(
      within(listen).getByRole("link", { name: `${siteConfig.name} on ${page.label}` }),
      page.url,
    );
  }
  for (const service of siteConfig.streaming) {
    expect(
      within(listen).getAllByRole("link", { name: `${siteConfig.name} on ${serviceName(service)}` }),
    ).toHaveLength(1);
  }
  // Nowhere else on the page.
  expect(screen.getAllByRole("link", { name: `${siteConfig.name} on Bandcamp` })).toHaveLength(1);
});

it("keeps the artist page's link for a service both lists name, and each list's own services", () => {
  const artist = {
    service: "spotify",
    label: "Spotify",
    url: "https://open.spotify.com/artist/band",
  } as const;
  const streaming = [
    { service: "tidal", url: "https://tidal.com/artist/band" },
    { service: "spotify", label: "Spotify", url: "https://open.spotify.com/playlist/other" },
    { service: "tidal", url: "https://tidal.com/artist/again" },
  ] as const;
  expect(listenLinks([artist], [...streaming])).toEqual([artist, streaming[0]]);
  expect(listenLinks([], [...streaming])).toEqual([streaming[0], streaming[1]]);
  expect(listenLinks([artist], [])).toEqual([artist]);
});

describe("discography", () => {
  const entryOf = (section: HTMLElement, title: string) =>
    within(section).getByRole("heading", { level: 3, name: title }).closest("li")!;

  it("shows each Spotify album once: cover, name, release, and a Listen on Spotify link back to it", async () => {
    renderMusic();
    const section = await screen.findByRole("region", { name: "Discography" });
    const entry = within(entryOf(section, "Night Drive"));

    expect(entry.getByText("March 2025")).toBeInTheDocument();
    expect(entryOf(section, "Night Drive").querySelector("img")).toHaveAttribute(
      "src",
      "https://i.scdn.co/image/night-drive",
    );
    expect(entry.getByText("Listen on")).toBeInTheDocument();
    const spotify = entry.getByRole("link", { name: "Night Drive on Spotify" });
    expectNewTabLink(spotify, "https://open.spotify.com/album/night-drive");
    // The Spotify logo is the link's content.
    expect(spotify.querySelector("svg")).not.toBeNull();
    expect(within(section).getAllByRole("heading", { level: 3, name: "Night Drive" })).toHaveLength(1);
  });

  it("shows an album without a safe link as plain text, not a link", async () => {
    renderMusic();
    const section = await screen.findByRole("region", { name: "Discography" });
    const entry = entryOf(section, "Basement Tapes");

    expect(within(entry).getByText("2019")).toBeInTheDocument();
    // Its one link is its own page's (the title).
    expect(
      within(entry)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/music/basement-tapes"]);
    expect(within(entry).queryByText("Listen on")).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it("joins a Spotify album to the config's release of the same name: one entry, with its credits and services", async () => {
    const [release] = siteConfig.releases;
    vi.mocked(getAlbums).mockResolvedValue([
      toAlbumCard({
        id: "spotify-id",
        name: release!.title,
        release_date: "2025-04-25",
        release_date_precision: "day",
        images: [{ url: "https://i.scdn.co/image/spotify-cover", width: 640, height: 640 }],
        external_urls: { spotify: "https://open.spotify.com/album/spotify-id" },
      }),
    ]);
    renderMusic();
    const section = await screen.findByRole("region", { name: "Discography" });

    expect(within(section).getAllByRole("heading", { level: 3, name: release!.title })).toHaveLength(1);
    const entry = within(entryOf(section, release!.title));
    expect(entry.getByText(release!.release)).toBeInTheDocument();
    // The band's cover, not Spotify's: the config's picture is the one the band chose.
    expect(entryOf(section, release!.title).querySelector("img")).toHaveAttribute("src", release!.cover.src);
    // Its page (the title), then Spotify's own link, then the config's other services.
    expect(entry.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/music/almost-real",
      "https://open.spotify.com/album/spotify-id",
      ...release!.listen.filter((link) => link.service !== "spotify").map((link) => link.url),
    ]);
  });

  it("lists every release of the config Spotify does not, with its credits on demand and its services", async () => {
    renderMusic();
    const section = await screen.findByRole("region", { name: "Discography" });

    expect(siteConfig.releases.length).toBeGreaterThan(0);
    expect(within(section).getAllByRole("listitem").length).toBeGreaterThanOrEqual(
      albums.length + siteConfig.releases.length,
    );
    for (const release of siteConfig.releases) {
      const element = entryOf(section, release.title);
      const entry = within(element);
      expect(element.querySelector("img")).toHaveAttribute("src", release.cover.src);
      expect(entry.getByText(release.release)).toBeInTheDocument();
      // Credits behind a native disclosure: no script needed to open it.
      const credits = entry.getByText("Credits").closest("details")!;
      expect(credits).not.toHaveAttribute("open");
      expect(credits).toHaveTextContent(`Written by${release.writtenBy}`);
      expect(credits).toHaveTextContent(`Produced by${release.producedBy}`);
      expect(credits).toHaveTextContent(`Recorded at${release.recordedAt}`);
      for (const link of release.listen) {
        expectNewTabLink(
          entry.getByRole("link", { name: `${release.title} on ${serviceName(link)}` }),
          link.url,
        );
      }
    }
  });

  it("says the albums could not be loaded when Spotify failed, shows the config's releases, and keeps the other blocks", async () => {
    vi.mocked(getAlbums).mockResolvedValue(null);
    renderMusic();
    const section = await screen.findByRole("region", { name: "Discography" });

    expect(within(section).getByRole("status")).toHaveTextContent(ALBUMS_UNAVAILABLE_MESSAGE);
    expect(within(section).queryByText(NO_ALBUMS_MESSAGE)).not.toBeInTheDocument();
    expect(within(section).queryByRole("heading", { name: "Night Drive" })).not.toBeInTheDocument();
    expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(siteConfig.releases.length);
    expect(screen.getByRole("list", { name: "Streaming services" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Listen" })).toBeInTheDocument();
  });

  it("says there are no albums yet when Spotify lists none and the config describes none", async () => {
    vi.mocked(getAlbums).mockResolvedValue([]);
    const releases = siteConfig.releases;
    siteConfig.releases = [];
    try {
      renderMusic();
      const section = await screen.findByRole("region", { name: "Discography" });
      expect(within(section).getByText(NO_ALBUMS_MESSAGE)).toBeInTheDocument();
      expect(within(section).queryByText(ALBUMS_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    } finally {
      siteConfig.releases = releases;
    }
  });
});

it("links each release's title to its page, in this tab, its link stretched over the cover", async () => {
  renderMusic();
  const section = await screen.findByRole("region", { name: "Discography" });
  const title = within(section).getByRole("link", { name: "Night Drive" });
  expect(title).toHaveAttribute("href", "/music/night-drive");
  expect(title).not.toHaveAttribute("target");
  expect(title.closest("h3")).not.toBeNull();
  // One link per card to its page: the cover is covered by the title's (row-link), not a second link.
  expect(title).toHaveClass("row-link");
  expect(title.closest(".relative")!.querySelector("img")).not.toBeNull();
  expect(section.querySelectorAll('a[href="/music/night-drive"]')).toHaveLength(1);
  for (const release of siteConfig.releases) {
    expect(within(section).getByRole("link", { name: release.title })).toHaveAttribute(
      "href",
      `/music/${releaseSlug(release.title)}`,
    );
  }
});

it("links every service of the config's streaming list, each opening in a new tab", async () => {
  renderMusic();
  const section = await screen.findByRole("region", { name: "Listen" });

  expect(within(section).getAllByRole("link")).toHaveLength(
    listenLinks(siteConfig.artistPages, siteConfig.streaming).length,
  );
  for (const service of siteConfig.streaming.filter(
    (link) => !siteConfig.artistPages.some((page) => page.service === link.service),
  )) {
    expectNewTabLink(
      within(section).getByRole("link", { name: `${siteConfig.name} on ${serviceName(service)}` }),
      service.url,
    );
  }
});

it("shows the sections in the designed order: listen, then the discography", async () => {
  renderMusic();
  const order = [
    await screen.findByRole("region", { name: "Listen" }),
    screen.getByRole("region", { name: "Discography" }),
  ];
  for (let i = 1; i < order.length; i++) {
    expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});

it("opens every new-tab link with rel=noopener noreferrer", async () => {
  renderMusic();
  await screen.findByRole("region", { name: "Discography" });
  const expected =
    listenLinks(siteConfig.artistPages, siteConfig.streaming).length +
    1 +
    siteConfig.releases.reduce((links, release) => links + release.listen.length, 0);
  expect(expectNewTabLinksAreSafe()).toBe(expected);
});
