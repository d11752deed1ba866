import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { type RecordingServer, sendJson, startRecordingServer } from "#tests/fakes/recording-server.ts";
import {
  FAKE_SPOTIFY_ARTIST_ID,
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  fakeAlbum,
  type FakeSpotify,
  type SpotifyAnswers,
  startFakeSpotify,
} from "#tests/fakes/spotify.ts";

import {
  ALBUMS_PER_PAGE,
  createSpotifyClient,
  MAX_ALBUM_PAGES,
  retryAfterMs,
  type SpotifyClientOptions,
  SpotifyError,
} from "./spotify.ts";

const FIRST_PAGE = `/v1/artists/${FAKE_SPOTIFY_ARTIST_ID}/albums?include_groups=album,single&limit=10`;
const page = (offset: number) =>
  `/v1/artists/${FAKE_SPOTIFY_ARTIST_ID}/albums?include_groups=album,single&offset=${offset}&limit=10`;

let fake: FakeSpotify;
let extraServers: RecordingServer[];
let clock: number;

function client(options: Partial<SpotifyClientOptions> = {}) {
  return createSpotifyClient({
    clientId: FAKE_SPOTIFY_CLIENT_ID,
    clientSecret: FAKE_SPOTIFY_CLIENT_SECRET,
    accountsUrl: fake.url,
    apiUrl: fake.url,
    timeoutMs: 2_000,
    now: () => clock,
    ...options,
  });
}

/** The error a call rejected with; fails the test when it resolved. */
async function failure(promise: Promise<unknown>): Promise<SpotifyError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SpotifyError);
    return error as SpotifyError;
  }
  throw new Error("expected the call to fail");
}

const idsOf = (items: unknown[]) => items.map((item) => (item as { id: string }).id);
const albumId = (n: number) => fakeAlbum(n).id as string;
const bearerOf = (request: { headers: Record<string, unknown> }) => request.headers.authorization;

beforeEach(async () => {
  fake = await startFakeSpotify();
  extraServers = [];
  clock = Date.UTC(2025, 5, 1, 12);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Asserted before closing, so a failure still closes every server.
  const unhandled = fake.unhandled();
  await Promise.all([fake.close(), ...extraServers.map((server) => server.close())]);
  expect(unhandled).toEqual([]);
});

describe("the requests sent to Spotify", () => {
  test("asks for a client-credentials token, then every page of albums with it", async () => {
    const items = await client().getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(idsOf(items)).toEqual(Array.from({ length: 12 }, (_, index) => albumId(index + 1)));

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /api/token",
      `GET ${FIRST_PAGE}`,
      `GET ${page(10)}`,
    ]);

    const [token, ...albums] = fake.requests;
    const basic = Buffer.from(`${FAKE_SPOTIFY_CLIENT_ID}:${FAKE_SPOTIFY_CLIENT_SECRET}`).toString("base64");
    expect(token!.headers.authorization).toBe(`Basic ${basic}`);
    expect(token!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(token!.body).toBe("grant_type=client_credentials");

    for (const request of albums) {
      expect(bearerOf(request)).toBe("Bearer fake-access-token-1");
      expect(request.body).toBe("");
      // The secret goes to the accounts service only.
      expect(JSON.stringify(request.headers)).not.toContain(FAKE_SPOTIFY_CLIENT_SECRET);
      expect(JSON.stringify(request.headers)).not.toContain(basic);
    }
  });

  test("encodes the artist id into the path", async () => {
    await failure(client().getArtistAlbums("../../api/token?x=1"));
    const [, albums] = fake.requests;
    expect(albums!.path).toBe(
      "/v1/artists/..%2F..%2Fapi%2Ftoken%3Fx%3D1/albums?include_groups=album,single&limit=10",
    );
  });

  test("an empty catalogue is one page and no albums", async () => {
    fake.answer({ albums: "empty" });
    expect(await client().getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID)).toEqual([]);
    expect(fake.albumRequests()).toHaveLength(1);
  });
});

