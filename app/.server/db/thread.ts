import { join } from "node:path";
import { Worker } from "node:worker_threads";

import { log } from "../log.ts";
import { projectRoot } from "../paths.ts";
import { SOCKET_CONNECTIONS, SOCKET_IDLE_LIMIT_MS, SOCKET_STATEMENT_LIMIT_MS } from "./socket.ts";

// PGlite cannot interrupt a statement: a socket statement past SOCKET_STATEMENT_LIMIT_MS stops the
// thread (worker.mjs), which reopens the database as after a crash.

/** The site's reads wait this long behind a socket statement, then fail (pages use their cache). */
const WAIT_FOR_SOCKET_MS = 50;

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

export class DatabaseThread {
  private worker!: Worker;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private socketBusy = false;
  private watchdog: NodeJS.Timeout | undefined;
  private socketPath: string | null = null;
  private closing = false;

  private constructor(
    private readonly path: string,
    private readonly config: string,
    /** A socket statement ended or was cut off: cached reads are out of date. */
    private readonly onSocketChange: () => void,
  ) {}

  static async open(path: string, config: string, onSocketChange: () => void): Promise<DatabaseThread> {
    const thread = new DatabaseThread(path, config, onSocketChange);
    await thread.start();
    return thread;
  }

  private start(): Promise<void> {
    const script = join(projectRoot(), "app", ".server", "db", "worker.mjs");
    this.worker = new Worker(script, {
      workerData: {
        path: this.path,
        config: this.config,
        connections: SOCKET_CONNECTIONS,
        idleLimitMs: SOCKET_IDLE_LIMIT_MS,
      },
    });
    const ready = new Promise<void>((resolveReady, reject) => {
      this.worker.once("error", reject);
      this.worker.on("message", (message: { type?: string }) => {
        if (message.type === "ready") resolveReady();
      });
    });
    this.worker.on("message", (message) => this.receive(message));
    this.worker.on("exit", () => this.failAll(new Error("the database thread stopped")));
    return ready;
  }

  private receive(message: { id?: number; result?: unknown; error?: string; type?: string }) {
    if (message.type === "socket-busy") {
      this.socketBusy = true;
      this.watchdog = setTimeout(() => void this.cutOff(), SOCKET_STATEMENT_LIMIT_MS);
    } else if (message.type === "socket-idle") {
      clearTimeout(this.watchdog);
      this.socketBusy = false;
      this.onSocketChange();
    } else if (message.id !== undefined) {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result);
    }
  }

  private failAll(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private async cutOff() {
    if (this.closing || !this.socketBusy) return;
    log("warn", "a statement on the database socket ran too long: cut off", {
      limitMs: SOCKET_STATEMENT_LIMIT_MS,
    });
    this.socketBusy = false;
    await this.worker.terminate();
    await this.start();
    if (this.socketPath) await this.send({ type: "serve", socketPath: this.socketPath });
    this.onSocketChange();
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolveSent, reject) => {
      this.pending.set(id, { resolve: resolveSent, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async run(sql: string): Promise<Record<string, unknown>[][]> {
    const answer = this.send({ type: "run", sql });
    if (!this.socketBusy) return (await answer) as Record<string, unknown>[][];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error("the database is busy with a statement from its socket")),
        WAIT_FOR_SOCKET_MS,
      );
    });
    answer.catch(() => {});
    try {
      return (await Promise.race([answer, timeout])) as Record<string, unknown>[][];
    } finally {
      clearTimeout(timer);
    }
  }

  async serveSocket(socketPath: string): Promise<void> {
    await this.send({ type: "serve", socketPath });
    this.socketPath = socketPath;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.watchdog);
    await this.send({ type: "close" }).catch(() => {});
    await this.worker.terminate();
  }
}
