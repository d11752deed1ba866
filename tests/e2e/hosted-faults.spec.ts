import type { APIRequestContext, Page } from "@playwright/test";

import { ALBUMS_UNAVAILABLE_MESSAGE, NO_ALBUMS_MESSAGE } from "#app/modules/music/components/discography.tsx";
import { NO_SHOWS_MESSAGE, SHOWS_UNAVAILABLE_MESSAGE } from "#app/modules/shows/components/show-messages.ts";

import { startFakes } from "../fakes/serve.ts";
import type { AlbumAnswer, TokenAnswer } from "../fakes/spotify.ts";
import type { SupabaseAnswer } from "../fakes/supabase.ts";
import {
  advanceClock,
  freePort,
  logLines,
  type ServerOptions,
  startListeningServer,
  stopServers,
} from "../server-process.ts";
import { expect, gotoPage, keepOffline, test } from "./fixtures.ts";
import { expectRowShows } from "./show-pages.ts";

/**
 * Hosted mode when Supabase or Spotify misbehaves. Every test has its own
 * fakes and its own freshly started production server, so no cache carries
 * over from another test, and the tests run in parallel.
 */

/** SHOWS_TIMEOUT_MS in app/modules/shows/.server/source.ts: the longest Home waits for the shows. */
const SHOWS_WAIT_MS = 3_000;
/** SPOTIFY_TIMEOUT_MS in app/modules/music/.server/index.ts: the longest Music waits for the albums. */
const ALBUMS_WAIT_MS = 5_000;
/** What a page may take beyond that wait: rendering, and a loaded test machine (2 cores, 2 browsers). */
const SLACK_MS = 2_000;

type Fakes = Awaited<ReturnType<typeof startFakes>>;
const openFakes: Fakes[] = [];

test.afterEach(async () => {
  stopServers();
  await Promise.all(openFakes.splice(0).map((fakes) => fakes.close()));
});

test.describe.configure({ mode: "parallel", timeout: 60_000 });

interface HostedOptions extends ServerOptions {
  shows?: SupabaseAnswer;
  token?: TokenAnswer;
  albums?: AlbumAnswer;
  /** Overrides of the environment that points the site at the fakes. */
  env?: Record<string, string>;
}

/** Fresh fakes answering as told, and a fresh production server in hosted mode against them. */
async function hostedSite(options: HostedOptions = {}) {
  const fakes = await startFakes();
  openFakes.push(fakes);
  if (options.shows) fakes.supabase.answer({ shows: options.shows });
  fakes.spotify.answer({ token: options.token, albums: options.albums });
  const server = await startListeningServer({ ...fakes.env, ...options.env }, options);
  // A first render of a page that reads neither backend: the timed loads below measure
  // the wait for Supabase or Spotify, not a cold start of the server's rendering code.
  expect((await fetch(`${server.url}/about`)).status).toBe(200);
  return { fakes, server };
}

type HostedServer = Awaited<ReturnType<typeof hostedSite>>["server"];

/** Loads a page's HTML and measures how long the whole answer took. */
async function timedGet(request: APIRequestContext, url: string) {
  const started = performance.now();
  const response = await request.get(url, { timeout: 20_000 });
  await response.body();
  const ms = Math.round(performance.now() - started);
  test.info().annotations.push({ type: "timing", description: `GET ${new URL(url).pathname}: ${ms} ms` });
  return { response, ms };
}

/** The server's error lines with this message (written when the load fails, perhaps after the answer). */
function errorsLogged(server: HostedServer, message: string) {
  return logLines(server).filter((line) => line.level === "error" && line.message === message);
}

/** Waits for the one error line with this message, notes its cause in the report, and returns it. */
async function loggedError(server: HostedServer, message: string) {
  await expect.poll(() => errorsLogged(server, message)).toHaveLength(1);
  const cause = String(errorsLogged(server, message)[0]!.cause);
  test.info().annotations.push({ type: "logged", description: `${message} ${cause}` });
  return cause;
}

/** The server survived the fault: still running, still answering, no unhandled rejection. */
async function expectServerAlive(server: HostedServer) {
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(server.output()).not.toMatch(/unhandled/i);
}

async function expectHomeIntact(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await expect(footer.getByRole("link", { name: "bookings@example.com" })).toBeVisible();
}

