import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";

import { expect, test } from "../e2e/fixtures.ts";
import {
  freePort,
  type ServerProcess,
  startListeningServer,
  startServer,
  stopServers,
} from "../server-process.ts";

/**
 * Clients that misbehave, on purpose or by losing their signal, against one
 * production server: connections dropped right after a request or midway
 * through an answer, pipelined requests nobody reads, odd spellings of
 * pages and odd request lines. Loopback only; every loop is bounded in
 * count and time.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: ServerProcess & { port: number; url: string };
/** One of every kind of page and file the site serves. */
let paths: string[];

test.beforeAll(async () => {
  server = await startListeningServer({});
  const home = await (await fetch(server.url)).text();
  const shows = [...new Set([...home.matchAll(/href="(\/shows\/\d+)"/g)].map((match) => match[1]!))];
  expect(shows.length).toBeGreaterThan(0);
  paths = [
    "/",
    "/?style=normal",
    "/about",
    "/music?style=almostReal",
    "/shows/past",
    ...shows.slice(0, 3),
    "/shows/999999",
    "/no/such/page",
    "/Music/",
    "/og/site.png",
    "/shows.ics",
    `${shows[0]}.ics`,
    "/favicon.svg",
  ];
});
test.afterAll(stopServers);

/** The server's resident memory, in MB. */
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;

/** A GET that must answer within `ms`: its status and how long it took. */
async function timedGet(path: string, ms = 1_000) {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    signal: AbortSignal.timeout(ms),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - startedAt, headers: response.headers };
}

/** Sends a GET, then drops the connection: at once (RST), with a FIN, or after the first bytes of the answer. */
function abandon(path: string, how: number) {
  return new Promise<void>((resolve) => {
    const socket = connect(server.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    if (how % 3 === 0) socket.resetAndDestroy();
    else if (how % 3 === 1) socket.end();
    else socket.once("data", () => socket.resetAndDestroy());
    // A client that sent FIN may be kept open until the keep-alive timeout: gone, for the test.
    setTimeout(() => socket.destroy(), 1_000);
  });
}

/** Sends a request exactly as written; resolves with the status line and whether the server closed. */
function sendRaw(request: string): Promise<{ status: number; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(server.port, "127.0.0.1");
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("error", reject);
    const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
    socket.on("close", () => resolve({ status: status(), closed: true }));
    // A connection still open after the answer is kept alive: not closed.
    setTimeout(() => {
      socket.destroy();
      resolve({ status: status(), closed: false });
    }, 1_500);
    socket.write(request);
  });
}

test("hundreds of connections dropped on every kind of page leave each page answering within a second, and memory where it was", async () => {
  for (const path of paths) await timedGet(path, 10_000);
  const before = rssMb();
  const dropped: Promise<void>[] = [];
  for (let index = 0; index < 600; index++) {
    dropped.push(abandon(paths[(index * 7) % paths.length]!, index));
    if (index % 50 === 49) await Promise.all(dropped.splice(0));
  }
  await Promise.all(dropped);
  for (const path of paths) {
    const answer = await timedGet(path);
    expect(answer.status, path).toBeLessThan(500);
  }
  // No abandoned waiter or answer is left holding memory.
  await expect.poll(rssMb, { timeout: 10_000 }).toBeLessThan(before + 50);
  test.info().annotations.push({
    type: "RSS before / after 600 dropped connections (MB)",
    description: `${before.toFixed(0)} / ${rssMb().toFixed(0)}`,
  });
});

test("4 clients pipelining 1,500 share images each, reading none: the server grows under 100 MB and Home keeps answering", async () => {
  await timedGet("/", 10_000);
  const before = rssMb();
  const sockets = Array.from({ length: 4 }, () => {
    const socket = connect(server.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.pause();
    socket.write("GET /og/site.png HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(1_500));
    return socket;
  });
  let peak = before;
  const home: number[] = [];
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    peak = Math.max(peak, rssMb());
    home.push((await timedGet("/", 5_000)).ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.destroy();
  home.sort((a, b) => a - b);
  const median = home[Math.floor(home.length / 2)]!;
  test.info().annotations.push({
    type: "pipelined flood",
    description: `RSS +${(peak - before).toFixed(0)} MB; Home median ${median.toFixed(0)} ms, slowest ${home.at(-1)!.toFixed(0)} ms`,
  });
  expect(peak - before).toBeLessThan(100);
  // The median: the other test worker's browser may take the CPU from a single request.
  expect(median).toBeLessThan(100);
});

test("another spelling of a page is sent to it (301); every page not found is one kept 404 page", async () => {
  for (const [from, to] of [
    ["/Music", "/music"],
    ["/about/", "/about"],
    ["/SHOWS/PAST/?style=normal", "/shows/past?style=normal"],
    ["/%6Dusic", "/music"],
  ]) {
    const answer = await timedGet(from!);
    expect(answer.status, from).toBe(301);
    expect(answer.headers.get("location"), from).toBe(to);
  }
  const unknownShow = await fetch(`${server.url}/shows/999998`);
  const unknownPath = await fetch(`${server.url}/no/such/thing`);
  expect([unknownShow.status, unknownPath.status]).toEqual([404, 404]);
  expect(await unknownPath.text()).toBe(await unknownShow.text());
  // Kept: answered from memory, with the tag a kept page carries.
  await expect.poll(async () => (await timedGet("/shows/424242")).headers.get("etag")).toBeTruthy();
});

test("a HEAD is answered from, and fills, the page a GET gets", async () => {
  const show = paths.find((path) => /^\/shows\/\d+$/.test(path) && path !== "/shows/999999")!;
  // A style not asked for yet: nothing kept.
  const url = `${server.url}${show}?style=almostReal`;
  const head = await fetch(url, { method: "HEAD" });
  expect(head.status).toBe(200);
  await expect.poll(async () => (await fetch(url)).headers.get("etag")).toBeTruthy();
  const again = await fetch(url, { method: "HEAD" });
  expect(again.headers.get("etag")).toBe((await fetch(url)).headers.get("etag"));
});

test("odd request lines: a fragment, a port out of range or a GET with a body get 400; the last closes the connection", async () => {
  expect((await sendRaw("GET /music?x#&style=normal HTTP/1.1\r\nHost: localhost\r\n\r\n")).status).toBe(400);
  expect((await sendRaw("GET / HTTP/1.1\r\nHost: 127.0.0.1:99999\r\n\r\n")).status).toBe(400);
  expect((await sendRaw("GET / HTTP/1.1\r\nHost: 127.0.0.1:65535\r\n\r\n")).status).toBe(200);
  const withBody = await sendRaw("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello");
  expect(withBody).toEqual({ status: 400, closed: true });
  const headWithBody = await sendRaw(
    "HEAD / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  );
  expect(headWithBody).toEqual({ status: 400, closed: true });
  // An ordinary request keeps its connection.
  expect(await sendRaw("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")).toEqual({ status: 200, closed: false });
});

test("/healthz answers 200 while pages answer", async () => {
  const answer = await fetch(`${server.url}/healthz`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ status: "ok" });
});

test("NODE_ENV=production without SITE_URL stops start-up, saying what to set", async () => {
  const stopped = startServer({ NODE_ENV: "production", PORT: String(await freePort()) });
  expect(await stopped.exited).toBe(1);
  expect(stopped.output()).toContain("SITE_URL: is required in production (NODE_ENV=production)");
  expect(stopped.output()).toContain("https://band.example");
});
