// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { Albums } from "#app/modules/music/.server/index.ts";
import { toAlbumCard } from "#app/modules/music/albums.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import { siteConfig } from "#content/site.config.ts";
import { expectNewTabLink, renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { routeArgs, testServices } from "#tests/services.ts";

import ReleasePage, { loader, meta } from "./release.tsx";

const getAlbums = vi.fn<Albums["getAlbums"]>();
const services = testServices({ albums: { getAlbums } });

/** A Spotify album the config does not describe, with its track count and Spotify's sizes. */
const nightDrive = {
  ...toAlbumCard({
    id: "album-night-drive",
    name: "Night Drive",
    release_date: "2025-03-14",
    release_date_precision: "day",
    images: [
      { url: "https://i.scdn.co/image/night-drive-640", width: 640, height: 640 },
      { url: "https://i.scdn.co/image/night-drive-300", width: 300, height: 300 },
    ],
    external_urls: { spotify: "https://open.spotify.com/album/night-drive" },
  }),
  totalTracks: 9,
};

serveInEveryTest(getAlbums, [nightDrive]);

const load = (slug: string) => loader(routeArgs(services, { params: { slug } }));

function renderRelease(slug: string) {
  return renderPage({
    path: "/music/:slug",
    url: `/music/${slug}`,
    style: pageStyles.propofol,
    Component: ReleasePage,
    // The stub's loader arguments are the route's, untyped.
    loader: (args) => loader(args as Parameters<typeof loader>[0]),
    services,
  });
}

describe("the release page's loader", () => {
  it("finds a release by its slug, Spotify's and the config's", async () => {
    const spotify = await load("night-drive");
    expect(spotify).toMatchObject({ release: { title: "Night Drive", slug: "night-drive", totalTracks: 9 } });
    const [first] = siteConfig.releases;
    expect(await load("almost-real")).toMatchObject({
      release: { title: first!.title, releaseText: first!.release },
    });
  });

  it("answers the site's 404 for an unknown slug, or one not so written", async () => {
    for (const slug of ["no-such-release", "Almost-Real", "almost_real", "night-drive-"]) {
      await expect(load(slug), slug).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  it("while Spotify fails, still has the config's releases; any other slug is unavailable, not gone", async () => {
    vi.mocked(getAlbums).mockResolvedValue(null);
    expect(await load("almost-real")).toMatchObject({ release: { title: "Almost Real" } });
    expect(await load("night-drive")).toMatchObject({ init: { status: 503 }, data: { release: null } });
  });
});

describe("the release page", () => {
  it("shows the cover, title, kind and date, track count and credits", async () => {
    renderRelease("night-drive");
    expect(await screen.findByRole("heading", { level: 1, name: "Night Drive" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const cover = screen.getByRole("img", { name: "Cover of Night Drive" });
    expect(cover).toHaveAttribute("src", "https://i.scdn.co/image/night-drive-640");
    expect(cover).toHaveAttribute(
      "srcset",
      "https://i.scdn.co/image/night-drive-640 640w, https://i.scdn.co/image/night-drive-300 300w",
    );
    expect(cover.getAttribute("sizes")).toMatch(/320px/);
    expect(screen.getByText("March 2025")).toBeInTheDocument();
    expect(screen.getByText("Tracks").nextElementSibling).toHaveTextContent("9");
  });

  it("shows every store the release is on as a button, in a new tab", async () => {
    const [release] = siteConfig.releases;
    renderRelease("almost-real");
    const stores = within(await screen.findByRole("region", { name: "Where to listen" }));
    const links = stores.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(release!.listen.map((link) => serviceName(link)));
    for (const link of release!.listen) {
      expectNewTabLink(
        stores.getByRole("link", { name: `${release!.title} on ${serviceName(link)}` }),
        link.url,
      );
    }
    expect(screen.getByText("EP, April 2025")).toBeInTheDocument();
    expect(screen.getByText("Written by").nextElementSibling).toHaveTextContent(release!.writtenBy);
    // Only Spotify counts the tracks.
    expect(screen.queryByText("Tracks")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All music" })).toHaveAttribute("href", "/music");
  });

  it("a release still to come offers the release-day e-mail; one already out does not", async () => {
    const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const coming = toAlbumCard({
      id: "album-coming",
      name: "Coming Soon",
      release_date: day,
      release_date_precision: "day",
      images: [],
      external_urls: { spotify: "https://open.spotify.com/album/coming" },
    });
    vi.mocked(getAlbums).mockResolvedValue([nightDrive, coming]);
    const offering = testServices({
      albums: { getAlbums },
      reminders: { available: () => true, closed: () => null },
    });
    const page = (slug: string) =>
      renderPage({
        path: "/music/:slug",
        url: `/music/${slug}`,
        style: pageStyles.propofol,
        Component: ReleasePage,
        loader: (args) => loader(args as Parameters<typeof loader>[0]),
        services: offering,
      });
    const { unmount } = page("coming-soon");
    const box = within(await screen.findByRole("region", { name: "E-mail me on release day" }));
    expect(box.getByRole("textbox", { name: "Your e-mail" })).toBeRequired();
    expect(box.getByRole("checkbox", { name: /E-mail me on the day Coming Soon comes out/ })).toBeRequired();
    expect(box.getByRole("button", { name: "E-mail me on release day" }).closest("form")).toHaveAttribute(
      "action",
      "/remind?release=coming-soon",
    );
    unmount();
    page("night-drive");
    await screen.findByRole("heading", { level: 1, name: "Night Drive" });
    expect(screen.queryByRole("button", { name: "E-mail me on release day" })).not.toBeInTheDocument();
  });

  it("says so when Spotify failed and the release is not the config's", async () => {
    vi.mocked(getAlbums).mockResolvedValue(null);
    renderRelease("night-drive");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "This release could not be loaded right now.",
    );
  });
});

describe("the release page's meta", () => {
  it("has the release's title and description, its canonical address and a MusicAlbum", async () => {
    const loaderData = await load("night-drive");
    const tags = meta({
      matches: [{ loaderData: { siteUrl: "https://band.example" } }],
      loaderData,
      location: { pathname: "/music/night-drive" },
    } as never);
    expect(tags).toContainEqual({ title: `Night Drive · ${siteConfig.name}` });
    expect(tags).toContainEqual({
      name: "description",
      content: `Night Drive by ${siteConfig.name} (March 2025): where to listen, and its credits.`,
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://band.example/music/night-drive",
    });
    // The site's share card.
    // Its own share card: the release's title, in the page's language.
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://band.example/og/music/night-drive.png",
    });
    const album = (tags as Record<string, unknown>[]).find((tag) => "script:ld+json" in tag)?.[
      "script:ld+json"
    ];
    expect(album).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicAlbum",
      name: "Night Drive",
      url: "http://localhost:3000/music/night-drive",
      datePublished: "2025-03-14",
      image: "https://i.scdn.co/image/night-drive-640",
      numTracks: 9,
      sameAs: ["https://open.spotify.com/album/night-drive"],
      byArtist: { "@type": "MusicGroup", name: siteConfig.name, url: "http://localhost:3000/" },
    });
  });
});
