import type { ServerResponse } from "node:http";

import {
  hang,
  pickMode,
  type RecordedRequest,
  type RecordingServer,
  sendJson,
  sendNotJson,
  startRecordingServer,
} from "./recording-server.ts";

/**
 * A fake of Spotify's accounts service (POST /api/token, client credentials)
 * and Web API (GET /v1/artists/{id}/albums, at most 10 per page) on one port.
 */

export const FAKE_SPOTIFY_CLIENT_ID = "fake-spotify-client-id";
export const FAKE_SPOTIFY_CLIENT_SECRET = "fake-spotify-client-secret-s3cr3t";
export const FAKE_SPOTIFY_ARTIST_ID = "0FakeArtist00000000000";

export const TOKEN_ANSWERS = ["good", "unauthorized", "error", "hang", "not-json", "rate-limited"] as const;
export const ALBUM_ANSWERS = [
  "good",
  "upcoming",
  "paginated",
  "endless",
  "empty",
  "bad-albums",
  "error",
  "hang",
  "not-json",
  "rate-limited",
] as const;
export type TokenAnswer = (typeof TOKEN_ANSWERS)[number];
export type AlbumAnswer = (typeof ALBUM_ANSWERS)[number];

export interface SpotifyAnswers {
  token?: TokenAnswer;
  albums?: AlbumAnswer;
  /** Sent with every 429 (default 120). */
  retryAfterSeconds?: number;
  /** expires_in of new tokens (default 3600). */
  tokenLifetimeSeconds?: number;
}

export interface FakeSpotify extends RecordingServer {
  clientId: string;
  clientSecret: string;
  artistId: string;
  /** How the next requests are answered; what is not mentioned keeps its answer. */
  answer(modes: SpotifyAnswers): void;
  tokenRequests(): RecordedRequest[];
  albumRequests(): RecordedRequest[];
}

const PAGE_LIMIT = 10;

/** An album as the Web API returns it (the fields the site reads, and a few it does not). */
export function fakeAlbum(number: number, name = `Hosted Album ${number}`): Record<string, unknown> {
  const id = `FakeAlbum${String(number).padStart(13, "0")}`;
  return {
    album_type: number % 3 === 0 ? "single" : "album",
    total_tracks: 10,
    id,
    name,
    release_date: `20${String(25 - (number % 20)).padStart(2, "0")}-0${(number % 9) + 1}-1${number % 10}`,
    release_date_precision: "day",
    images: [
      { url: `https://i.scdn.co/image/${id}-640`, width: 640, height: 640 },
      { url: `https://i.scdn.co/image/${id}-300`, width: 300, height: 300 },
    ],
    external_urls: { spotify: `https://open.spotify.com/album/${id}` },
    uri: `spotify:album:${id}`,
  };
}

/** A single out three days from now (the real clock's day, in UTC): the release-day e-mail's. */
export const UPCOMING_ALBUM_NAME = "Upcoming Single";
export const upcomingAlbumDay = () => new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);

function catalogue(mode: AlbumAnswer): Record<string, unknown>[] {
  switch (mode) {
    case "upcoming":
      return [
        { ...fakeAlbum(99, UPCOMING_ALBUM_NAME), release_date: upcomingAlbumDay(), album_type: "single" },
        ...Array.from({ length: 3 }, (_, index) => fakeAlbum(index + 1)),
      ];
    case "paginated": {
      // 25 albums over 3 pages; Spotify repeats one across a page boundary.
      const albums = Array.from({ length: 24 }, (_, index) => fakeAlbum(index + 1));
      albums.splice(10, 0, fakeAlbum(10));
      return albums;
    }
    case "empty":
      return [];
    case "bad-albums":
      return [
        fakeAlbum(1),
        { ...fakeAlbum(2), name: "" },
        { ...fakeAlbum(3), release_date: "2025-13", release_date_precision: "month" },
        { ...fakeAlbum(4), external_urls: { spotify: "javascript:alert(1)" } },
        { id: "FakeAlbumMissingFields" },
      ];
    default:
      return Array.from({ length: 12 }, (_, index) => fakeAlbum(index + 1));
  }
}

