import { createServer, get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import compression from "compression";
import type { RequestHandler } from "express";
import express from "express";
import { afterEach, describe, expect, test, vi } from "vitest";

import { pickEncoding } from "./kept-page.ts";
import { createPageCache, NOT_FOUND_KEY, type PageCache } from "./page-cache.ts";

/** One page per path and `?style=`, as the site keys its pages (server/page-key.ts) minus its page list. */
function pathAndStyle(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return `${url}?style=`;
  return `${url.slice(0, query)}?style=${new URLSearchParams(url.slice(query + 1)).get("style") ?? ""}`;
}

/**
 * The page cache in front of a stand-in renderer that counts its renders and
 * stamps each page with its number, on a clock the test moves.
 */
let server: Server | undefined;
afterEach(() => server?.close());

async function site({
  freshForMs = 30_000,
  keyOf = pathAndStyle,
  notFoundKeyOf,
  before,
  waitAtMostMs,
  renderAtMostMs,
}: {
  freshForMs?: number;
  keyOf?: (url: string) => string | null;
  notFoundKeyOf?: (url: string) => string | null;
  /** A step before the cache (as express.static's file check is on the site). */
  before?: RequestHandler;
  waitAtMostMs?: number;
  renderAtMostMs?: number;
} = {}) {
  let clock = 1_000_000;
  let renders = 0;
  let hangs = 0;
  const pages: PageCache = createPageCache({
    freshUntil: async (now) => now.getTime() + freshForMs,
    keyOf,
    notFoundKeyOf,
    waitAtMostMs,
    renderAtMostMs,
    now: () => clock,
  });
  const app = express();
  if (before) app.use(before);
  // A header every answer carries, as the security headers are (set before the page renders).
  app.use((_request, response, next) => {
    response.setHeader("X-Frame-Options", "DENY");
    next();
  });
  app.use(compression());
  app.use(pages.middleware);
  app.get("/missing", (_request, response) => void response.status(404).type("html").send("<p>404</p>"));
  app.get("/nowhere/{*path}", (request, response) => {
    renders++;
    response
      .status(404)
      .set("Cache-Control", "public")
      .type("html")
      .send(`<p>404 ${renders} ${request.path}</p>`);
  });
  // The first render never ends (a stuck upstream); later ones answer at once.
  app.get("/hang", (_request, response) => {
    renders++;
    if (hangs++ === 0) return void response.type("html").write("<p>stuck");
    response.set("Cache-Control", "public").type("html").send(`<p>render ${renders} of /hang</p>`);
  });
  // Takes 200 ms, in two pieces, as React streams a page.
  app.get("/slow", (_request, response) => {
    renders++;
    response.set("Cache-Control", "public").type("html").write("<p>slow ");
    setTimeout(() => response.end(`render ${renders} of /slow</p>`), 200);
  });
  app.get("/private", (_request, response) => void response.type("html").send("<p>no cache header</p>"));
  app.get("/cookie", (_request, response) => {
    response.set("Cache-Control", "public").set("Set-Cookie", "fan=1").type("html").send("<p>yours</p>");
  });
  app.get("/varies", (_request, response) => {
    response.set("Cache-Control", "public").set("Vary", "Cookie").type("html").send("<p>by cookie</p>");
  });
  app.get(
    "/feed.ics",
    (_request, response) =>
      void response.type("text/calendar").set("Cache-Control", "public").send("BEGIN:VCALENDAR"),
  );
  app.get("/{*path}", (request, response) => {
    renders++;
    const style = typeof request.query.style === "string" ? request.query.style : "none";
    response.set("Cache-Control", "public, max-age=0, s-maxage=30");
    response.type("html");
    // Written in pieces, as React streams a page.
    response.write(`<!doctype html><p>render ${renders} of ${request.path} in ${style}</p>`);
    response.end("<p>".padEnd(5000, "x") + "</p>");
  });
  /** Answers begun and not yet ended. */
  let open = 0;
  // As the site's host composes them: a kept page first, Express for the rest.
  server = createServer((request, response) => {
    open++;
    response.once("close", () => open--);
    if (!pages.serveKept(request, response)) void app(request, response);
  }).listen(0);
  await new Promise((resolve) => server!.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers: { "Accept-Encoding": "identity", ...headers } });
  /**
   * Waits for the kept copies: a page is kept once its answer has ended, which a busy machine
   * may take a while to get to, and once it is compressed (off the main thread).
   */
  const settle = async () => {
    await vi.waitFor(() => expect(open, "answers not ended").toBe(0), { timeout: 10_000, interval: 5 });
    await new Promise((resolve) => setImmediate(resolve));
    await vi.waitFor(() => expect(pages.keeping(), "pages being kept").toBe(0), {
      timeout: 10_000,
      interval: 5,
    });
  };
  return {
    get,
    settle,
    pages,
    port: (server.address() as AddressInfo).port,
    url: (path: string) => `${origin}${path}`,
    renders: () => renders,
    advance: (ms: number) => void (clock += ms),
  };
}

