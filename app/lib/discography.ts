import type { ImageFile, Release, ServiceLink } from "#app/site/types.ts";
import type { AlbumCard } from "./albums.ts";
import { safeHttpUrl } from "./links.ts";

/** One release on Music, shown once: what Spotify says of it joined to what the config adds. */
export interface DiscographyEntry {
  /** Unique on the page: Spotify's album id, or the config's title. */
  key: string;
  title: string;
  cover: ImageFile | null;
  /** "EP, April 2025" from the config, else Spotify's "April 2025". */
  releaseText: string;
  /** Written by, Produced by, Recorded at; empty for an album the config does not describe. */
  credits: { label: string; value: string }[];
  /** The "Listen on" row: Spotify's own link to the album first, then the config's, each service once, safe links only. */
  listen: ServiceLink[];
}

/** Titles match whatever their case and spacing: "Almost  Real" is "almost real". */
const titleKey = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();

function credits(release: Release | undefined): DiscographyEntry["credits"] {
  if (!release) return [];
  return [
    { label: "Written by", value: release.writtenBy },
    { label: "Produced by", value: release.producedBy },
    { label: "Recorded at", value: release.recordedAt },
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

/**
 * The band's discography: every album Spotify lists, in Spotify's order,
 * then every release of the config Spotify does not list, in the config's.
 * `albums` is null when Spotify could not be reached: the config's releases
 * are all there is then.
 */
export function discography(albums: AlbumCard[] | null, releases: Release[]): DiscographyEntry[] {
  const described = new Map(releases.map((release) => [titleKey(release.title), release]));
  const fromSpotify = (albums ?? []).map((album): DiscographyEntry => {
    const release = described.get(titleKey(album.name));
    described.delete(titleKey(album.name));
    return {
      key: album.id,
      title: album.name,
      cover: album.cover,
      releaseText: release?.release ?? album.releaseText,
      credits: credits(release),
      listen: listenRow(album.url, release),
    };
  });
  const configOnly = [...described.values()].map((release): DiscographyEntry => ({
    key: `config:${release.title}`,
    title: release.title,
    cover: release.cover,
    releaseText: release.release,
    credits: credits(release),
    listen: listenRow(null, release),
  }));
  return [...fromSpotify, ...configOnly];
}
