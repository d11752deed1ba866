import { afterEach, beforeEach, describe, expect, type MockInstance, test, vi } from "vitest";

import { MONTH_NAMES } from "#app/lib/time-zone.ts";
import type { AlbumCard } from "#app/modules/music/albums.ts";
import { sendJson, startRecordingServer } from "#tests/fakes/recording-server.ts";
import {
  type AlbumAnswer,
  FAKE_SPOTIFY_ARTIST_ID,
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  fakeAlbum,
  type FakeSpotify,
  startFakeSpotify,
  type TokenAnswer,
} from "#tests/fakes/spotify.ts";

import { createSpotifyAlbums } from "./index.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/**
 * How long a call waits for a fake that hangs: a second, so that on a busy machine the token
 * request before it still answers in time.
 */
const TIMEOUT_MS = 1_000;
/**
 * For a fake that answers at once (with an error): long enough that a busy machine's slow local
 * request never turns the expected error into a timeout.
 */
const ANSWERED_TIMEOUT_MS = 5_000;
/**
 * How much later than timeoutMs a failing call may still resolve: room for a busy machine; a call
 * that does not give up never resolves at all.
 */
const MARGIN_MS = 2_000;
/** For what happens behind a call (a log line, a reload): vi.waitFor's 1 s is short on a busy machine. */
const EVENTUALLY = { timeout: 10_000 };

const TOKEN_MESSAGE = "Error fetching the Spotify access token:";
const ALBUMS_MESSAGE = "Error fetching albums from the streaming API:";

let fake: FakeSpotify;
let clock: number;
let stdout: MockInstance<typeof process.stdout.write>;
let stderr: MockInstance<typeof process.stderr.write>;

function albums(options: { timeoutMs?: number; onChange?: () => void } = {}) {
  return createSpotifyAlbums({
    clientId: FAKE_SPOTIFY_CLIENT_ID,
    clientSecret: FAKE_SPOTIFY_CLIENT_SECRET,
    accountsUrl: fake.url,
    apiUrl: fake.url,
    artistId: FAKE_SPOTIFY_ARTIST_ID,
    now: () => clock,
    ...options,
  });
}

/** What a fan sees for the fake's album number n. */
function expectedCard(n: number): AlbumCard {
  const id = `FakeAlbum${String(n).padStart(13, "0")}`;
  const year = 2000 + 25 - (n % 20);
  return {
    id,
    name: `Hosted Album ${n}`,
    releaseText: `${MONTH_NAMES[n % 9]} ${year}`,
    released: `${year}-0${(n % 9) + 1}-1${n % 10}`,
    totalTracks: 10,
    cover: {
      id: "",
      src: `https://i.scdn.co/image/${id}-640`,
      srcset: `https://i.scdn.co/image/${id}-640 640w, https://i.scdn.co/image/${id}-300 300w`,
      width: 640,
      height: 640,
      sources: [],
    },
    url: `https://open.spotify.com/album/${id}`,
  };
}

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

type LogLine = { level: string; message: string } & Record<string, unknown>;
const lines = (spy: MockInstance<typeof process.stdout.write>): LogLine[] =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)) as LogLine);
const errorLines = () => lines(stderr);
const warnLines = () => lines(stdout).filter((line) => line.level === "warn");

async function timed<T>(promise: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await promise;
  return { value, ms: performance.now() - started };
}

/** A call gets null within timeoutMs, and the log has one error: `message`, with its cause. */
async function expectNullAndOneError(message: string, cause: RegExp, timeoutMs: number) {
  const { value, ms } = await timed(albums({ timeoutMs })());
  expect(value).toBeNull();
  expect(ms).toBeLessThan(timeoutMs + MARGIN_MS);
  await vi.waitFor(() => expect(errorLines()).toHaveLength(1), EVENTUALLY);
  expect(errorLines()[0]).toMatchObject({ level: "error", message, cause: expect.stringMatching(cause) });
}

beforeEach(async () => {
  fake = await startFakeSpotify();
  clock = Date.UTC(2025, 5, 1, 12);
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});

afterEach(async () => {
  const unhandled = fake.unhandled();
  await fake.close();
  vi.restoreAllMocks();
  expect(unhandled).toEqual([]);
});