async function expectMusicIntact(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Music" })).toBeVisible();
  // One row of every service, the artist pages first.
  const listen = page.getByRole("region", { name: "Listen" });
  await expect(listen.getByRole("link")).toHaveCount(4);
  await expect(listen.getByRole("link").first()).toHaveAccessibleName("The Placeholders on Spotify");
  // The config's own releases stay in the discography whatever Spotify does.
  const discography = page.getByRole("region", { name: "Discography" });
  await expect(discography.getByRole("heading", { name: "Almost Real" })).toBeVisible();
  for (const service of ["Spotify", "Apple Music", "Bandcamp", "YouTube Music"]) {
    await expect(
      listen.getByRole("link", { name: `The Placeholders on ${service}`, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

/** The card headings of the fake's good rows: the title where a row has one (103), else the venue. */
const GOOD_HEADINGS = [
  "Hosted Ballroom",
  "Hosted Release Party",
  "Hosted Cancelled Club",
  "Hosted Sold Out Theater",
  "Hosted Secret Show",
];

test.describe("Home when Supabase fails", () => {
  const faults: {
    name: string;
    shows?: SupabaseAnswer;
    /** Point SUPABASE_URL at a port nobody listens on. */
    unreachable?: true;
    hangs?: true;
    /** What the server logs as the cause. */
    cause: RegExp;
  }[] = [
    { name: "answers 500", shows: "error", cause: /HTTP 500/ },
    // Not retried by supabase-js: one request per window.
    { name: "answers 503", shows: "unavailable", cause: /HTTP 503/ },
    { name: "never answers", shows: "hang", hangs: true, cause: /no answer.*TimeoutError/ },
    { name: "answers a page that is not JSON", shows: "not-json", cause: /not JSON/ },
    { name: "cannot be reached", unreachable: true, cause: /no answer.*ECONNREFUSED/ },
  ];

  for (const fault of faults) {
    test(`${fault.name}: the shows are said to be unavailable, the page is whole`, async ({
      page,
      request,
    }) => {
      const env: Record<string, string> = {};
      if (fault.unreachable) env.SUPABASE_URL = `http://127.0.0.1:${await freePort()}`;
      const { fakes, server } = await hostedSite({ shows: fault.shows, env });

      const { response, ms } = await timedGet(request, `${server.url}/`);
      expect(response.status()).toBe(200);
      expect(ms).toBeLessThan(SHOWS_WAIT_MS + SLACK_MS);
      if (fault.hangs) expect(ms).toBeGreaterThanOrEqual(SHOWS_WAIT_MS - 100);
      expect(await response.text()).toContain(SHOWS_UNAVAILABLE_MESSAGE);

      await gotoPage(page, `${server.url}/`);
      const shows = page.getByRole("region", { name: "Upcoming Shows" });
      await expect(shows.getByRole("status")).toHaveText(SHOWS_UNAVAILABLE_MESSAGE);
      await expect(shows.getByRole("article")).toHaveCount(0);
      await expect(shows.getByText(NO_SHOWS_MESSAGE)).toHaveCount(0);
      await expectHomeIntact(page);

      expect(await loggedError(server, "Error fetching shows:")).toMatch(fault.cause);
      // The second load came within the retry window: Supabase was asked once.
      expect(fakes.supabase.requests).toHaveLength(fault.unreachable ? 0 : 1);
      await expectServerAlive(server);
    });
  }

  test("answers no rows: the block says there are no shows", async ({ page, request }) => {
    const { fakes, server } = await hostedSite({ shows: "empty" });
    const { response, ms } = await timedGet(request, `${server.url}/`);
    expect(response.status()).toBe(200);
    expect(ms).toBeLessThan(SHOWS_WAIT_MS + SLACK_MS);

    await gotoPage(page, `${server.url}/`);
    const shows = page.getByRole("region", { name: "Upcoming Shows" });
    await expect(shows.getByText(NO_SHOWS_MESSAGE)).toBeVisible();
    await expect(shows.getByText(SHOWS_UNAVAILABLE_MESSAGE)).toHaveCount(0);
    await expect(shows.getByRole("article")).toHaveCount(0);
    await expectHomeIntact(page);

    expect(errorsLogged(server, "Error fetching shows:")).toEqual([]);
    expect(fakes.supabase.requests).toHaveLength(1);
    await expectServerAlive(server);
  });

  test("answers some invalid rows: the good ones are listed, the bad ones logged", async ({
    page,
    request,
  }) => {
    const { server } = await hostedSite({ shows: "bad-rows" });
    const { response, ms } = await timedGet(request, `${server.url}/`);
    expect(response.status()).toBe(200);
    expect(ms).toBeLessThan(SHOWS_WAIT_MS + SLACK_MS);

    await gotoPage(page, `${server.url}/`);
    const shows = page.getByRole("region", { name: "Upcoming Shows" });
    await expectRowShows(shows.getByRole("article"), GOOD_HEADINGS);
    await expect(
      shows.getByText(
        /Hosted February Thirtieth|Hosted Negative Price|Hosted Bad Status|Hosted Moved Yet Scheduled|Hosted Atlantis/,
      ),
    ).toHaveCount(0);
    await expect(shows.getByText(SHOWS_UNAVAILABLE_MESSAGE)).toHaveCount(0);
    await expectHomeIntact(page);

    const skipped = logLines(server).filter((line) => line.message === "skipped an invalid show row");
    // The six the fake adds: a bad date, venue, price, status, a previous date on a scheduled show, a country.
    expect(skipped.map((line) => line.id)).toEqual([901, 902, 903, 904, 905, 906]);
    expect(errorsLogged(server, "Error fetching shows:")).toEqual([]);
    await expectServerAlive(server);
  });

  test("fails after a good answer: the last good shows stay, until they are a day old", async ({
    page,
    request,
  }) => {
    const { fakes, server } = await hostedSite({ testClock: true });
    await gotoPage(page, `${server.url}/`);
    const shows = page.getByRole("region", { name: "Upcoming Shows" });
    await expectRowShows(shows.getByRole("article"), GOOD_HEADINGS);

    fakes.supabase.answer({ shows: "error" });
    // Within the 30-second window Supabase is not asked again.
    await request.get(`${server.url}/`);
    expect(fakes.supabase.requests).toHaveLength(1);

    // After it, Supabase is asked, fails, and the last good list is served.
    await advanceClock(server, 31_000);
    await gotoPage(page, `${server.url}/`);
    await expectRowShows(shows.getByRole("article"), GOOD_HEADINGS);
    await expect(shows.getByText(SHOWS_UNAVAILABLE_MESSAGE)).toHaveCount(0);
    expect(fakes.supabase.requests).toHaveLength(2);
    await expect.poll(() => errorsLogged(server, "Error fetching shows:")).toHaveLength(1);

    // A list older than a day is not served any more.
    await advanceClock(server, 24 * 60 * 60_000);
    await gotoPage(page, `${server.url}/`);
    await expect(shows.getByRole("status")).toHaveText(SHOWS_UNAVAILABLE_MESSAGE);
    expect(fakes.supabase.requests).toHaveLength(3);
    await expectServerAlive(server);
  });
});

test.describe("Music when Spotify fails", () => {
  const faults: {
    name: string;
    token?: TokenAnswer;
    albums?: AlbumAnswer;
    hangs?: true;
    message: string;
    cause: RegExp;
  }[] = [
    {
      name: "refuses the credentials (token 401)",
      token: "unauthorized",
      message: "Error fetching the Spotify access token:",
      cause: /HTTP 401/,
    },
    {
      name: "never answers the token request",
      token: "hang",
      hangs: true,
      message: "Error fetching the Spotify access token:",
      cause: /no answer within 5000 ms/,
    },
    {
      name: "answers the token request with a page that is not JSON",
      token: "not-json",
      message: "Error fetching the Spotify access token:",
      cause: /not JSON/,
    },
    {
      name: "answers the albums request with a server error (502)",
      albums: "error",
      message: "Error fetching albums from the streaming API:",
      cause: /HTTP 502/,
    },
    {
      name: "never answers the albums request",
      albums: "hang",
      hangs: true,
      message: "Error fetching albums from the streaming API:",
      cause: /no answer within 5000 ms/,
    },
    {
      name: "answers the albums request with a page that is not JSON",
      albums: "not-json",
      message: "Error fetching albums from the streaming API:",
      cause: /not JSON/,
    },
  ];

  for (const fault of faults) {
    test(`${fault.name}: the albums are said to be unavailable, the page is whole`, async ({
      page,
      request,
    }) => {
      const { fakes, server } = await hostedSite({ token: fault.token, albums: fault.albums });

      const { response, ms } = await timedGet(request, `${server.url}/music`);
      expect(response.status()).toBe(200);
      expect(ms).toBeLessThan(ALBUMS_WAIT_MS + SLACK_MS);
      if (fault.hangs) expect(ms).toBeGreaterThanOrEqual(ALBUMS_WAIT_MS - 100);

      await gotoPage(page, `${server.url}/music`);
      const albums = page.getByRole("region", { name: "Discography" });
      await expect(albums.getByText(ALBUMS_UNAVAILABLE_MESSAGE)).toBeVisible();
      await expect(albums.getByText(NO_ALBUMS_MESSAGE)).toHaveCount(0);
      await expect(albums.getByRole("heading", { name: /^Hosted Album/ })).toHaveCount(0);
      await expectMusicIntact(page);

      expect(await loggedError(server, fault.message)).toMatch(fault.cause);
      // The second load came within the retry window: Spotify was asked once.
      expect(fakes.spotify.tokenRequests()).toHaveLength(1);
      expect(fakes.spotify.albumRequests()).toHaveLength(fault.token ? 0 : 1);
      await expectServerAlive(server);
    });
  }

  test("rate-limits the albums (429, Retry-After 120): no call until the 120 s have passed", async ({
    page,
    request,
  }) => {
    const { fakes, server } = await hostedSite({ albums: "rate-limited", testClock: true });
    const blocked = await keepOffline(page);
    const { response, ms } = await timedGet(request, `${server.url}/music`);
    expect(response.status()).toBe(200);
    expect(ms).toBeLessThan(ALBUMS_WAIT_MS + SLACK_MS);
    expect(await response.text()).toContain(ALBUMS_UNAVAILABLE_MESSAGE);
    expect(await loggedError(server, "Error fetching albums from the streaming API:")).toMatch(
      /rate limited \(429\)/,
    );
    expect(fakes.spotify.albumRequests()).toHaveLength(1);

    // A second load does not ask again.
    await gotoPage(page, `${server.url}/music`);
    const albums = page.getByRole("region", { name: "Discography" });
    await expect(albums.getByText(ALBUMS_UNAVAILABLE_MESSAGE)).toBeVisible();
    await expectMusicIntact(page);
    expect(fakes.spotify.albumRequests()).toHaveLength(1);

    // Nor once the site's own one-minute retry window has passed: Spotify said 120 s.
    fakes.spotify.answer({ albums: "good" });
    await advanceClock(server, 61_000);
    await gotoPage(page, `${server.url}/music`);
    await expect(albums.getByText(ALBUMS_UNAVAILABLE_MESSAGE)).toBeVisible();
    expect(fakes.spotify.albumRequests()).toHaveLength(1);
    await expect
      .poll(() => errorsLogged(server, "Error fetching albums from the streaming API:").map((l) => l.cause))
      .toEqual([
        expect.stringMatching(/429/),
        expect.stringMatching(/rate limited: no call to Spotify until/),
      ]);

    // After 120 s it asks again, and the albums are back.
    await advanceClock(server, 60_000);
    await gotoPage(page, `${server.url}/music`);
    await expect(albums.getByRole("heading", { name: /^Hosted Album/ })).toHaveCount(12);
    expect(fakes.spotify.albumRequests().length).toBeGreaterThan(1);
    expect(blocked).toEqual([]);
    await expectServerAlive(server);
  });

  test("fails after a good answer: the last good albums stay, served at once", async ({ page, request }) => {
    const { fakes, server } = await hostedSite({ testClock: true });
    const blocked = await keepOffline(page);
    await gotoPage(page, `${server.url}/music`);
    const albums = page.getByRole("region", { name: "Discography" });
    await expect(albums.getByRole("heading", { name: /^Hosted Album/ })).toHaveCount(12);
    const albumRequests = fakes.spotify.albumRequests().length;

    // An hour later the list is stale: it is served without waiting, and refreshed behind
    // the request; here the refresh hangs until the 5-second timeout.
    fakes.spotify.answer({ albums: "hang" });
    await advanceClock(server, 61 * 60_000);
    const { response, ms } = await timedGet(request, `${server.url}/music`);
    expect(ms).toBeLessThan(SLACK_MS);
    expect(await response.text()).toContain("Hosted Album 12");
    await gotoPage(page, `${server.url}/music`);
    await expect(albums.getByRole("heading", { name: /^Hosted Album/ })).toHaveCount(12);
    await expect(albums.getByText(ALBUMS_UNAVAILABLE_MESSAGE)).toHaveCount(0);

    await expect
      .poll(() => errorsLogged(server, "Error fetching albums from the streaming API:"), {
        timeout: ALBUMS_WAIT_MS + 5_000,
      })
      .toHaveLength(1);
    expect(await loggedError(server, "Error fetching albums from the streaming API:")).toMatch(
      /no answer within 5000 ms/,
    );
    // One refresh for both loads.
    expect(fakes.spotify.albumRequests()).toHaveLength(albumRequests + 1);
    expect(blocked).toEqual([]);
    await expectServerAlive(server);
  });
});