/** The body as sent, not decoded (fetch would decompress it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

describe("the page cache", () => {
  test("renders a page once, then serves it from memory with an ETag; If-None-Match gets 304", async () => {
    const { get, settle, renders } = await site();
    const first = await get("/");
    const html = await first.text();
    expect(html).toContain("render 1 of /");
    expect(first.headers.get("etag")).toBeNull();
    await settle();

    const second = await get("/");
    expect(await second.text()).toBe(html);
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
    expect(second.headers.get("x-frame-options")).toBe("DENY");

    const revalidated = await get("/", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    // A proxy may weaken the tag; "*" matches any.
    expect((await get("/", { "If-None-Match": `"other", W/${etag}` })).status).toBe(304);
    expect((await get("/", { "If-None-Match": "*" })).status).toBe(304);
    expect((await get("/", { "If-None-Match": '"something-else"' })).status).toBe(200);
    // Each coding is its own representation: its own tag.
    const brotli = await fetch((await get("/")).url, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers.get("etag")).not.toBe(etag);
    expect((await get("/", { "Accept-Encoding": "br", "If-None-Match": etag })).status).toBe(200);
    expect(renders()).toBe(1);
  });

  test("serves the kept page pre-compressed, brotli or gzip as the browser asks, the same bytes inside", async () => {
    const { get, settle, url } = await site();
    const html = await (await get("/music")).text();
    await settle();
    const br = await rawGet(url("/music"), "br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 5);
    const gzip = await rawGet(url("/music"), "gzip, deflate");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html);
  });

  test("answers in the coding the browser rates highest of brotli and gzip, brotli on a tie", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("br;q=0.1, gzip")).toBe("gzip");
    expect(pickEncoding("gzip;q=0.5, br;q=0.5")).toBe("br");
    expect(pickEncoding("gzip;q=oops, br;q=0")).toBe("identity");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0, gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
  });

  test("leaves alone what it keeps no page for: another method, another page", async () => {
    const { get, settle, url } = await site();
    await get("/");
    await settle();
    const post = await fetch(url("/"), { method: "POST" });
    expect(post.status).toBe(404); // Express's answer: the stand-in site takes no POST
    expect(await (await get("/about")).text()).toContain("render 2 of /about");
  });

  test("renders a page once when many ask for it at the same moment", async () => {
    const { get, renders } = await site();
    const pages = await Promise.all(Array.from({ length: 20 }, () => get("/music").then((r) => r.text())));
    expect(renders()).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain("render 1 of /music");
  });

  test("keeps a page no longer than freshUntil allows, then renders it again", async () => {
    const { get, settle, renders, advance } = await site({ freshForMs: 30_000 });
    await get("/");
    await settle();
    advance(29_999);
    expect(await (await get("/")).text()).toContain("render 1 of /");
    advance(1);
    expect(await (await get("/")).text()).toContain("render 2 of /");
    expect(renders()).toBe(2);
  });

  test("drops every page at once when told the shows changed", async () => {
    const { get, settle, pages } = await site();
    await get("/");
    await get("/about");
    await settle();
    expect(pages.size()).toBe(2);
    pages.clear();
    expect(pages.size()).toBe(0);
    expect(await (await get("/")).text()).toContain("render 3 of /");
  });

  test("keeps one page per path and style: other query parameters share it, another style does not", async () => {
    const { get, settle, renders } = await site();
    await get("/?style=normal");
    await settle();
    expect(await (await get("/?style=normal&utm_source=poster")).text()).toContain("render 1 of / in normal");
    expect(await (await get("/?style=almostReal")).text()).toContain("render 2 of / in almostReal");
    expect(renders()).toBe(2);
    // A path that reads like a host ("//") is a path like any other.
    expect((await get("//")).status).toBe(200);
    expect((await get("//?style=normal")).status).toBe(200);
  });

  test("keeps only whole public HTML pages answered to a GET", async () => {
    const { get, settle, pages } = await site();
    await get("/missing");
    await get("/private");
    await get("/cookie");
    await get("/varies");
    await get("/feed.ics");
    await fetch((await get("/head-only")).url, { method: "HEAD" });
    await settle();
    expect(pages.size()).toBe(1); // the GET of /head-only above
    expect((await get("/missing")).status).toBe(404);
    await settle();
    expect(pages.size()).toBe(1);
  });

  test("renders each time, and never keeps, a URL keyOf names no page for", async () => {
    const { get, settle, pages, renders } = await site({
      keyOf: (url) => (url.startsWith("/kept") ? url : null),
    });
    await get("/other");
    await get("/kept");
    await settle();
    expect(pages.size()).toBe(1);
    expect(await (await get("/other")).text()).toContain("render 3 of /other");
    expect(await (await get("/kept")).text()).toContain("render 2 of /kept");
    expect(renders()).toBe(3);
  });

  test("does not keep a page whose shows are not fresh (freshUntil null)", async () => {
    let renders = 0;
    const pages = createPageCache({ freshUntil: async () => null, keyOf: pathAndStyle });
    const app = express();
    app.use(pages.middleware);
    app.get("/", (_request, response) => {
      renders++;
      response.set("Cache-Control", "public").type("html").send("<p>page</p>");
    });
    server = app.listen(0);
    await new Promise((resolve) => server!.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    await fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fetch(url);
    expect(renders).toBe(2);
    expect(pages.size()).toBe(0);
  });

  test("keeps a page per value of a header it varies by (Save-Data), and says so in Vary", async () => {
    let renders = 0;
    const saves = (request: { headers: Record<string, unknown> }) => request.headers["save-data"] === "on";
    const pages = createPageCache({
      freshUntil: async (now) => now.getTime() + 60_000,
      keyOf: (url, request) => `${url}${saves(request) ? "&save-data" : ""}`,
      varyBy: ["Save-Data"],
    });
    const app = express();
    app.use(pages.middleware);
    app.get("/", (request, response) => {
      renders++;
      response.set("Cache-Control", "public").set("Vary", "Save-Data").type("html");
      response.send(saves(request) ? "<p>poster only</p>" : "<p>video</p>");
    });
    server = app.listen(0);
    await new Promise((resolve) => server!.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const get = (headers: Record<string, string> = {}) => fetch(url, { headers });
    for (let visit = 0; visit < 3; visit++) {
      expect(await (await get({ "Save-Data": "on" })).text()).toBe("<p>poster only</p>");
      const plain = await get();
      expect(await plain.text()).toBe("<p>video</p>");
      if (visit > 0) expect(plain.headers.get("vary")).toBe("Accept-Encoding, Save-Data");
      // Both kept (once their answers have ended, however long a busy machine takes).
      await vi.waitFor(() => expect(pages.size()).toBe(2), { timeout: 10_000, interval: 5 });
    }
    expect(renders).toBe(2);
    expect(pages.size()).toBe(2);
  });
});

/** Sends a GET and then drops the connection: at once (RST), after the first bytes, or with a FIN. */
function abandon(port: number, path: string, how: "reset" | "after-first-bytes" | "fin") {
  return new Promise<void>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    socket.write(`GET ${path} HTTP/1.1\r\nHost: a\r\n\r\n`);
    if (how === "reset") socket.resetAndDestroy();
    else if (how === "fin") socket.end();
    else socket.once("data", () => socket.resetAndDestroy());
    setTimeout(() => socket.destroy(), 2_000);
  });
}

