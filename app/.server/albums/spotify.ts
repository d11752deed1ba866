import { z } from "zod";
import { log } from "../log.ts";

/** Where Spotify serves album covers: the one image origin the site's CSP allows besides its own. */
export const SPOTIFY_IMAGE_ORIGIN = "https://i.scdn.co";

/**
 * Spotify's Web API, server-side only (the client secret must never reach a
 * browser). Client-credentials flow: one token, reused until a minute before
 * it expires; a 429 stops every call until its Retry-After has passed.
 */

export interface SpotifyClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://accounts.spotify.com, or a fake's address in tests. */
  accountsUrl: string;
  /** https://api.spotify.com, or a fake's address in tests. */
  apiUrl: string;
  /** Per call. */
  timeoutMs?: number;
  now?: () => number;
}

/** Which call failed: the token ("token") or the albums ("albums"). */
export class SpotifyError extends Error {
  override name = "SpotifyError";
  constructor(
    readonly call: "token" | "albums",
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Spotify allows at most 10 albums per page. */
export const ALBUMS_PER_PAGE = 10;
/** A runaway `next` chain stops here. */
export const MAX_ALBUM_PAGES = 20;
/** A token is renewed this long before Spotify says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** When a 429 carries no usable Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 30_000;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const albumsPageSchema = z.object({
  items: z.array(z.unknown()),
  next: z.string().nullable(),
});

export interface SpotifyClient {
  /** Every album and single of the artist, unvalidated, across all pages. */
  getArtistAlbums(artistId: string): Promise<unknown[]>;
}

export function createSpotifyClient(options: SpotifyClientOptions): SpotifyClient {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 5_000;
  let token: { value: string; renewAt: number } | null = null;
  let blockedUntil = 0;

  async function call(call: SpotifyError["call"], url: string, init: RequestInit): Promise<unknown> {
    if (now() < blockedUntil) {
      throw new SpotifyError(
        call,
        `rate limited: no call to Spotify until ${new Date(blockedUntil).toISOString()}`,
      );
    }
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new SpotifyError(call, timedOut ? `no answer within ${timeoutMs} ms` : "request failed", {
        cause: error,
      });
    }
    if (response.status === 429) {
      blockedUntil = now() + retryAfterMs(response.headers.get("retry-after"), now());
      await response.body?.cancel();
      throw new SpotifyError(call, `rate limited (429) until ${new Date(blockedUntil).toISOString()}`);
    }
    if (!response.ok) {
      // A revoked or expired token: ask for a new one next time.
      if (response.status === 401 && call === "albums") token = null;
      await response.body?.cancel();
      throw new SpotifyError(call, `HTTP ${response.status} from ${new URL(url).pathname}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new SpotifyError(call, `the answer from ${new URL(url).pathname} is not JSON`, { cause: error });
    }
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const answer = await call("token", `${options.accountsUrl}/api/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${credentials}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    const parsed = tokenSchema.safeParse(answer);
    if (!parsed.success) throw new SpotifyError("token", "the token answer has an unexpected shape");
    token = {
      value: parsed.data.access_token,
      renewAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  return {
    async getArtistAlbums(artistId) {
      const bearer = await accessToken();
      const apiOrigin = new URL(options.apiUrl).origin;
      let url: string | null =
        `${options.apiUrl}/v1/artists/${encodeURIComponent(artistId)}/albums` +
        `?include_groups=album,single&limit=${ALBUMS_PER_PAGE}`;
      const items: unknown[] = [];
      for (let page = 0; url !== null && page < MAX_ALBUM_PAGES; page++) {
        const parsed = albumsPageSchema.safeParse(
          await call("albums", url, { headers: { Authorization: `Bearer ${bearer}` } }),
        );
        if (!parsed.success) throw new SpotifyError("albums", "an albums page has an unexpected shape");
        items.push(...parsed.data.items);
        url = parsed.data.next;
        // The token goes with every page: only ever to the API it was meant for.
        if (url !== null && !sameOrigin(url, apiOrigin)) {
          throw new SpotifyError("albums", `a "next" page points away from ${apiOrigin}: ${url}`);
        }
      }
      if (url !== null) log("warn", `stopped reading albums after ${MAX_ALBUM_PAGES} pages`, { next: url });
      return items;
    },
  };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Longer waits are capped, so a wild Retry-After cannot block Spotify for good. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;
/** The HTTP date form: "Wed, 21 Oct 2015 07:28:00 GMT". */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Retry-After is seconds ("120") or an HTTP date; anything else waits the default. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? "";
  let wait = DEFAULT_RETRY_AFTER_MS;
  if (/^\d+(\.\d+)?$/.test(value)) wait = Math.ceil(Number(value) * 1000);
  else if (HTTP_DATE.test(value) && !Number.isNaN(Date.parse(value)))
    wait = Math.max(0, Date.parse(value) - now);
  return Math.min(wait, MAX_RETRY_AFTER_MS);
}
