import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { localIsoDateTime } from "#app/lib/shows/dates.ts";
import { siteConfig } from "#content/site.config.ts";

import { startFakes } from "../fakes/serve.ts";
import {
  advanceClock,
  type ServerProcess,
  startListeningServer,
  stopServers,
  temporaryFolder,
} from "../server-process.ts";
import { runToolOk, stopTools } from "./shows-tool-helpers.ts";

/**
 * A kept page is never staler than the windows the site promises: a show
 * leaves Home 4 hours after it starts even while Home is kept and the shows
 * are fresh, each preview style is its own page, and new albums on Spotify
 * reach a kept Music page as soon as the site has them. One hosted server
 * on the fake Supabase and Spotify, its clock moved on rather than waited for.
 */

const HOUR = 60 * 60_000;
const openFakes: Awaited<ReturnType<typeof startFakes>>[] = [];

test.afterEach(async () => {
  stopTools();
  stopServers();
  await Promise.all(openFakes.splice(0).map((fakes) => fakes.close()));
});

async function hostedServer() {
  const fakes = await startFakes();
  openFakes.push(fakes);
  const server = await startListeningServer(
    { ...fakes.env, DATA_DIR: join(temporaryFolder(), "unused") },
    { testClock: true },
  );
  let advancedMs = 0;
  return {
    fakes,
    server,
    /** The server's clock. */
    now: () => Date.now() + advancedMs,
    advance: async (ms: number) => {
      await advanceClock(server, ms);
      advancedMs += ms;
    },
  };
}

/** A page as a browser gets it, and whether it came from the page cache (it has an ETag). */
async function load(server: ServerProcess & { url: string }, path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { html: await response.text(), kept: response.headers.has("etag") };
}

test("a show leaves a kept Home 4 hours after it starts, though the shows are still fresh", async () => {
  const { fakes, server, now, advance } = await hostedServer();
  // A show that started almost 4 hours ago (on a whole minute, as the tool takes it).
  const startsAt = Math.floor((now() - 4 * HOUR + 5 * 60_000) / 60_000) * 60_000;
  const leavesAt = startsAt + 4 * HOUR;
  await runToolOk(
    [
      "add",
      "--date",
      localIsoDateTime(new Date(startsAt), siteConfig.timeZone),
      "--venue",
      "Four Hour Hall",
      "--city",
      "Orlando",
    ],
    {
      SUPABASE_URL: fakes.env.SUPABASE_URL,
      SUPABASE_ANON_KEY: fakes.env.SUPABASE_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: fakes.supabase.serviceRoleKey,
      DATA_DIR: join(temporaryFolder(), "never-created"),
    },
  );

  // Ten seconds before it leaves the list: Home shows it, rendered and then kept.
  await advance(leavesAt - 10_000 - now());
  expect((await load(server, "/")).html).toContain("Four Hour Hall");
  await expect.poll(async () => (await load(server, "/")).kept).toBe(true);
  expect((await load(server, "/")).html).toContain("Four Hour Hall");
  const reads = fakes.supabase.requests.length;

  // A second after: gone, though the shows (read 10 s ago) are fresh for 20 s more.
  await advance(leavesAt + 1_000 - now());
  expect((await load(server, "/")).html).not.toContain("Four Hour Hall");
  expect(fakes.supabase.requests).toHaveLength(reads);
});

test("each preview style is a page of its own, kept apart from the others", async () => {
  const { server } = await hostedServer();
  const styles = ["normal", "almostReal", "propofol"];
  for (let round = 0; round < 2; round++) {
    for (const style of styles) {
      const page = await load(server, `/?style=${style}`);
      expect(page.html).toContain(`data-style="${style}"`);
    }
    expect((await load(server, "/")).html).toContain(`data-style="${siteConfig.activeStyle}"`);
  }
  // The second round came from the page cache, and still each its own style.
  await expect.poll(async () => (await load(server, "/?style=almostReal")).kept).toBe(true);
  expect((await load(server, "/?style=almostReal")).html).toContain('data-style="almostReal"');
  expect((await load(server, "/?style=normal")).html).toContain('data-style="normal"');
});

test("new albums on Spotify reach a kept Music page as soon as the site has them", async () => {
  const { fakes, server, advance } = await hostedServer();
  expect((await load(server, "/music")).html).toContain("Hosted Album 12");
  await expect.poll(async () => (await load(server, "/music")).kept).toBe(true);
  expect((await load(server, "/music")).html).not.toContain("Hosted Album 24");

  // The catalogue grows; an hour on, the site asks Spotify again (behind a request).
  fakes.spotify.answer({ albums: "paginated" });
  await advance(HOUR + 1_000);
  await load(server, "/music");
  // Without the clock moving again: the kept page gives way once the new albums are in.
  await expect
    .poll(async () => (await load(server, "/music")).html, { timeout: 5_000 })
    .toContain("Hosted Album 24");
});