/**
 * How long the cache lets a request wait for another's render, and lets a render hold others,
 * in the tests of clients that leave: a client left waiting by mistake would wait this long, far
 * longer than ANSWER_MS, which even a busy machine's answer takes less than.
 */
const HOLD_MS = 20_000;
const ANSWER_MS = 5_000;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

// Longer than the 5 s default: a hang must show as ANSWER_MS's "no answer within", not the test's timeout.
describe("the page cache under clients that leave", { timeout: 30_000 }, () => {
  test("a client gone before its render began holds nobody up (the file check came first)", async () => {
    // As express.static does: an asynchronous look for a file, during which the client resets.
    const before: RequestHandler = (_request, _response, next) => void setTimeout(next, 30);
    const { get, port, pages } = await site({ before, waitAtMostMs: HOLD_MS, renderAtMostMs: HOLD_MS });
    await abandon(port, "/?style=normal", "reset");
    await new Promise((resolve) => setTimeout(resolve, 60));
    const answer = await within(get("/?style=normal"), ANSWER_MS);
    expect(answer.status).toBe(200);
    expect(pages.waiting()).toBe(0);
  });

  test("a render whose client leaves midway still lets everyone waiting for it be answered", async () => {
    const { get, port, pages, renders } = await site({ waitAtMostMs: HOLD_MS, renderAtMostMs: HOLD_MS });
    const left = abandon(port, "/slow", "after-first-bytes");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = Array.from({ length: 5 }, () => within(get("/slow"), ANSWER_MS));
    await left;
    for (const answer of await Promise.all(waiting)) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^<p>slow render \d of \/slow<\/p>$/);
    }
    expect(renders()).toBeLessThanOrEqual(6);
    expect(pages.waiting()).toBe(0);
  });

  test("requests waiting on a render that never ends render for themselves after their deadline", async () => {
    // Deadlines a busy machine's answer keeps well within: a request that waited for the stuck
    // render takes WAIT_MS at least, one that did not takes less.
    const WAIT_MS = 1_000;
    const RENDER_MS = 2_000;
    const { get, pages, url, renders } = await site({ waitAtMostMs: WAIT_MS, renderAtMostMs: RENDER_MS });
    const stuckAt = Date.now();
    const stuck = fetch(url("/hang"), { signal: AbortSignal.timeout(RENDER_MS + 10_000) }).catch(() => null);
    await vi.waitFor(() => expect(renders(), "the stuck render began").toBe(1), {
      timeout: 10_000,
      interval: 5,
    });
    const startedAt = Date.now();
    const answer = await within(get("/hang"), ANSWER_MS);
    expect(answer.status).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(WAIT_MS - 10);
    expect(await answer.text()).toContain("of /hang");
    // Past the render's own deadline, nobody waits for it at all.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stuckAt + RENDER_MS + 50 - Date.now())));
    const later = Date.now();
    expect((await within(get("/hang"), ANSWER_MS)).status).toBe(200);
    expect(Date.now() - later).toBeLessThan(WAIT_MS - 10);
    expect(pages.waiting()).toBe(0);
    void stuck;
  });

  test("a waiting client that leaves is forgotten at once", async () => {
    // A render that never ends: a client that was not forgotten would be waiting until HOLD_MS.
    const { port, pages, get, renders } = await site({ waitAtMostMs: HOLD_MS, renderAtMostMs: HOLD_MS });
    const first = get("/hang");
    await vi.waitFor(() => expect(renders(), "the render began").toBe(1), { timeout: 10_000, interval: 5 });
    await Promise.all(Array.from({ length: 10 }, () => abandon(port, "/hang", "reset")));
    await vi.waitFor(() => expect(pages.waiting()).toBe(0), { timeout: ANSWER_MS, interval: 5 });
    expect((await first).status).toBe(200);
  });

  test("hundreds of resets, FINs and half-read answers in mixed order, then every page answers at once", async () => {
    const { get, port, pages } = await site({ waitAtMostMs: HOLD_MS, renderAtMostMs: HOLD_MS });
    const paths = ["/", "/about", "/slow", "/?style=a", "/music?style=b", "/shows/1"];
    const ways = ["reset", "fin", "after-first-bytes"] as const;
    const dropped: Promise<void>[] = [];
    for (let index = 0; index < 300; index++) {
      dropped.push(abandon(port, paths[index % paths.length]!, ways[index % ways.length]!));
    }
    await Promise.all(dropped);
    for (const path of paths) expect((await within(get(path), ANSWER_MS)).status, path).toBe(200);
    expect(pages.waiting()).toBe(0);
  });
});

describe("the page cache's keys", () => {
  test("a HEAD renders the page for both: the GET after it is served kept", async () => {
    const { get, settle, url, renders } = await site();
    const head = await fetch(url("/about"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    await settle();
    expect(await (await get("/about")).text()).toContain("render 1 of /about");
    const again = await fetch(url("/about"), { method: "HEAD" });
    expect(again.headers.get("etag")).toBeTruthy();
    expect(renders()).toBe(1);
  });

  test("every URL with no page shares one kept 404 page per style, answered 404", async () => {
    const { get, settle, renders } = await site({
      keyOf: () => null,
      notFoundKeyOf: (url) => (url.startsWith("/nowhere/") ? `${NOT_FOUND_KEY}?style=` : null),
    });
    expect((await get("/nowhere/a")).status).toBe(404);
    await settle();
    const other = await get("/nowhere/b");
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("<p>404 1 /nowhere/a</p>");
    // A 404 is no page to revalidate.
    expect((await get("/nowhere/c", { "If-None-Match": "*" })).status).toBe(404);
    expect(renders()).toBe(1);
  });
});
