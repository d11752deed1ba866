import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";

import { afterEach, expect, test } from "vitest";

import { limitPipelining } from "./pipelining.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** A server whose answers take 20 ms each, counting how many of one connection's run at once. */
async function countingServer() {
  const counts = { active: 0, most: 0, started: 0 };
  server = createServer(
    limitPipelining((_request, response) => {
      counts.started++;
      counts.most = Math.max(counts.most, ++counts.active);
      setTimeout(() => {
        counts.active--;
        response.end("ok");
      }, 20);
    }),
  ).listen(0);
  await new Promise((resolve) => server!.once("listening", resolve));
  return { counts, port: (server.address() as AddressInfo).port };
}

const pipelined = (count: number) => "GET / HTTP/1.1\r\nHost: a\r\n\r\n".repeat(count);

test("at most 4 pipelined requests of one connection are worked on at once; all are answered, in order", async () => {
  const { counts, port } = await countingServer();
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  socket.write(pipelined(20));
  await expect.poll(() => received.match(/HTTP\/1\.1 200/g)?.length ?? 0, { timeout: 5_000 }).toBe(20);
  socket.destroy();
  expect(counts.most).toBe(4);
  expect(counts.started).toBe(20);
});

test("a client that queues more than 32 behind them is cut off, and nothing of it is worked on later", async () => {
  const { counts, port } = await countingServer();
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  socket.resume();
  const closed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(pipelined(1_500));
  await closed;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(counts.started).toBeLessThanOrEqual(4);
});
