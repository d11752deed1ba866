// The embedded database's thread: PGlite and the socket other processes
// reach it through, off the server's main thread. PGlite runs every statement
// on the thread that calls it and cannot interrupt one, so a slow statement
// sent over the socket (select pg_sleep(5)) would otherwise freeze every page;
// here it holds only this thread, and thread.ts can stop the thread when a
// socket statement runs too long. Plain JavaScript, so that Node runs it from
// the build as from the sources.
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { chmodSync, rmSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";

const { path, config, connections, idleLimitMs } = workerData;
const database = await PGlite.create(path, { postgresqlconf: config });
let socket = null;

/** The database as the socket server sees it, telling the main thread when a client's message starts and ends. */
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
      // A socket file left by a process that was killed; the lock says it is ours now.
      rmSync(message.socketPath, { force: true });
      socket = new PGLiteSocketServer({
        db: observed(),
        path: message.socketPath,
        maxConnections: connections,
        idleTimeout: idleLimitMs,
      });
      await socket.start();
      // Whoever can connect is the database's superuser: the server's user only.
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
