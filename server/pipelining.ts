import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * Node starts every request a client pipelines at once, each answer held in memory until the
 * client reads the ones before: a client that sends many and reads none would hold the server's
 * memory. Browsers do not pipeline, so one that queues more than `waiting` is cut off.
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
