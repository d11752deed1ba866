import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * At most a few requests of one connection are worked on at once. Node
 * parses every request a client pipelines in one packet (a thousand fit in
 * 64 KB) and starts them all, each answer waiting in memory until the client
 * reads the ones before it: a client that sends many and reads none would
 * hold the server's memory for as long as it likes. Browsers do not
 * pipeline; a client that queues more than `waiting` behind the ones being
 * answered is cut off.
 */
export function limitPipelining(
  listener: RequestListener,
  { inFlight = 4, waiting = 32 }: { inFlight?: number; waiting?: number } = {},
): RequestListener {
  const connections = new WeakMap<Socket, { active: number; queue: [IncomingMessage, ServerResponse][] }>();

  return (request, response) => {
    const socket = request.socket;
    let connection = connections.get(socket);
    if (!connection) {
      const created = { active: 0, queue: [] as [IncomingMessage, ServerResponse][] };
      // Nothing of a client that has gone is kept.
      socket.once("close", () => (created.queue.length = 0));
      connections.set(socket, created);
      connection = created;
    }
    const state = connection;
    const run = (next: IncomingMessage, answer: ServerResponse) => {
      state.active++;
      answer.once("close", () => {
        state.active--;
        if (socket.destroyed) return void (state.queue.length = 0);
        const queued = state.queue.shift();
        if (queued) run(...queued);
      });
      listener(next, answer);
    };
    if (state.active < inFlight) return run(request, response);
    if (state.queue.length >= waiting) {
      state.queue.length = 0;
      return void socket.destroy();
    }
    state.queue.push([request, response]);
  };
}
