// PGlite runs each statement on its caller's thread and cannot interrupt it: here a slow socket
// statement holds only this thread, which thread.ts can stop. Plain JavaScript: Node runs it from the build.
import { chmodSync, rmSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";

import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const { path, config, connections, idleLimitMs } = workerData;
const database = await PGlite.create(path, { postgresqlconf: config });
let socket = null;

/** Tells the main thread when a socket client's message starts and ends. */
function observed() {
  return new Proxy(database, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property !== "execProtocolRawStream") return value.bind(target);
      return async (...args) => {
        parentPort.postMessage({ type: "socket-busy" });
        try {
          return await value.apply(target, args);
        } finally {
          parentPort.postMessage({ type: "socket-idle" });
        }
      };
    },
  });
}

async function handle(message) {
  switch (message.type) {
    case "run":
      return (await database.exec(message.sql)).map((result) => result.rows);
    case "serve":
      // Left by a killed process; the lock says it is ours now.
      rmSync(message.socketPath, { force: true });
      socket = new PGLiteSocketServer({
        db: observed(),
        path: message.socketPath,
        maxConnections: connections,
        idleTimeout: idleLimitMs,
      });
      await socket.start();
      // Whoever connects is the database's superuser.
      chmodSync(message.socketPath, 0o600);
      return null;
    case "close":
      await socket?.stop();
      await database.close();
      return null;
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) =>
      parentPort.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
parentPort.postMessage({ type: "ready" });
