import { join } from "node:path";

import { type APIRequestContext, type Browser, expect, type Page, request, test } from "@playwright/test";

import { connectSocket } from "#app/.server/db/socket.ts";

import { logLines, type ServerProcess, startListeningServer, stopServers } from "../server-process.ts";
import { dayFromNow, runToolOk, stopTools } from "./shows-tool-helpers.ts";

/**
 * Get Tickets clicks on a real server, in Chromium: the show's page comes
 * from the page cache, a click on its ticket link pings the site and is
 * counted, once per person and day however often they click, a crawler's
 * click and a bare post are not, and `npm run shows -- stats` prints the
 * count. The ticket seller is routed inside the browser: nothing reaches the
 * internet.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const TICKETS = "https://tickets.example.com/ping-hall";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
// isbot counts HeadlessChrome as a crawler: a person's clicks come from a browser that says Chrome.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

let server: ServerProcess & { port: number; url: string };
/** Posts as a script sends them (Node's fetch() would add a Sec-Fetch-Mode of its own, "cors"). */
let api: APIRequestContext;
let showId: number;
/** A show nobody clicks in the browser. */
let otherShowId: number;
const env = () => ({ DATA_DIR: join(server.cwd, "data") });

test.beforeAll(async () => {
  server = await startListeningServer({});
  api = await request.newContext();
  const added = await runToolOk(
    [
      "add",
      "--date",
      `${dayFromNow(6)} 20:00`,
      "--venue",
      "Ping Hall",
      "--city",
      "Tampa",
      "--state",
      "FL",
      "--tickets",
      TICKETS,
    ],
    env(),
  );
  showId = Number(/Added show (\d+)/.exec(added)![1]);
  const other = await runToolOk(
    [
      "add",
      "--date",
      `${dayFromNow(8)} 20:00`,
      "--venue",
      "Bare Hall",
      "--city",
      "Toronto",
      "--state",
      "ON",
    ].concat(["--tickets", TICKETS]),
    env(),
  );
  otherShowId = Number(/Added show (\d+)/.exec(other)![1]);
});
test.afterAll(async () => {
  await api.dispose();
  stopTools();
  stopServers();
});

/** The show's clicks, all days together, read through the running server's database socket. */
async function clicks(id = showId): Promise<number> {
  const database = await connectSocket(env().DATA_DIR);
  try {
    const [rows = []] = await database.run(
      `select coalesce(sum(clicks), 0)::integer as clicks from public.ticket_clicks where "showId" = ${id}`,
    );
    return Number(rows[0]?.clicks);
  } finally {
    await database.close();
  }
}

/** How many pings for the show the server has answered, by its request log. */
const pingsAnswered = () =>
  logLines(server).filter((line) => line.path === `/ping/tickets/${showId}` && line.status === 204).length;

/** The show's page in a new context (as `userAgent` when given), answered from the page cache. */
async function keptShowPage(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...(userAgent ? { userAgent } : {}) });
  // The ticket seller, inside the browser: the new tab the link opens gets a page of its own.
  await context.route("https://tickets.example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Tickets</title><p>Tickets</p>" }),
  );
  const page = await context.newPage();
  // The first visit renders and keeps the page; the second is answered from the page cache.
  await page.goto(`/shows/${showId}`);
  const response = await page.goto(`/shows/${showId}`);
  expect(response?.headers().etag, "the page comes from the page cache").toBeTruthy();
  return page;
}

/** Clicks the page's first Get Tickets link; waits for the ticket seller's tab and closes it. */
async function clickGetTickets(page: Page) {
  const link = page.getByRole("link", { name: /Get Tickets/ }).first();
  await expect(link).toHaveAttribute("href", TICKETS);
  await expect(link).toHaveAttribute("ping", `/ping/tickets/${showId}`);
  const [seller] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await seller.waitForLoadState();
  expect(seller.url()).toBe(TICKETS);
  await seller.close();
}

test("a click on Get Tickets on a kept page is counted; the same person's next clicks that day are not", async ({
  browser,
}) => {
  const page = await keptShowPage(browser, CHROME);
  expect(await clicks()).toBe(0);
  await clickGetTickets(page);
  await expect.poll(clicks, { timeout: 15_000 }).toBe(1);
  await clickGetTickets(page);
  await clickGetTickets(page);
  // Every ping arrived and was answered, and counted once.
  await expect.poll(pingsAnswered, { timeout: 15_000 }).toBe(3);
  expect(await clicks()).toBe(1);
  await page.context().close();
});

test("a crawler's click is answered and not counted", async ({ browser }) => {
  const page = await keptShowPage(browser, GOOGLEBOT);
  await clickGetTickets(page);
  // The ping arrived and was answered as any other.
  await expect.poll(pingsAnswered, { timeout: 15_000 }).toBe(4);
  expect(await clicks()).toBe(1);
  await page.context().close();
});

test("npm run shows -- stats prints the clicks per show and per city", async () => {
  const stats = await runToolOk(["stats"], env());
  expect(stats).toContain("Get Tickets clicks, all days together: 1.");
  expect(stats).toMatch(new RegExp(`\\n  ${showId}\\s+${dayFromNow(6)}\\s+Ping Hall\\s+Tampa, FL\\s+1\\n`));
  expect(stats).toMatch(/\n {2}Tampa, FL\s+1\s+0\n/);
});

/** A post to a show's ping address with what Chromium sends for `<a ping>`, `headers` changed (undefined: left out). */
const ping = (id: number, headers: Record<string, string | undefined> = {}, body = "PING") =>
  api.post(`${server.url}/ping/tickets/${id}`, {
    data: body,
    headers: Object.fromEntries(
      Object.entries({
        "content-type": "text/ping",
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "no-cors",
        "sec-fetch-dest": "empty",
        "user-agent": CHROME,
        "ping-from": `${server.url}/shows/${id}`,
        "ping-to": TICKETS,
        ...headers,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  });

test("a ping is answered 204 with no body, no cookie and no-store; one from another site 403, a large one 413", async () => {
  const answered = await ping(showId);
  expect(answered.status()).toBe(204);
  expect(await answered.text()).toBe("");
  expect(answered.headers()["set-cookie"]).toBeUndefined();
  expect(answered.headers()["cache-control"]).toBe("no-store");
  // The browser may have come from another address (::1) than this client: whatever is counted now stays.
  const counted = await clicks();

  expect(
    (await ping(showId, { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" })).status(),
  ).toBe(403);
  expect((await ping(showId, {}, "P".repeat(100))).status()).toBe(413);
  expect((await ping(showId)).status()).toBe(204);
  expect(await clicks()).toBe(counted);
});

test("twelve bare posts with a browser's user agent count nothing; a browser's ping counts once", async () => {
  const bare = {
    "sec-fetch-site": undefined,
    "sec-fetch-mode": undefined,
    "sec-fetch-dest": undefined,
    "ping-from": undefined,
    "ping-to": undefined,
  };
  for (let post = 0; post < 12; post++) expect((await ping(otherShowId, bare)).status()).toBe(204);
  expect((await ping(otherShowId, { "ping-to": "https://elsewhere.example/tickets" })).status()).toBe(204);
  expect((await ping(otherShowId, { "ping-from": "https://elsewhere.example/" })).status()).toBe(204);
  expect(await clicks(otherShowId)).toBe(0);

  expect((await ping(otherShowId)).status()).toBe(204);
  expect((await ping(otherShowId)).status()).toBe(204);
  expect(await clicks(otherShowId)).toBe(1);
});
