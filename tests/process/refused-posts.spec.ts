import { connect } from "node:net";
import { join } from "node:path";

import { expect, test } from "../e2e/fixtures.ts";
import { confirmAsThePageOffers, confirmLink, mailTo, postForm } from "../follow-posts.ts";
import { logLines, type ServerProcess, startListeningServer, stopServers } from "../server-process.ts";
import { signUpForm } from "../sign-up-form.ts";

/**
 * Posts the follow form refuses, as their senders meet them: refused before the body is read
 * when the headers already say why, answered with the page that says why, and logged as what
 * they were. One server for the file, loopback only.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: ServerProcess & { port: number; url: string };

test.beforeAll(async () => {
  server = await startListeningServer({});
});
test.afterAll(stopServers);

interface Sent {
  /** The answer's status line and headers, and its body. */
  head: string;
  body: string;
  /** Bytes of the body the client could write before the server closed the connection. */
  written: number;
}

/**
 * A POST to `path` (/follow unless given) with `headers`, whose body is `bodyBytes` of form text written as fast as the
 * server takes it (stopping when it closes the connection), and as one chunk per 1 KB when
 * `chunked`.
 */
function sendPost(headers: string[], bodyBytes: number, chunked = false, path = "/follow"): Promise<Sent> {
  return new Promise((resolveSent, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    let written = 0;
    let closed = false;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    // The server closing mid-body: the client's next write fails, which is what is measured.
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      resolveSent({ head, body: rest.join("\r\n\r\n"), written });
    });
    socket.setTimeout(20_000, () => socket.destroy(new Error("no answer within 20 s")));
    socket.on("timeout", () => reject(new Error("no answer within 20 s")));
    const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${bodyBytes}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n${headers.join("\r\n")}\r\n\r\n`,
    );
    const piece = chunked ? 1_024 : 64 * 1_024;
    const write = () => {
      while (!closed && written < bodyBytes) {
        const size = Math.min(piece, bodyBytes - written);
        const text = "x".repeat(size);
        written += size;
        const more = socket.write(chunked ? `${size.toString(16)}\r\n${text}\r\n` : text);
        if (!more) return void socket.once("drain", write);
      }
      if (!closed && chunked) socket.write("0\r\n\r\n");
    };
    write();
  });
}

const CROSS_SITE = ["Origin: https://evil.example", "Sec-Fetch-Site: cross-site"];
const sameSite = () => [`Origin: ${server.url}`, "Sec-Fetch-Site: same-origin"];

test("a cross-site post announcing 200 MB is refused, 413, before its body is read, and the connection closed", async () => {
  const sent = await sendPost(CROSS_SITE, 200 * 1024 * 1024);
  // The size is checked first: the page says the post was too large.
  expect(sent.head).toMatch(/^HTTP\/1\.1 413 /);
  expect(sent.head).toMatch(/^connection: close$/im);
  // What the two sockets' buffers hold, not the 200 MB.
  expect(sent.written).toBeLessThan(16 * 1024 * 1024);
});

test("a small cross-site post gets the page that says why, 403, closes the connection, and is logged as a POST", async () => {
  const sent = await sendPost(CROSS_SITE, 100);
  expect(sent.head).toMatch(/^HTTP\/1\.1 403 /);
  expect(sent.head).toMatch(/^connection: close$/im);
  expect(sent.body).toContain("can only be sent from this site");
  await expect
    .poll(() => logLines(server).filter((line) => line.message === "request" && line.status === 403))
    .toEqual([expect.objectContaining({ method: "POST", path: "/follow" })]);
});

test("a confirmation link's post over 2 KB gets the page that says it was too much, 413, not that it came from elsewhere", async () => {
  const sent = await sendPost(sameSite(), 3 * 1_024 * 1_024, false, "/follow/confirm?token=1.2.3.4");
  expect(sent.head).toMatch(/^HTTP\/1\.1 413 /);
  expect(sent.body).toContain("more than this form ever sends");
  expect(sent.body).not.toContain("can only be sent from this site");
});

test("a chunked body over 2 KB gets the page that says it was too much, 413", async () => {
  const sent = await sendPost(sameSite(), 3 * 1_024, true);
  expect(sent.head, "the answer's status line").toMatch(/^HTTP\/1\.1 413 /);
  expect(sent.body).toContain("more than this form ever sends");
});

test("six posts of someone's address do not lock its owner out: the same answer, and the first e-mail's link still works", async () => {
  const email = "locked.out@example.com";
  for (let post = 1; post <= 7; post++) {
    const answer = await postForm(server.url, "/follow", signUpForm({ email }));
    expect(answer.status, `post ${post}`).toBe(303);
    expect(answer.headers.get("location"), `post ${post}`).toBe("/follow/check-your-inbox");
  }
  const mail = await mailTo(join(server.cwd, "data"), email);
  const confirmed = await confirmAsThePageOffers(server.url, confirmLink(mail));
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain("You are following the band");
});
