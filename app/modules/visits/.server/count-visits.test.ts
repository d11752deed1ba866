import { createServer, request as httpRequest, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { countVisits } from "./count-visits.ts";
import type { VisitCounter } from "./visit-counter.ts";

/**
 * Which answers count as a visit, through a real HTTP server: a stand-in for the site answers a page
 * 200 (or 304, the browser's copy still good), anything else 404, and a file as what it is.
 */

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SITE_URL = "https://band.example";

const PAGES = ["/", "/about", "/es", "/es/about", "/music", "/shows", "/shows/12", "/follow", "/privacy"];

const site: RequestListener = (request, response) => {
  const path = (request.url ?? "/").split("?")[0]!;
  if (path === "/admin" || path === "/admin/numbers")
    return void response.writeHead(200, { "content-type": "text/html" }).end("<p>band</p>");
  if (path === "/shows.ics")
    return void response.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR");
  if (path === "/robots.txt")
    return void response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *");
  if (!PAGES.includes(path))
    return void response.writeHead(404, { "content-type": "text/html" }).end("<p>404</p>");
  if (request.headers["if-none-match"] === '"same"') return void response.writeHead(304).end();
  response.writeHead(200, { "content-type": "text/html" }).end("<p>page</p>");
};

const seen: { path: string; referrer: string | null }[] = [];
const counter: VisitCounter = {
  count: (path, referrer) => void seen.push({ path, referrer }),
  flush: async () => {},
  stop: async () => {},
  pending: () => seen.length,
};
const server = createServer(countVisits(counter, SITE_URL, site));
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request as Chrome sends it when a person opens `path`, with `headers` changed (undefined: left out). */
function visit(
  path: string,
  headers: Record<string, string | undefined> = {},
  method = "GET",
): Promise<{ status: number; setCookie: unknown }> {
  const all: Record<string, string | undefined> = {
    host: "band.example",
    "user-agent": CHROME,
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ port, method, path, headers: sent }, (answer) => {
      answer.resume();
      // The count is made once the answer is sent whole: by the time the client has read it.
      answer.on("end", () =>
        setImmediate(() => resolve({ status: answer.statusCode!, setCookie: answer.headers["set-cookie"] })),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function counted(...requests: Parameters<typeof visit>[]): Promise<typeof seen> {
  seen.length = 0;
  for (const each of requests) await visit(...each);
  return [...seen];
}

describe("a visit", () => {
  test("is a browser opening a page of the site, in any language, without its query string", async () => {
    expect(await counted(["/"], ["/es/about"], ["/shows/12?utm_source=newsletter"], ["/follow"])).toEqual([
      { path: "/", referrer: null },
      { path: "/es/about", referrer: null },
      { path: "/shows/12", referrer: null },
      { path: "/follow", referrer: null },
    ]);
  });

  test("is counted when the browser's copy is still good (304): pages say max-age=0", async () => {
    expect(await counted(["/about", { "if-none-match": '"same"' }])).toEqual([
      { path: "/about", referrer: null },
    ]);
  });

  test("is counted for a browser that sends no Sec-Fetch headers (an older one)", async () => {
    expect(
      await counted(["/music", { "sec-fetch-dest": undefined, "sec-fetch-mode": undefined }]),
    ).toHaveLength(1);
  });

  test("is not a crawler's, nor a client's that names no browser", async () => {
    expect(
      await counted(
        ["/", { "user-agent": GOOGLEBOT }],
        ["/", { "user-agent": "curl/8.5.0" }],
        ["/", { "user-agent": undefined }],
      ),
    ).toEqual([]);
  });

  test.each([
    ["Sec-Purpose", "sec-purpose", "prefetch"],
    ["Sec-Purpose (a prerender)", "sec-purpose", "prefetch;prerender"],
    ["Purpose", "purpose", "prefetch"],
    ["X-Moz", "x-moz", "prefetch"],
    ["X-Purpose", "x-purpose", "preview"],
    ["Sec-Fetch-Dest of a script's fetch", "sec-fetch-dest", "empty"],
    ["Sec-Fetch-Dest of a frame", "sec-fetch-dest", "iframe"],
  ])("is not a page fetched ahead or by a script (%s)", async (_, name, value) => {
    expect(await counted(["/about", { [name]: value }])).toEqual([]);
  });

  test("is not a 404, a post, a HEAD, the band's pages, a file or a feed", async () => {
    expect(
      await counted(
        ["/no-such-page"],
        ["/About"],
        ["/about/"],
        ["/follow", {}, "POST"],
        ["/about", {}, "HEAD"],
        ["/admin"],
        ["/admin/numbers"],
        ["/shows.ics"],
        ["/robots.txt"],
      ),
    ).toEqual([]);
  });

  test("sets no cookie", async () => {
    for (const path of PAGES) expect((await visit(path)).setCookie, path).toBeUndefined();
  });
});

describe("the referring site", () => {
  test("is the other site's host name alone: no path, no query, no port, lower case", async () => {
    expect(
      await counted(
        ["/", { referer: "https://www.Google.com/search?q=the+band" }],
        ["/about", { referer: "http://blog.example:8080/2026/11/our-review.html" }],
        ["/", { referer: "https://bücher.example/" }],
      ),
    ).toEqual([
      { path: "/", referrer: "www.google.com" },
      { path: "/about", referrer: "blog.example" },
      { path: "/", referrer: "xn--bcher-kva.example" },
    ]);
  });

  test("is none for the site's own pages (SITE_URL's host, or the host the browser asked), an app, or nonsense", async () => {
    expect(
      await counted(
        ["/about", { referer: "https://band.example/" }],
        ["/about", { referer: "https://BAND.example:443/shows" }],
        ["/about", { host: "127.0.0.1:3000", referer: "http://127.0.0.1:3000/" }],
        ["/about", { host: "[::1]:3000", referer: "http://[::1]:3000/music" }],
        ["/about", { host: "Band.Example.", referer: "https://band.example./" }],
        ["/about", { referer: "android-app://com.google.android.gm/" }],
        ["/about", { referer: "not a url" }],
      ),
    ).toEqual(Array.from({ length: 7 }, () => ({ path: "/about", referrer: null })));
  });

  test("is not counted when the visit is not (a crawler following a link)", async () => {
    expect(await counted(["/", { "user-agent": GOOGLEBOT, referer: "https://www.google.com/" }])).toEqual([]);
  });
});
