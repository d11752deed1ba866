import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";

import { guardFormPosts } from "./form-posts.ts";
import { fetchRequestOf } from "./react-router-handler.ts";

let port = 0;
const app = express();
app.use(guardFormPosts("https://band.example"));
app.use((request, response) => {
  const seen = fetchRequestOf(request, response);
  response.json({
    method: seen.method,
    url: seen.url,
    origin: seen.headers.get("origin"),
    sent: request.method,
  });
});
const server = app.listen(0);
beforeAll(() => void (port = (server.address() as AddressInfo).port));
afterAll(() => void server.close());

/** A form post with these headers: what React Router would be handed, and the answer's Connection. */
function post(headers: Record<string, string>) {
  return new Promise<{ seen: Record<string, string>; connection: string | undefined }>((resolve, reject) => {
    const sent = httpRequest({
      port,
      method: "POST",
      path: "/follow",
      headers: { "content-length": "3", ...headers },
    });
    sent.on("response", (answer) => {
      let text = "";
      answer.on("data", (chunk: Buffer) => (text += chunk.toString()));
      answer.on("end", () => resolve({ seen: JSON.parse(text), connection: answer.headers.connection }));
    });
    sent.on("error", reject);
    sent.end("a=1");
  });
}

test("a post from the site's page behind a proxy that ends TLS: React Router sees its https:// origin, Origin kept", async () => {
  const { seen } = await post({ origin: `https://localhost:${port}`, "sec-fetch-site": "same-origin" });
  expect(seen).toEqual({
    method: "POST",
    url: `https://localhost:${port}/follow`,
    origin: `https://localhost:${port}`,
    sent: "POST",
  });
});

test("a refused post: its page is rendered for a GET, the sent request and its headers untouched", async () => {
  const { seen, connection } = await post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" });
  expect(seen).toEqual({
    method: "GET",
    url: `http://localhost:${port}/follow`,
    origin: "https://evil.example",
    sent: "POST",
  });
  expect(connection).toBe("close");
});
