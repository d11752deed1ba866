import { m } from "#app/i18n/compiled/messages.js";
import { safeHttpUrl } from "#app/lib/links.ts";
import type { ImageFile, Release, ServiceLink } from "#app/site/types.ts";

import type { AlbumCard } from "./albums.ts";
import { releaseSlugs } from "./release-slug.ts";

export interface DiscographyEntry {
  key: string;
  /** Its page's address under /music (release-slug.ts). */
  slug: string;
  title: string;
  cover: ImageFile | null;
  releaseText: string;
  credits: { label: string; value: string }[];
  /** Spotify's own link first, then the config's; each service once, safe links only. */
  listen: ServiceLink[];
  /** The config's date, else Spotify's ("2025-04-25", "2023-03", "2019"); null when neither gives one. */
  released: string | null;
  /** Spotify's count; null when not known. */
  totalTracks: number | null;
}

const titleKey = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();

function credits(release: Release | undefined): DiscographyEntry["credits"] {
  if (!release) return [];
  return [
    { label: m.music_written_by(), value: release.writtenBy },
    { label: m.music_produced_by(), value: release.producedBy },
    { label: m.music_recorded_at(), value: release.recordedAt },
  ].filter((credit) => credit.value.trim() !== "");
}

function listenRow(spotifyUrl: string | null, release: Release | undefined): ServiceLink[] {
  const links: ServiceLink[] = [
    ...(spotifyUrl ? [{ service: "spotify", label: "Spotify", url: spotifyUrl } as const] : []),
    ...(release?.listen ?? []),
  ];
  const seen = new Set<string>();
  return links.flatMap((link) => {
    const url = safeHttpUrl(link.url);
    if (!url || seen.has(link.service)) return [];
    seen.add(link.service);
    return [{ ...link, url }];
  });
}

/** Spotify's albums, then the config's releases it lacks; `albums` is null when Spotify was unreachable. */
export function discography(albums: AlbumCard[] | null, releases: Release[]): DiscographyEntry[] {
  const described = new Map(releases.map((release) => [titleKey(release.title), release]));
  const fromSpotify = (albums ?? []).map((album): Omit<DiscographyEntry, "slug"> => {
    const release = described.get(titleKey(album.name));
    described.delete(titleKey(album.name));
    return {
      key: album.id,
      title: album.name,
      // The band's own picture: a sample album's cover is not in the browser's files once the config swaps it.
      cover: release?.cover ?? album.cover,
      releaseText: release?.release ?? album.releaseText,
      credits: credits(release),
      listen: listenRow(album.url, release),
      released: release?.date ?? album.released,
      totalTracks: album.totalTracks ?? null,
    };
  });
  const configOnly = [...described.values()].map((release): Omit<DiscographyEntry, "slug"> => ({
    key: `config:${release.title}`,
    title: release.title,
    cover: release.cover,
    releaseText: release.release,
    credits: credits(release),
    listen: listenRow(null, release),
    released: release.date ?? null,
    totalTracks: null,
  }));
  const entries = [...fromSpotify, ...configOnly];
  const slugs = releaseSlugs(entries.map((entry) => entry.title));
  return entries.map((entry, index) => ({ ...entry, slug: slugs[index]! }));
}