export async function startFakeSpotify(options: { port?: number } = {}): Promise<FakeSpotify> {
  const clientId = FAKE_SPOTIFY_CLIENT_ID;
  const clientSecret = FAKE_SPOTIFY_CLIENT_SECRET;
  const artistId = FAKE_SPOTIFY_ARTIST_ID;
  let tokenMode: TokenAnswer = "good";
  let albumMode: AlbumAnswer = "good";
  let retryAfterSeconds = 120;
  let tokenLifetimeSeconds = 3600;
  let issued = 0;
  const tokens = new Map<string, number>();

  function setAnswer(modes: SpotifyAnswers | Record<string, unknown>) {
    if (modes.token !== undefined) tokenMode = pickMode("token", modes.token, TOKEN_ANSWERS);
    if (modes.albums !== undefined) albumMode = pickMode("albums", modes.albums, ALBUM_ANSWERS);
    if (typeof modes.retryAfterSeconds === "number") retryAfterSeconds = modes.retryAfterSeconds;
    if (typeof modes.tokenLifetimeSeconds === "number") tokenLifetimeSeconds = modes.tokenLifetimeSeconds;
  }

  const rateLimited = (response: ServerResponse) =>
    sendJson(
      response,
      429,
      { error: { status: 429, message: "API rate limit exceeded" } },
      {
        "Retry-After": String(retryAfterSeconds),
      },
    );

  /** How either route fails when its mode says so (`error`: the route's own status and body). */
  function fault(mode: string, error: (response: ServerResponse) => void) {
    const faults: Record<string, ((response: ServerResponse) => void) | undefined> = {
      error,
      hang,
      "not-json": sendNotJson,
      "rate-limited": rateLimited,
    };
    return faults[mode];
  }

  const server = await startRecordingServer(
    "spotify",
    [
      {
        method: "POST",
        path: /^\/api\/token$/,
        handle(request, response) {
          const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
          const form = new URLSearchParams(request.body);
          if (request.headers["content-type"] !== "application/x-www-form-urlencoded") {
            return sendJson(response, 400, {
              error: "invalid_request",
              error_description: "form body expected",
            });
          }
          if (form.get("grant_type") !== "client_credentials") {
            return sendJson(response, 400, { error: "unsupported_grant_type" });
          }
          if (request.headers.authorization !== expected || tokenMode === "unauthorized") {
            return sendJson(response, 401, { error: "invalid_client", error_description: "Invalid client" });
          }
          const failing = fault(tokenMode, (failed) => sendJson(failed, 503, { error: "server_error" }));
          if (failing) return failing(response);
          const token = `fake-access-token-${++issued}`;
          tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
          sendJson(response, 200, {
            access_token: token,
            token_type: "Bearer",
            expires_in: tokenLifetimeSeconds,
          });
        },
      },
      {
        method: "GET",
        path: /^\/v1\/artists\/([^/]+)\/albums$/,
        handle(request, response, match) {
          const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
          const expiresAt = token ? tokens.get(token) : undefined;
          if (expiresAt === undefined || expiresAt < Date.now()) {
            return sendJson(response, 401, { error: { status: 401, message: "Invalid access token" } });
          }
          if (match[1] !== artistId) {
            return sendJson(response, 404, { error: { status: 404, message: "Resource not found" } });
          }
          const query = new URL(request.path, server.url).searchParams;
          const limit = Number(query.get("limit") ?? 20);
          const offset = Number(query.get("offset") ?? 0);
          if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT) {
            return sendJson(response, 400, { error: { status: 400, message: "Invalid limit" } });
          }
          const failing = fault(albumMode, (failed) =>
            sendJson(failed, 502, { error: { status: 502, message: "Bad gateway" } }),
          );
          if (failing) return failing(response);
          const albums = catalogue(albumMode);
          const total = albumMode === "endless" ? 1_000_000 : albums.length;
          const items =
            albumMode === "endless"
              ? Array.from({ length: limit }, (_, index) => fakeAlbum(offset + index + 1))
              : albums.slice(offset, offset + limit);
          const page = (at: number) =>
            `${server.url}/v1/artists/${artistId}/albums?include_groups=album,single&offset=${at}&limit=${limit}`;
          sendJson(response, 200, {
            href: page(offset),
            items,
            limit,
            next: offset + limit < total ? page(offset + limit) : null,
            offset,
            previous: offset > 0 ? page(Math.max(0, offset - limit)) : null,
            total,
          });
        },
      },
    ],
    {
      reset: () => {
        tokenMode = "good";
        albumMode = "good";
        retryAfterSeconds = 120;
        tokenLifetimeSeconds = 3600;
      },
      answer: setAnswer,
    },
    options.port,
  );

  const pathOf = (request: RecordedRequest) => new URL(request.path, server.url).pathname;
  return {
    ...server,
    clientId,
    clientSecret,
    artistId,
    answer: setAnswer,
    tokenRequests: () => server.requests.filter((request) => pathOf(request) === "/api/token"),
    albumRequests: () => server.requests.filter((request) => pathOf(request).endsWith("/albums")),
  };
}
