import { join } from "node:path";

import { type APIRequestContext, expect, request, test } from "@playwright/test";

import { postForm } from "../follow-posts.ts";
import {
  type ServerProcess,
  startListeningServer,
  stopServerGracefully,
  stopServers,
} from "../server-process.ts";
import { signUpForm } from "../sign-up-form.ts";
import { dayFromNow, runToolOk, stopTools } from "./shows-tool-helpers.ts";

/**
 * Visits on a real server: every public page answers without a cookie, rendered or kept; a person's
 * visits are counted per page (a kept page too) with the other site they came from, a crawler's and a
 * prefetch are not; the counts reach the database when the server stops, and `npm run shows -- stats`
 * prints them.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: ServerProcess & { port: number; url: string };
let api: APIRequestContext;
let showId: number;
const env = () => ({ DATA_DIR: join(server.cwd, "data") });

test.beforeAll(async () => {
  server = await startListeningServer({});
  api = await request.newContext();
  const added = await runToolOk(
    ["add", "--date", `${dayFromNow(6)} 20:00`, "--venue", "Visit Hall", "--city", "Tampa", "--state", "FL"],
    env(),
  );
  showId = Number(/Added show (\d+)/.exec(added)![1]);
});
test.afterAll(async () => {
  await api.dispose();
  stopTools();
  stopServers();
});

/** A page as Chrome opens it when a person follows a link, with `headers` changed (undefined: left out). */
const open = (path: string, headers: Record<string, string | undefined> = {}) =>
  api.get(`${server.url}${path}`, {
    maxRedirects: 0,
    headers: Object.fromEntries(
      Object.entries({
        "user-agent": CHROME,
        "sec-fetch-dest": "document",
        "sec-fetch-mode": "navigate",
        "sec-fetch-site": "none",
        ...headers,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  });

const PUBLIC_PAGES = () => [
  "/",
  "/es",
  "/about",
  "/shows",
  `/shows/${showId}`,
  "/music",
  "/music/almost-real",
  "/press",
  "/privacy",
  "/follow",
  `/remind?show=${showId}`,
  "/es/privacy",
];

test("no public page sets a cookie, rendered or kept, nor the follow form's answer", async () => {
  for (const path of PUBLIC_PAGES()) {
    // The first renders and keeps the page; the second is answered from the page cache.
    for (const time of ["rendered", "kept"]) {
      const answer = await open(path);
      expect(answer.status(), `${path} ${time}`).toBe(200);
      expect(answer.headers()["set-cookie"], `${path} ${time}`).toBeUndefined();
    }
  }
  const posted = await postForm(server.url, "/follow", signUpForm({ email: "visitor@example.com" }));
  expect(posted.status).toBe(303);
  expect(posted.headers.get("set-cookie")).toBeNull();
});

test("a crawler's request, a prefetch, a HEAD and a missing page are answered and not counted", async () => {
  expect((await open("/about", { "user-agent": GOOGLEBOT })).status()).toBe(200);
  // (No user agent at all is a robot too: count-visits.test.ts. Playwright's client always sends one.)
  expect((await open("/about", { "sec-purpose": "prefetch" })).status()).toBe(200);
  expect((await open("/about", { "sec-purpose": "prefetch;prerender" })).status()).toBe(200);
  expect((await api.head(`${server.url}/about`, { headers: { "user-agent": CHROME } })).status()).toBe(200);
  expect((await open("/no-such-page")).status()).toBe(404);
});

test("a visit from another site keeps its host name alone; one from the site's own page no site at all", async () => {
  expect(
    (
      await open("/", { referer: "https://www.google.com/search?q=the+band", "sec-fetch-site": "cross-site" })
    ).status(),
  ).toBe(200);
  expect(
    (await open("/music", { referer: `${server.url}/`, "sec-fetch-site": "same-origin" })).status(),
  ).toBe(200);
});

test("the server's shutdown writes the counts; npm run shows -- stats prints them", async () => {
  await stopServerGracefully(server);
  const stats = await runToolOk(["stats"], env());
  // Each public page twice (rendered, then kept), but "/remind", which is one fan's and not counted; then
  // "/" and "/music" once more from the referrer test.
  expect(stats).toMatch(/\nPage visits in the last 30 days \(since \d{4}-\d{2}-\d{2}\): 24\.\n/);
  expect(stats).not.toContain("/remind");
  expect(stats).toMatch(/\n {2}\/\s+3\n/);
  expect(stats).toMatch(/\n {2}\/music\s+3\n/);
  expect(stats).toMatch(/\n {2}\/about\s+2\n/);
  expect(stats).toMatch(new RegExp(`\\n  /shows/${showId}\\s+2\\n`));
  expect(stats).toMatch(/\n {2}\/es\s+2\n/);
  expect(stats).toMatch(
    /Sites visitors came from, most first:\n {2}site\s+visits\n {2}www\.google\.com\s+1\n\n/,
  );
  expect(stats).not.toContain("no-such-page");
  expect(stats).not.toContain("localhost");
});
