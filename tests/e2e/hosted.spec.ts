import { sampleShows } from "../../content/sample-shows.ts";
import type { RecordedRequest } from "../fakes/recording-server.ts";
import { FAKE_SPOTIFY_CLIENT_ID, FAKE_SPOTIFY_CLIENT_SECRET } from "../fakes/spotify.ts";
import { FAKE_SUPABASE_ANON_KEY, hostedShowRows } from "../fakes/supabase.ts";
import {
  expect,
  expectNoAxeViolations,
  expectSafeNewTabLinks,
  gotoPage,
  keepOffline,
  test,
} from "./fixtures.ts";
import { FAKE_SPOTIFY_PORT, FAKE_SUPABASE_PORT, HOSTED_PORT } from "./ports.ts";
import { expectRowShows } from "./show-pages.ts";

/**
 * The site in hosted mode (playwright.config.ts): shows from the fake
 * Supabase, albums from the fake Spotify. Those fakes are shared by the whole
 * run and always answer "good": these tests only read them.
 * Faults are in hosted-faults.spec.ts, each against its own fakes and server.
 */

test.use({ baseURL: `http://localhost:${HOSTED_PORT}` });

const TIME_ZONE = "America/New_York";
const fakeSupabase = `http://127.0.0.1:${FAKE_SUPABASE_PORT}`;
const fakeSpotify = `http://127.0.0.1:${FAKE_SPOTIFY_PORT}`;

/** "November 25, 2026": the day of an instant in the band's time zone. */
function newYorkDay(date: Date) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(date);
}

/** The fake's row for a venue. */
function row(venue: string) {
  const found = hostedShowRows().find((candidate) => candidate.venue === venue);
  if (!found) throw new Error(`the fake has no row for ${venue}`);
  return found as { date: string | null };
}

async function recordedRequests(fake: string): Promise<RecordedRequest[]> {
  return (await (await fetch(`${fake}/__fake/requests`)).json()) as RecordedRequest[];
}

