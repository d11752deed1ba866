import { describe, expect, test } from "vitest";

import type { Release } from "#app/site/types.ts";

import type { AlbumCard } from "./albums.ts";
import { discography } from "./discography.ts";

const album = (
  id: string,
  name: string,
  url: string | null = `https://open.spotify.com/album/${id}`,
): AlbumCard => ({
  id,
  name,
  releaseText: "April 2025",
  released: "2025-04-25",
  cover: { id: "", src: `https://i.scdn.co/image/${id}`, width: 640, height: 640, sources: [] },
  url,
});

const release = (title: string, overrides: Partial<Release> = {}): Release => ({
  cover: { id: title, src: `/assets/${title}.svg`, width: 640, height: 640, sources: [] },
  title,
  release: "EP, April 2025",
  writtenBy: "The Band",
  producedBy: "A Producer",
  recordedAt: "A Studio",
  listen: [
    { service: "spotify", label: "Spotify", url: "https://open.spotify.com/album/from-config" },
    { service: "appleMusic", label: "Apple Music", url: "https://music.apple.com/album/1" },
  ],
  ...overrides,
});

describe("discography: each release once", () => {
  test("joins a Spotify album to the config's release of the same title, whatever its case and spacing", () => {
    const entries = discography([album("a1", "Almost Real")], [release("  almost   REAL ")]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual({
      key: "a1",
      slug: "almost-real",
      title: "Almost Real",
      // The band's own cover from the config wins over Spotify's (issue 40: the sample's were 404).
      cover: {
        id: "  almost   REAL ",
        src: "/assets/  almost   REAL .svg",
        width: 640,
        height: 640,
        sources: [],
      },
      releaseText: "EP, April 2025",
      credits: [
        { label: "Written by", value: "The Band" },
        { label: "Produced by", value: "A Producer" },
        { label: "Recorded at", value: "A Studio" },
      ],
      // Spotify's own link to the album wins over the config's.
      listen: [
        { service: "spotify", label: "Spotify", url: "https://open.spotify.com/album/a1" },
        { service: "appleMusic", label: "Apple Music", url: "https://music.apple.com/album/1" },
      ],
      released: "2025-04-25",
      totalTracks: null,
    });
  });

  test("lists Spotify's albums in Spotify's order, then the config's releases Spotify does not list", () => {
    const entries = discography(
      [album("b", "Second"), album("a", "First")],
      [release("Demo Tape"), release("First"), release("Live Bootleg")],
    );
    expect(entries.map((entry) => entry.title)).toEqual(["Second", "First", "Demo Tape", "Live Bootleg"]);
    expect(entries[0]).toMatchObject({ releaseText: "April 2025", credits: [] });
    expect(entries[2]).toMatchObject({
      key: "config:Demo Tape",
      cover: { id: "Demo Tape", src: "/assets/Demo Tape.svg", width: 640, height: 640, sources: [] },
      listen: [
        { service: "spotify", url: "https://open.spotify.com/album/from-config" },
        { service: "appleMusic", url: "https://music.apple.com/album/1" },
      ],
    });
  });

  test("shows the config's releases alone when Spotify could not be reached", () => {
    expect(discography(null, [release("One"), release("Two")]).map((entry) => entry.title)).toEqual([
      "One",
      "Two",
    ]);
    expect(discography(null, [])).toEqual([]);
  });

  test("keeps only safe links in the Listen on row, each service once, and leaves out empty credits", () => {
    const [entry] = discography(
      [album("c", "Risky", null)],
      [
        release("Risky", {
          producedBy: " ",
          listen: [
            { service: "spotify", label: "Spotify", url: "javascript:alert(1)" },
            { service: "bandcamp", label: "Bandcamp", url: "https://band.example/risky" },
            { service: "bandcamp", label: "Bandcamp", url: "https://band.example/again" },
          ],
        }),
      ],
    );
    expect(entry!.listen).toEqual([
      { service: "bandcamp", label: "Bandcamp", url: "https://band.example/risky" },
    ]);
    expect(entry!.credits.map((credit) => credit.label)).toEqual(["Written by", "Recorded at"]);
  });
});

describe("discography: each release has its page", () => {
  test("a slug from each title, Spotify's and the config's alike; a clash gets -2", () => {
    const entries = discography(
      [album("a", "Almost Real"), album("b", "Almost  Real!")],
      [release("Garage Days")],
    );
    expect(entries.map((entry) => entry.slug)).toEqual(["almost-real", "almost-real-2", "garage-days"]);
  });

  test("Spotify's date and track count when it gives them, none for the config's own", () => {
    const entries = discography([{ ...album("a", "Almost Real"), totalTracks: 6 }], [release("Demo")]);
    expect(entries.map(({ released, totalTracks }) => ({ released, totalTracks }))).toEqual([
      { released: "2025-04-25", totalTracks: 6 },
      { released: null, totalTracks: null },
    ]);
  });
});