describe("createSpotifyAlbums", () => {
  test("shows the band's albums as cards: name, release month, first image as cover, Spotify link", async () => {
    const cards = await albums()();
    expect(cards![0]).toEqual({
      id: "FakeAlbum0000000000001",
      name: "Hosted Album 1",
      releaseText: "February 2024",
      released: "2024-02-11",
      cover: {
        id: "",
        src: "https://i.scdn.co/image/FakeAlbum0000000000001-640",
        // Spotify's sizes for the browser to pick from: a phone's two-up grid takes the 300 px one.
        srcset:
          "https://i.scdn.co/image/FakeAlbum0000000000001-640 640w, https://i.scdn.co/image/FakeAlbum0000000000001-300 300w",
        width: 640,
        height: 640,
        sources: [],
      },
      url: "https://open.spotify.com/album/FakeAlbum0000000000001",
      totalTracks: 10,
    });
    expect(cards).toEqual(numbered(12).map(expectedCard));
    expect(errorLines()).toEqual([]);
    expect(warnLines()).toEqual([]);
  });

  test("an album repeated across pages appears once (paginated → 24 cards)", async () => {
    fake.answer({ albums: "paginated" });
    const cards = await albums()();
    expect(cards).toHaveLength(24);
    expect(new Set(cards!.map((card) => card.id)).size).toBe(24);
    expect(cards).toEqual(numbered(24).map(expectedCard));
    expect(fake.albumRequests()).toHaveLength(3);
  });

  test("an empty catalogue is an empty list, not a failure", async () => {
    fake.answer({ albums: "empty" });
    expect(await albums()()).toEqual([]);
    expect(errorLines()).toEqual([]);
  });

  test("skips invalid albums, logging each with its id; a javascript: link becomes no link", async () => {
    fake.answer({ albums: "bad-albums" });
    const cards = await albums()();
    expect(cards).toEqual([expectedCard(1), { ...expectedCard(4), url: null }]);

    const warnings = warnLines();
    expect(warnings.map((line) => [line.message, line.id])).toEqual([
      ["skipped an invalid album", "FakeAlbum0000000000002"],
      ["skipped an invalid album", "FakeAlbum0000000000003"],
      ["skipped an invalid album", "FakeAlbumMissingFields"],
    ]);
    for (const warning of warnings) expect(warning.problem).toEqual(expect.stringMatching(/\S/));
    expect(warnings[0]!.problem).toContain("name");
    expect(warnings[1]!.problem).toContain("release_date");
    // Some invalid albums are not a failed load.
    expect(errorLines()).toEqual([]);
  });

  test("100 calls make exactly one token request and one pass over the pages", async () => {
    const getAlbums = albums();
    const answers = await Promise.all(Array.from({ length: 100 }, () => getAlbums()));
    for (const answer of answers) expect(answer).toEqual(numbered(12).map(expectedCard));
    clock += HOUR - 1;
    for (let i = 0; i < 100; i++) expect(await getAlbums()).toHaveLength(12);

    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.albumRequests()).toHaveLength(2);
  });

  test.each<TokenAnswer>(["unauthorized", "error", "not-json", "rate-limited", "hang"])(
    "token failure (%s) → null and the access-token error in the log",
    async (answer) => {
      fake.answer({ token: answer });
      await expectNullAndOneError(TOKEN_MESSAGE, /\S/, answer === "hang" ? TIMEOUT_MS : ANSWERED_TIMEOUT_MS);
      expect(fake.albumRequests()).toEqual([]);
    },
  );

  test.each<[AlbumAnswer, RegExp]>([
    ["error", /502/],
    ["not-json", /not JSON/],
    ["rate-limited", /429/],
    ["hang", new RegExp(`within ${TIMEOUT_MS} ms`)],
  ])("albums failure (%s) → null and the streaming-API error in the log", async (answer, cause) => {
    fake.answer({ albums: answer });
    await expectNullAndOneError(ALBUMS_MESSAGE, cause, answer === "hang" ? TIMEOUT_MS : ANSWERED_TIMEOUT_MS);
  });

  test("a slow load of many pages: the call gives up after timeoutMs, the list arrives for later calls", async () => {
    // Every page answers within timeoutMs, but all of them together take longer. A second and
    // 400 ms a page, not 200 and 120: on a busy machine a page must not miss its own deadline.
    const timeoutMs = 1_000;
    const slowApi = await startRecordingServer(
      "slow-api",
      [
        {
          method: "GET",
          path: /^\/v1\/artists\/[^/]+\/albums$/,
          handle(request, response) {
            const offset = Number(new URL(request.path, slowApi.url).searchParams.get("offset") ?? 0);
            const next =
              offset < 20
                ? `${slowApi.url}/v1/artists/${FAKE_SPOTIFY_ARTIST_ID}/albums?offset=${offset + 10}&limit=10`
                : null;
            const items = Array.from({ length: 10 }, (_, index) => fakeAlbum(offset + index + 1));
            setTimeout(() => sendJson(response, 200, { items, next }), 400);
          },
        },
      ],
      { reset() {}, answer() {} },
    );
    try {
      const getAlbums = createSpotifyAlbums({
        clientId: FAKE_SPOTIFY_CLIENT_ID,
        clientSecret: FAKE_SPOTIFY_CLIENT_SECRET,
        accountsUrl: fake.url,
        apiUrl: slowApi.url,
        artistId: FAKE_SPOTIFY_ARTIST_ID,
        now: () => clock,
        timeoutMs,
      });
      const { value, ms } = await timed(getAlbums());
      expect(value).toBeNull();
      expect(ms).toBeGreaterThanOrEqual(timeoutMs - 20);
      expect(ms).toBeLessThan(timeoutMs + MARGIN_MS);

      await vi.waitFor(() => expect(slowApi.requests).toHaveLength(3), EVENTUALLY);
      await vi.waitFor(
        async () => expect(await getAlbums()).toEqual(numbered(30).map(expectedCard)),
        EVENTUALLY,
      );
      expect(slowApi.requests).toHaveLength(3);
      expect(fake.tokenRequests()).toHaveLength(1);
      expect(errorLines()).toEqual([]);
    } finally {
      await slowApi.close();
    }
  });

  test("the secret never appears in the log", async () => {
    fake.answer({ albums: "error" });
    await albums()();
    fake.answer({ token: "unauthorized" });
    clock += DAY;
    await albums()();
    const everything = JSON.stringify([stdout.mock.calls, stderr.mock.calls]);
    expect(everything).not.toContain(FAKE_SPOTIFY_CLIENT_SECRET);
    expect(everything).not.toContain("fake-access-token");
  });

  test("after a failure, Spotify is not asked again for 60 s", async () => {
    fake.answer({ albums: "error" });
    const getAlbums = albums();
    expect(await getAlbums()).toBeNull();
    const asked = fake.requests.length;

    fake.answer({ albums: "good" });
    clock += 59_999;
    for (let i = 0; i < 10; i++) expect(await getAlbums()).toBeNull();
    expect(fake.requests).toHaveLength(asked);
    expect(errorLines()).toHaveLength(1);

    clock += 1;
    expect(await getAlbums()).toHaveLength(12);
  });

  test("when Spotify fails, the last good list is served for up to 7 days, then null", async () => {
    const getAlbums = albums();
    const start = clock;
    const good = await getAlbums();
    expect(good).toHaveLength(12);

    fake.answer({ albums: "error" });
    clock = start + HOUR + 1;
    expect(await getAlbums()).toEqual(good);
    // The failed refresh is logged.
    await vi.waitFor(() => expect(errorLines()).toHaveLength(1), EVENTUALLY);
    expect(errorLines()[0]).toMatchObject({ message: ALBUMS_MESSAGE, cause: expect.stringMatching(/502/) });
    expect(await getAlbums()).toEqual(good);

    clock = start + 6 * DAY;
    expect(await getAlbums()).toEqual(good);
    await vi.waitFor(() => expect(errorLines()).toHaveLength(2), EVENTUALLY);

    clock = start + 7 * DAY + 1;
    expect(await getAlbums()).toBeNull();
    expect(errorLines()).toHaveLength(3);
  });

  test("a token failure after a good load also keeps the last good list", async () => {
    const getAlbums = albums();
    const good = await getAlbums();
    fake.answer({ token: "error" });
    clock += 2 * HOUR; // the token has expired too
    expect(await getAlbums()).toEqual(good);
    await vi.waitFor(() => expect(errorLines()).toHaveLength(1), EVENTUALLY);
    expect(errorLines()[0]).toMatchObject({ message: TOKEN_MESSAGE });
  });

  test("after an hour, a call gets the old list at once while the new one is fetched", async () => {
    const getAlbums = albums();
    const old = await getAlbums();
    expect(old).toHaveLength(12);
    expect(fake.albumRequests()).toHaveLength(2);

    // The catalogue grows; the next call must not wait for it.
    fake.answer({ albums: "paginated" });
    clock += HOUR;
    expect(await getAlbums()).toEqual(old);

    await vi.waitFor(async () => expect(await getAlbums()).toHaveLength(24), EVENTUALLY);
    expect(await getAlbums()).toEqual(numbered(24).map(expectedCard));
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(fake.albumRequests()).toHaveLength(2 + 3);
    expect(errorLines()).toEqual([]);
  });

  test("tells onAlbumsChange listeners when Spotify's albums differ from those served, not when they are the same", async () => {
    const changes = vi.fn();
    const getAlbums = albums({ onChange: changes });
    await getAlbums();
    expect(changes).toHaveBeenCalledTimes(1); // the first albums served

    clock += HOUR; // the same catalogue again, fetched behind this call
    await getAlbums();
    await vi.waitFor(() => expect(fake.albumRequests()).toHaveLength(4), EVENTUALLY);

    fake.answer({ albums: "paginated" });
    // An hour on each try: a try made while that reload was still on its way starts none.
    await vi.waitFor(async () => {
      clock += HOUR;
      expect(await getAlbums()).toHaveLength(24);
    }, EVENTUALLY);
    // Loads run one at a time: the same catalogue's reload, finished before this one, told nobody.
    expect(changes).toHaveBeenCalledTimes(2);
  });

  test("within the hour, a changed catalogue is not asked for", async () => {
    const getAlbums = albums();
    await getAlbums();
    fake.answer({ albums: "paginated" });
    clock += HOUR - 1;
    expect(await getAlbums()).toHaveLength(12);
    expect(fake.albumRequests()).toHaveLength(2);
  });
});