test.describe("hosted mode", () => {
  test("Home lists the Supabase shows in the band's time zone, and no sample show", async ({ page }) => {
    const blocked = await keepOffline(page);
    await gotoPage(page, "/");
    const shows = page.getByRole("region", { name: "Upcoming Shows" });
    const cards = shows.getByRole("article");
    // The past show is gone; the undated one comes last. A row with a title is headed by it.
    await expectRowShows(cards, [
      "Hosted Ballroom",
      "Hosted Release Party",
      "Hosted Cancelled Club",
      "Hosted Sold Out Theater",
      "Hosted Secret Show",
    ]);
    await expect(shows.getByText("Hosted Past Hall")).toHaveCount(0);
    for (const sample of sampleShows(new Date(), TIME_ZONE)) {
      await expect(page.getByText(sample.venue, { exact: true }), sample.venue).toHaveCount(0);
    }

    // A timestamptz: 8 PM in New York, though the server runs in UTC and the browser in Los Angeles.
    const ballroom = cards.filter({ hasText: "Hosted Ballroom" });
    const ballroomDate = new Date(row("Hosted Ballroom").date!);
    await expect(ballroom.locator("time")).toHaveText(`${newYorkDay(ballroomDate)} at 8:00 PM`);
    await expect(ballroom.locator("time")).toHaveAttribute("datetime", /T20:00-0[45]:00$/);
    await expect(ballroom).toContainText("Orlando, FL");
    await expect(ballroom).toContainText("$15 · Ages 21+");
    await expect(ballroom).toContainText("The Stand-Ins");
    await expect(ballroom.getByRole("link", { name: /Get Tickets/ })).toHaveAttribute(
      "href",
      "https://tickets.example.com/hosted-ballroom",
    );

    // A timestamp without time zone: wall-clock time in the band's zone, as stored.
    const warehouse = cards.filter({ hasText: "Hosted Warehouse" });
    const [year, month, day] = row("Hosted Warehouse").date!.slice(0, 10).split("-").map(Number);
    const warehouseDay = newYorkDay(new Date(Date.UTC(year!, month! - 1, day!, 16)));
    await expect(warehouse.locator("time")).toHaveText(`${warehouseDay} at 7:30 PM`);
    await expect(warehouse.locator("time")).toHaveAttribute("datetime", /T19:30-0[45]:00$/);
    await expect(warehouse).toContainText("Tickets at door");

    await expect(shows.getByRole("heading", { name: "Date to be announced" })).toBeVisible();
    const secret = cards.last();
    await expect(secret).toContainText("Hosted Secret Show");
    await expect(secret.locator("time")).toHaveCount(0);
    await expect(secret).toContainText("Free");

    await expectSafeNewTabLinks(page);
    await expectNoAxeViolations(page);
    expect(blocked).toEqual([]);
  });

  test("Music shows the 12 Spotify albums with covers and links to Spotify", async ({ page }) => {
    const blocked = await keepOffline(page);
    await gotoPage(page, "/music");
    const albums = page.getByRole("region", { name: "Discography" });
    const items = albums.getByRole("article");
    // Spotify's 12, in Spotify's order across its two pages, then the config's own releases
    // (the sample band's, which this fake Spotify does not list).
    await expect(items.getByRole("heading", { level: 3 })).toHaveText([
      ...Array.from({ length: 12 }, (_, index) => `Hosted Album ${index + 1}`),
      "Almost Real",
      "Propofol",
      "First Light",
      "Garage Days",
    ]);

    for (let index = 0; index < 12; index++) {
      const item = items.nth(index);
      const link = item.getByRole("link", { name: `Hosted Album ${index + 1} on Spotify` });
      // Its own page (the title), then Spotify's.
      await expect(item.getByRole("link")).toHaveCount(2);
      await expect(
        item.getByRole("link", { name: `Hosted Album ${index + 1}`, exact: true }),
      ).toHaveAttribute("href", `/music/hosted-album-${index + 1}`);
      await expect(link).toHaveAttribute("href", /^https:\/\/open\.spotify\.com\/album\/FakeAlbum\d{13}$/);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      // The Spotify logo is the link, under "Listen on".
      await expect(link.locator("svg")).toHaveCount(1);
      await expect(item).toContainText("Listen on");

      const cover = item.locator("img");
      await expect(cover).toHaveAttribute("src", /^https:\/\/i\.scdn\.co\/image\/FakeAlbum\d{13}-640$/);
      await expect(cover).toHaveAttribute("width", "640");
      await expect(cover).toHaveAttribute("height", "640");
      // Covers load lazily: bring each into view, then it must have loaded.
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
    }

    await expect(page.getByRole("region", { name: "Listen" }).getByRole("link")).toHaveCount(4);
    // Shown once: the band's Spotify page is in the Listen row and nowhere else.
    await expect(page.getByRole("link", { name: "The Placeholders on Spotify" })).toHaveCount(1);
    await expect(albums.getByRole("heading", { name: "Almost Real" })).toBeVisible();
    await expectSafeNewTabLinks(page);
    await expectNoAxeViolations(page);
    expect(blocked).toEqual([]);
  });

  test("pages carry no key, no secret and no backend address to the browser", async ({ request }) => {
    for (const path of ["/", "/music", "/about"]) {
      const html = await (await request.get(path)).text();
      for (const secret of [
        FAKE_SUPABASE_ANON_KEY,
        FAKE_SPOTIFY_CLIENT_ID,
        FAKE_SPOTIFY_CLIENT_SECRET,
        "fake-access-token",
        fakeSupabase,
        fakeSpotify,
      ]) {
        expect(html, `${path} holds ${secret}`).not.toContain(secret);
      }
    }
  });

  test("the site asks the fakes as their real services expect, and nothing else", async ({ request }) => {
    // Both pages have been rendered at least once by now, or are rendered here.
    await request.get("/");
    await request.get("/music");
    const supabase = await recordedRequests(fakeSupabase);
    expect(supabase.length).toBeGreaterThan(0);
    for (const recorded of supabase) {
      expect(recorded).toMatchObject({ method: "GET", headers: { apikey: FAKE_SUPABASE_ANON_KEY } });
      expect(recorded.path).toMatch(/^\/rest\/v1\/shows\?/);
      expect(recorded.unhandled).toBeUndefined();
    }
    const spotify = await recordedRequests(fakeSpotify);
    expect(spotify.some((recorded) => recorded.path === "/api/token")).toBe(true);
    expect(spotify.some((recorded) => recorded.path.includes("/albums?"))).toBe(true);
    expect(spotify.filter((recorded) => recorded.unhandled)).toEqual([]);
  });
});
