import { sampleAlbums } from "#content/sample-albums.ts";
import { SAMPLE_BAND_NAME } from "#content/sample-band.ts";
import { siteConfig } from "#content/site.config.ts";
import { toAlbumCards, type AlbumCard } from "#app/lib/albums.ts";
import { createCache } from "../cache.ts";
import { getEnv } from "../env.ts";
import { describeError, log } from "../log.ts";
import { singleton } from "../singleton.ts";
import { createSpotifyClient, SpotifyError, type SpotifyClientOptions } from "./spotify.ts";

/**
 * The one way into the band's albums: from Spotify when its credentials are
 * set, else, while the config still names the sample band, the sample
 * catalog (in Spotify's album shape, so both go through the same
 * validation). A renamed band without Spotify shows its config's releases alone.
 */

/** Albums change rarely: ask Spotify at most once an hour, behind the request. */
const FRESH_FOR_MS = 60 * 60_000;
/** When Spotify fails, the last good list is served for up to a week. */
const SERVE_STALE_FOR_MS = 7 * 24 * 60 * 60_000;
const RETRY_AFTER_FAILURE_MS = 60_000;
/** Per Spotify call, and the longest the Music page waits for albums. */
export const SPOTIFY_TIMEOUT_MS = 5_000;

/** The albums to show; null when they could not be loaded (the block says so). */
type AlbumsSource = () => Promise<AlbumCard[] | null>;

function toValidCards(items: readonly unknown[]): AlbumCard[] {
  return toAlbumCards(items, (item, problem) => {
    log("warn", "skipped an invalid album", {
      id: (item as { id?: unknown } | null)?.id ?? null,
      problem,
    });
  });
}

/** Told when Spotify's albums differ from those served before (kept pages that show them are then out of date). */
const listeners = singleton("albums-listeners", () => new Set<() => void>());

/** Returns how to stop listening. */
export function onAlbumsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function createSpotifyAlbums(
  options: SpotifyClientOptions & { artistId: string; now?: () => number },
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
      for (const listener of listeners) listener();
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

let source: AlbumsSource | undefined;

function configuredSource(): AlbumsSource {
  const { spotify } = getEnv();
  if (!spotify) {
    const cards = siteConfig.name === SAMPLE_BAND_NAME ? toValidCards(sampleAlbums) : [];
    return () => Promise.resolve(cards);
  }
  return createSpotifyAlbums({ ...spotify, artistId: spotify.artistId ?? siteConfig.spotifyArtistId });
}

/** The band's albums, newest first as Spotify orders them; null when they could not be loaded. */
export function getAlbums(): Promise<AlbumCard[] | null> {
  source ??= configuredSource();
  return source();
}
