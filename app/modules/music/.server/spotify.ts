import { z } from "zod";

import { log } from "#app/.server/log.ts";

/** The one image origin the site's CSP allows besides its own. */
export const SPOTIFY_IMAGE_ORIGIN = "https://i.scdn.co";

// Server-side only: the client secret must never reach a browser. A 429 stops every call until its
// Retry-After has passed.

export interface SpotifyClientOptions {
  clientId: string;
  clientSecret: string;
  accountsUrl: string;
  apiUrl: string;
  timeoutMs?: number;
  now?: () => number;
}

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

export const ALBUMS_PER_PAGE = 10;
/** A runaway `next` chain stops here. */
export const MAX_ALBUM_PAGES = 20;
const TOKEN_MARGIN_MS = 60_000;
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
  /** Unvalidated, across all pages. */
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

/** So a wild Retry-After cannot block Spotify for good. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? "";
  let wait = DEFAULT_RETRY_AFTER_MS;
  if (/^\d+(\.\d+)?$/.test(value)) wait = Math.ceil(Number(value) * 1000);
  else if (HTTP_DATE.test(value) && !Number.isNaN(Date.parse(value)))
    wait = Math.max(0, Date.parse(value) - now);
  return Math.min(wait, MAX_RETRY_AFTER_MS);
}
