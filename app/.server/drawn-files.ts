import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { withDeadline } from "./deadline.ts";
import { describeError, log } from "./log.ts";
import { clientBuildFolder, projectRoot } from "./paths.ts";

/**
 * Files drawn from the site's data (share cards, icons, the press PDF), kept in memory and in
 * .cache/<folder>/ under a hash of what they show: each drawn once, even across restarts.
 */
export interface DrawnFiles {
  get(key: unknown, draw: () => Promise<Buffer>): Promise<Buffer>;
  hashOf(key: unknown): string;
}

export interface DrawnFilesOptions {
  folder: string;
  extension: string;
  /** Raise when the drawing changes, so files drawn before are drawn again. */
  version: number;
  memoryLimit: number;
}

/** How long a request waits for another's draw of the same file before drawing it itself. */
const WAIT_FOR_DRAW_MS = 5_000;

export function drawnFiles(options: DrawnFilesOptions): DrawnFiles {
  const store = {
    memory: new Map<string, Buffer>(),
    drawing: new Map<string, Promise<Buffer>>(),
    folder: null as string | null,
    diskWarned: false,
  };
  const folder = () => (store.folder ??= join(projectRoot(), ".cache", options.folder));

  const hashOf = (key: unknown) =>
    createHash("sha256")
      .update(JSON.stringify([options.version, key]))
      .digest("hex")
      .slice(0, 32);

  async function load(hash: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const file = join(folder(), `${hash}.${options.extension}`);
    let bytes: Buffer;
    if (existsSync(file)) bytes = readFileSync(file);
    else {
      bytes = await draw();
      try {
        mkdirSync(folder(), { recursive: true });
        writeFileSync(file, bytes);
      } catch (error) {
        // A read-only disk only costs drawing again after a restart.
        if (!store.diskWarned)
          log("warn", `drawn files are not kept on disk in .cache/${options.folder}`, {
            cause: describeError(error),
          });
        store.diskWarned = true;
      }
    }
    if (store.memory.size >= options.memoryLimit) store.memory.delete(store.memory.keys().next().value!);
    store.memory.set(hash, bytes);
    return bytes;
  }

  async function get(key: unknown, draw: () => Promise<Buffer>): Promise<Buffer> {
    const hash = hashOf(key);
    const inMemory = store.memory.get(hash);
    if (inMemory) return inMemory;
    const drawing = store.drawing.get(hash);
    if (drawing) {
      const drawn = await withDeadline(
        drawing.catch(() => null),
        WAIT_FOR_DRAW_MS,
        null,
      );
      return drawn ?? draw();
    }
    const loading = load(hash, draw).finally(() => store.drawing.delete(hash));
    store.drawing.set(hash, loading);
    return loading;
  }

  return { get, hashOf };
}

/** An imported asset's bytes: from the client build, or (development, tests: `/@fs/…`) the image cache. */
export function assetBytes(src: string): Buffer | null {
  const path = src.startsWith("/@fs/") ? src.slice("/@fs".length) : src;
  for (const file of [join(clientBuildFolder(), path), path]) {
    if (existsSync(file)) return readFileSync(file);
  }
  return null;
}

/** Sends the kept bytes themselves: a Response made from them would copy them per request. */
export function drawnFileResponse(bytes: Buffer, headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, { headers: { ...headers, "Content-Length": String(bytes.length) } });
}
