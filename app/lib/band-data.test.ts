import { expect, test } from "vitest";

import { bandText } from "#app/i18n/site-languages.ts";
import { webManifest } from "#app/modules/site-files/routes/manifest.ts";
import { siteConfig } from "#content/site.config.ts";
import { storedShow } from "#tests/shows.ts";

import { showShareCard, siteShareCard } from "../modules/share/share-cards.ts";
import { albumsData, bandData, pressKitData } from "./band-data.ts";
import { toShowView } from "./shows/view.ts";

test("the band: name, site, logo, image, profiles, genres and hometown, every URL absolute", () => {
  const band = bandData("https://band.example") as unknown as Record<string, unknown>;
  expect(band).toMatchObject({
    "@context": "https://schema.org",
    "@type": "MusicGroup",
    name: siteConfig.name,
    url: "https://band.example/",
    image: "https://band.example/og/site.png",
    genre: siteConfig.genres,
    foundingLocation: { "@type": "Place", name: "Orlando, FL" },
  });
  expect(band.logo).toBe("https://band.example/icon-512.png");
  const sameAs = band.sameAs as string[];
  expect(sameAs).toEqual(expect.arrayContaining(siteConfig.socials.map((link) => link.url)));
  expect(new Set(sameAs).size).toBe(sameAs.length);
});

test("the press kit's band: the band's data with its short bio, members and bookings address", () => {
  const band = pressKitData("https://band.example") as unknown as Record<string, unknown>;
  expect(band).toEqual({
    ...bandData("https://band.example"),
    description: bandText(siteConfig.press.shortBio),
    email: siteConfig.bookingsEmail,
    member: siteConfig.members.map((member) => ({ "@type": "Person", name: member.name })),
  });
  const { members } = siteConfig;
  siteConfig.members = [];
  try {
    expect(pressKitData("https://band.example")).not.toHaveProperty("member");
  } finally {
    siteConfig.members = members;
  }
});

test("albums: name, date, cover, link and the band as artist", () => {
  const [album, bare] = albumsData(
    [
      {
        id: "a",
        name: "Night Drive",
        releaseText: "March 2025",
        released: "2025-03",
        cover: { id: "", src: "/covers/a.svg", width: 640, height: 640, sources: [] },
        url: "https://open.spotify.com/album/a",
      },
      { id: "b", name: "Demo", releaseText: "2019", released: "2019", cover: null, url: null },
    ],
    "https://band.example",
  );
  expect(album).toEqual({
    "@context": "https://schema.org",
    "@type": "MusicAlbum",
    name: "Night Drive",
    datePublished: "2025-03",
    image: "https://band.example/covers/a.svg",
    url: "https://open.spotify.com/album/a",
    byArtist: { "@type": "MusicGroup", name: siteConfig.name, url: "https://band.example/" },
  });
  expect(bare).not.toHaveProperty("image");
  expect(bare).not.toHaveProperty("url");
});

test("share cards: the site's line; a show's date, name, place and state", () => {
  expect(siteShareCard()).toMatchObject({
    bandName: siteConfig.name,
    headline: bandText(siteConfig.shareLine),
    lines: [],
    badge: null,
  });
  const now = new Date("2026-11-23T12:00:00Z");
  const view = (overrides: Parameters<typeof storedShow>[0]) =>
    toShowView(storedShow(overrides), now, siteConfig);
  const base = {
    id: 1,
    venue: "The Social",
    city: "Orlando",
    state: "FL",
    date: new Date("2026-12-06T01:00:00Z"),
  };
  expect(showShareCard(view(base))).toMatchObject({
    headline: "December 5, 2026 at 8:00 PM",
    lines: ["The Social", "Orlando, FL"],
    badge: null,
  });
  expect(showShareCard(view({ ...base, status: "cancelled", soldOut: true })).badge).toBe("Cancelled");
  expect(showShareCard(view({ ...base, soldOut: true })).badge).toBe("Sold out");
  expect(showShareCard(view({ ...base, title: "Release Show" })).lines).toEqual([
    "Release Show",
    "The Social, Orlando, FL",
  ]);
  expect(showShareCard(view({ ...base, date: new Date("2026-10-01T00:00:00Z") })).badge).toBe("Played");
  // Hex colours of the active style, which satori can paint.
  expect(siteShareCard().accent).toMatch(/^#[0-9a-f]{6}$/);
});

test("the web manifest: name, standalone, the style's colours, icons 192 and 512", () => {
  expect(webManifest()).toMatchObject({
    name: siteConfig.name,
    display: "standalone",
    start_url: "/",
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  });
});
