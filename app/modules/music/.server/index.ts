import { createCache } from "#app/.server/cache.ts";
import type { Env } from "#app/.server/env.ts";
import { describeError, log } from "#app/.server/log.ts";
import { type AlbumCard, toAlbumCards } from "#app/modules/music/albums.ts";
import { discography } from "#app/modules/music/discography.ts";
import { sampleAlbums } from "#content/sample-albums.ts";
import { SAMPLE_BAND_NAME } from "#content/sample-band.ts";
import { siteConfig } from "#content/site.config.ts";

import { createSpotifyClient, type SpotifyClientOptions, SpotifyError } from "./spotify.ts";

/** Albums change rarely: ask Spotify at most once an hour, behind the request. */
const FRESH_FOR_MS = 60 * 60_000;
/** When Spotify fails, the last good list is served for up to a week. */
const SERVE_STALE_FOR_MS = 7 * 24 * 60 * 60_000;
const RETRY_AFTER_FAILURE_MS = 60_000;
/** Per Spotify call, and the longest the Music page waits for albums. */
export const SPOTIFY_TIMEOUT_MS = 5_000;

type AlbumsSource = () => Promise<AlbumCard[] | null>;

function toValidCards(items: readonly unknown[]): AlbumCard[] {
  return toAlbumCards(items, (item, problem) => {
    log("warn", "skipped an invalid album", {
      id: (item as { id?: unknown } | null)?.id ?? null,
      problem,
    });
  });
}

export function createSpotifyAlbums(
  options: SpotifyClientOptions & { artistId: string; now?: () => number; onChange?: () => void },
): AlbumsSource {
  const spotify = createSpotifyClient({ timeoutMs: SPOTIFY_TIMEOUT_MS, ...options });
  // The first albums count as a change too: a page kept while they were still loading says
  // they are unavailable.
  let served: string | undefined;
  const cache = createCache({
    load: async () => toValidCards(await spotify.getArtistAlbums(options.artistId)),
    onError: (error) => {
      const message =
        error instanceof SpotifyError && error.call === "token"
          ? "Error fetching the Spotify access token:"
          : "Error fetching albums from the streaming API:";
      log("error", message, { cause: describeError(error) });
    },
    onLoad: (cards) => {
      const loaded = JSON.stringify(cards);
      if (loaded === served) return;
      served = loaded;
      options.onChange?.();
    },
    freshForMs: FRESH_FOR_MS,
    retryAfterFailureMs: RETRY_AFTER_FAILURE_MS,
    serveStaleForMs: SERVE_STALE_FOR_MS,
    refreshInBackground: true,
    waitAtMostMs: options.timeoutMs ?? SPOTIFY_TIMEOUT_MS,
    now: options.now,
  });
  return () => cache.get();
}

export interface Albums {
  getAlbums(): Promise<AlbumCard[] | null>;
  /**
   * Whether `slug` is a release's page, from the albums last served (no call); null before any were or
   * while Spotify fails (its albums' pages may come back).
   */
  releaseExists(slug: string): boolean | null;
  /** Told when Spotify's albums differ from those served before (kept pages showing them are stale). */
  onChange(listener: () => void): void;
}

/** Else the sample catalog while the config names the sample band (in Spotify's shape, validated alike). */
export function createAlbums(env: Pick<Env, "spotify">): Albums {
  const listeners = new Set<() => void>();
  const { spotify } = env;
  const sample = siteConfig.name === SAMPLE_BAND_NAME ? toValidCards(sampleAlbums) : [];
  const source: AlbumsSource = spotify
    ? createSpotifyAlbums({
        ...spotify,
        artistId: spotify.artistId ?? siteConfig.spotifyArtistId,
        onChange: () => listeners.forEach((listener) => listener()),
      })
    : () => Promise.resolve(sample);
  let served: AlbumCard[] | null | undefined;
  // Asked on every request for a release's page (server/page-key.ts): worked out once per answer.
  let slugs: { of: AlbumCard[] | null; slugs: Set<string> } | undefined;
  return {
    getAlbums: async () => (served = await source()),
    releaseExists(slug) {
      if (served === undefined) return null;
      if (slugs?.of !== served) {
        const entries = discography(served, siteConfig.releases);
        slugs = { of: served, slugs: new Set(entries.map((entry) => entry.slug)) };
      }
      if (slugs.slugs.has(slug)) return true;
      return served === null ? null : false;
    },
    onChange: (listener) => void listeners.add(listener),
  };
}

export { SPOTIFY_IMAGE_ORIGIN } from "./spotify.ts";