describe("the access token", () => {
  test("is reused across calls", async () => {
    const spotify = client();
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    clock += 30 * 60_000;
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.albumRequests()).toHaveLength(6);
    expect(new Set(fake.albumRequests().map(bearerOf))).toEqual(new Set(["Bearer fake-access-token-1"]));
  });

  test("is renewed a minute before it expires (expires_in − 60 s)", async () => {
    const spotify = client();
    const start = clock;
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);

    clock = start + 3_600_000 - 60_000 - 1;
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(fake.tokenRequests()).toHaveLength(1);

    clock = start + 3_600_000 - 60_000;
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.albumRequests().slice(-2).map(bearerOf)).toEqual([
      "Bearer fake-access-token-2",
      "Bearer fake-access-token-2",
    ]);
  });

  test("follows the lifetime Spotify gives (expires_in), not a fixed hour", async () => {
    fake.answer({ tokenLifetimeSeconds: 300 });
    const spotify = client();
    const start = clock;
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    clock = start + 240_000 - 1;
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(fake.tokenRequests()).toHaveLength(1);
    clock = start + 240_000;
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(fake.tokenRequests()).toHaveLength(2);
  });

  test("a 401 on the token → SpotifyError with call 'token', and no album request", async () => {
    fake.answer({ token: "unauthorized" });
    const error = await failure(client().getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe("token");
    expect(error.message).toContain("401");
    expect(fake.albumRequests()).toEqual([]);
  });

  test("wrong credentials → SpotifyError with call 'token'", async () => {
    const error = await failure(client({ clientSecret: "wrong" }).getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe("token");
    expect(fake.albumRequests()).toEqual([]);
  });

  test("a 401 on the albums makes the next call fetch a new token", async () => {
    const spotify = client();
    await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(fake.tokenRequests()).toHaveLength(1);

    // Spotify revokes the token early: the fake (which reads the real Date) now
    // finds it expired, while the client's own clock says it is still good.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 3_600_000);

    const error = await failure(spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe("albums");
    expect(error.message).toContain("401");
    expect(fake.tokenRequests()).toHaveLength(1);

    const items = await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(items).toHaveLength(12);
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.albumRequests().slice(-2).map(bearerOf)).toEqual([
      "Bearer fake-access-token-2",
      "Bearer fake-access-token-2",
    ]);
  });
});

