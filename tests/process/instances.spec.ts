import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { SHOWS_FRESH_FOR_MS } from "#app/modules/shows/.server/index.ts";

import { startFakes } from "../fakes/serve.ts";
import { namesShow, rowNames } from "../home-rows.ts";
import { advanceClock, startListeningServer, stopServers, temporaryFolder } from "../server-process.ts";
import { dayFromNow, runToolOk, stopTools } from "./shows-tool-helpers.ts";

/**
 * Several instances of the site on one hosted Supabase, as behind a load
 * balancer: nothing one instance keeps is needed by another. Both answer
 * the same shows, and a show added on Supabase appears on both within one
 * shows window (30 s), their clocks moved on rather than waited for.
 */

const openFakes: Awaited<ReturnType<typeof startFakes>>[] = [];

test.afterEach(async () => {
  stopTools();
  stopServers();
  await Promise.all(openFakes.splice(0).map((fakes) => fakes.close()));
});

test.describe.configure({ timeout: 90_000 });

/** The show names on Home, the way a fan reads the cards. */
async function cardNames(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/`)).text();
  return rowNames(html);
}

test("two instances on one Supabase answer the same shows, and a show added there appears on both within one window", async () => {
  const fakes = await startFakes();
  openFakes.push(fakes);
  // Each instance has its own (unused) data folder: hosted mode opens no embedded database.
  const instance = () =>
    startListeningServer({ ...fakes.env, DATA_DIR: join(temporaryFolder(), "unused") }, { testClock: true });
  const [first, second] = await Promise.all([instance(), instance()]);

  const before = await cardNames(first.url);
  expect(before.length).toBeGreaterThan(0);
  expect(await cardNames(second.url)).toEqual(before);
  // Each page again: now from each instance's own page cache.
  expect(await cardNames(first.url)).toEqual(before);
  expect(await cardNames(second.url)).toEqual(before);

  await runToolOk(
    ["add", "--date", `${dayFromNow(3)} 21:00`, "--venue", "Two Instance Tavern", "--city", "Orlando"],
    {
      SUPABASE_URL: fakes.env.SUPABASE_URL,
      SUPABASE_ANON_KEY: fakes.env.SUPABASE_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: fakes.supabase.serviceRoleKey,
      DATA_DIR: join(temporaryFolder(), "never-created"),
    },
  );

  // Within the window an instance may still show what it read; once the window has passed, both show it.
  await Promise.all([
    advanceClock(first, SHOWS_FRESH_FOR_MS + 1_000),
    advanceClock(second, SHOWS_FRESH_FOR_MS + 1_000),
  ]);
  const after = await cardNames(first.url);
  expect(after.filter((name) => namesShow(name, "Two Instance Tavern"))).toHaveLength(1);
  expect(after).toHaveLength(before.length + 1);
  expect(await cardNames(second.url)).toEqual(after);
});