describe("the albums", () => {
  test("reads 25 items across 3 pages, in order (repeats and all)", async () => {
    fake.answer({ albums: "paginated" });
    const items = await client().getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    const expected = [
      ...Array.from({ length: 10 }, (_, index) => albumId(index + 1)),
      albumId(10),
      ...Array.from({ length: 14 }, (_, index) => albumId(index + 11)),
    ];
    expect(idsOf(items)).toEqual(expected);
    expect(fake.albumRequests().map((request) => request.path)).toEqual([FIRST_PAGE, page(10), page(20)]);
  });

  test("an endless catalogue stops after exactly MAX_ALBUM_PAGES pages, with a warning", async () => {
    const logged = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    fake.answer({ albums: "endless" });
    const items = await client().getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID);
    expect(MAX_ALBUM_PAGES).toBe(20);
    expect(fake.albumRequests()).toHaveLength(20);
    expect(items).toHaveLength(20 * ALBUMS_PER_PAGE);
    expect(idsOf(items).at(-1)).toBe(albumId(MAX_ALBUM_PAGES * ALBUMS_PER_PAGE));
    const warnings = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(warnings).toEqual([
      expect.objectContaining({
        level: "warn",
        message: `stopped reading albums after ${MAX_ALBUM_PAGES} pages`,
        next: `${fake.url}${page(MAX_ALBUM_PAGES * ALBUMS_PER_PAGE)}`,
      }),
    ]);
  });

  test("a 'next' page on another origin is refused, and the token never goes there", async () => {
    const elsewhere = await startRecordingServer(
      "elsewhere",
      [{ method: "GET", path: /.*/, handle: (_request, response) => sendJson(response, 200, {}) }],
      { reset() {}, answer() {} },
    );
    extraServers.push(elsewhere);
    const api = await startRecordingServer(
      "api",
      [
        {
          method: "GET",
          path: /^\/v1\/artists\/[^/]+\/albums$/,
          handle: (_request, response) =>
            sendJson(response, 200, {
              items: [fakeAlbum(1)],
              next: `${elsewhere.url}/v1/artists/${FAKE_SPOTIFY_ARTIST_ID}/albums?offset=10&limit=10`,
            }),
        },
      ],
      { reset() {}, answer() {} },
    );
    extraServers.push(api);

    const error = await failure(client({ apiUrl: api.url }).getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe("albums");
    expect(error.message).toContain(elsewhere.url);
    expect(api.requests).toHaveLength(1);
    expect(bearerOf(api.requests[0]!)).toBe("Bearer fake-access-token-1");
    expect(elsewhere.requests).toEqual([]);
  });

  test("a 'next' that is not a URL is refused", async () => {
    const api = await startRecordingServer(
      "api",
      [
        {
          method: "GET",
          path: /^\/v1\/artists\/[^/]+\/albums$/,
          handle: (_request, response) => sendJson(response, 200, { items: [fakeAlbum(1)], next: "::nope" }),
        },
      ],
      { reset() {}, answer() {} },
    );
    extraServers.push(api);
    const error = await failure(client({ apiUrl: api.url }).getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe("albums");
    expect(api.requests).toHaveLength(1);
  });

  test("a page without items → SpotifyError with call 'albums'", async () => {
    const api = await startRecordingServer(
      "api",
      [
        {
          method: "GET",
          path: /^\/v1\/artists\/[^/]+\/albums$/,
          handle: (_request, response) => sendJson(response, 200, { error: "surprise" }),
        },
      ],
      { reset() {}, answer() {} },
    );
    extraServers.push(api);
    const error = await failure(client({ apiUrl: api.url }).getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe("albums");
  });

  test("an unknown artist → SpotifyError with call 'albums'", async () => {
    const error = await failure(client().getArtistAlbums("0SomeoneElse"));
    expect(error.call).toBe("albums");
    expect(error.message).toContain("404");
  });
});

describe("a failing answer from the token or the albums call", () => {
  test.each<[SpotifyAnswers, "token" | "albums", string | RegExp]>([
    [{ token: "error" }, "token", "503"],
    [{ token: "not-json" }, "token", /not JSON/],
    [{ albums: "error" }, "albums", "502"],
    [{ albums: "not-json" }, "albums", /not JSON/],
  ])("%o → SpotifyError with call '%s', its message holding %s", async (answers, call, message) => {
    fake.answer(answers);
    const error = await failure(client().getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe(call);
    expect(error.message).toMatch(message);
  });

  test.each(["token", "albums"] as const)(
    "a request for the %s that hangs → SpotifyError after about timeoutMs",
    async (call) => {
      fake.answer(call === "token" ? { token: "hang" } : { albums: "hang" });
      // A second, not less: on a busy machine the token request before a hanging albums call
      // must still answer in time.
      const timeoutMs = 1_000;
      const started = performance.now();
      const error = await failure(client({ timeoutMs }).getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
      const waited = performance.now() - started;
      expect(error.call).toBe(call);
      expect(error.message).toContain(`${timeoutMs} ms`);
      expect(waited).toBeGreaterThanOrEqual(timeoutMs - 20);
      // Room for a busy machine: a request that is never cut off never ends at all.
      expect(waited).toBeLessThan(timeoutMs + 2_000);
    },
  );
});

describe("rate limiting (429)", () => {
  test("a 429 stops every call until its Retry-After has passed, then calls resume", async () => {
    const spotify = client();
    fake.answer({ albums: "rate-limited", retryAfterSeconds: 120 });
    const error = await failure(spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
    expect(error.call).toBe("albums");
    expect(error.message).toContain("429");
    expect(fake.requests).toHaveLength(2);

    // Spotify would answer again, but the client must not ask before the time is up.
    fake.answer({ albums: "good" });
    for (const wait of [0, 1_000, 60_000, 119_999]) {
      clock += wait;
      const blocked = await failure(spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID));
      expect(blocked.message).toMatch(/rate limited/);
      clock -= wait;
    }
    expect(fake.requests).toHaveLength(2);

    clock += 120_000;
    expect(await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID)).toHaveLength(12);
    expect(fake.albumRequests()).toHaveLength(3);
    expect(fake.tokenRequests()).toHaveLength(1);
  });

  test("a 429 on the token also stops the calls, and is a 'token' failure", async () => {
    const spotify = client();
    fake.answer({ token: "rate-limited", retryAfterSeconds: 30 });
    expect((await failure(spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID))).call).toBe("token");
    fake.answer({ token: "good" });
    clock += 29_999;
    expect((await failure(spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID))).call).toBe("token");
    expect(fake.requests).toHaveLength(1);
    clock += 1;
    expect(await spotify.getArtistAlbums(FAKE_SPOTIFY_ARTIST_ID)).toHaveLength(12);
    expect(fake.tokenRequests()).toHaveLength(2);
  });
});

describe("retryAfterMs", () => {
  const now = Date.UTC(2025, 5, 1, 12);

  test("reads seconds", () => {
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("0", now)).toBe(0);
    expect(retryAfterMs(" 5 ", now)).toBe(5_000);
    expect(retryAfterMs("1.5", now)).toBe(1_500);
  });

  test("never waits more than a day, however large the header", () => {
    expect(retryAfterMs("9000000000000", now)).toBe(24 * 60 * 60_000);
    expect(retryAfterMs("Fri, 01 Jun 2125 12:00:00 GMT", now)).toBe(24 * 60 * 60_000);
  });

  test("reads an HTTP date, as the time left until it", () => {
    expect(retryAfterMs(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfterMs("Sun, 01 Jun 2025 12:02:00 GMT", now)).toBe(120_000);
  });

  test("an HTTP date in the past means no wait", () => {
    expect(retryAfterMs(new Date(now - 90_000).toUTCString(), now)).toBe(0);
  });

  test("a missing Retry-After waits the default 30 s", () => {
    expect(retryAfterMs(null, now)).toBe(30_000);
  });

  test.each(["soon", "", "120s", "2 minutes", "0x10", "1e3", "-5", "abc 1", "nonsense 2", "later 12"])(
    "garbage (%j) waits the default 30 s",
    (value) => {
      expect(retryAfterMs(value, now)).toBe(30_000);
    },
  );
});
