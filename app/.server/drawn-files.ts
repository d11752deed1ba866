import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { clientBuildFolder, projectRoot } from "./paths.ts";
import { describeError, log } from "./log.ts";
import { withDeadline } from "./deadline.ts";
import { singleton } from "./singleton.ts";

/**
 * Files drawn from the site's data (share cards, icons, the press PDF): each
 * one made once and kept in memory and on disk (.cache/<folder>/), under a
 * hash of what it shows. Changed data gets a new file, unchanged data is
 * never drawn twice, even after a restart; a file is drawn once however many
 * requests ask for it at the same moment.
 */
export interface DrawnFiles {
  /** The file for `key` (any JSON: everything the file shows), from memory, disk, or `draw`. */
  get(key: unknown, draw: () => Promise<Buffer>): Promise<Buffer>;
  /** The name `key`'s file is kept under, for an ETag: the same key, the same hash. */
  hashOf(key: unknown): string;
}

export interface DrawnFilesOptions {
  /** The folder under .cache/ the files are kept in: "share-images". */
  folder: string;
  /** The files' extension on disk, without the dot: "png". */
  extension: string;
  /** Raise when the drawing changes, so files drawn before are drawn again. */
  version: number;
  /** At most this many files are kept in memory; the oldest go first. */
  memoryLimit: number;
}

/** How long a request waits for another's draw of the same file before drawing it itself. */
const WAIT_FOR_DRAW_MS = 5_000;

export function drawnFiles(options: DrawnFilesOptions): DrawnFiles {
  // One store per kind of file and process, whatever loads this module (see singleton.ts).
  const store = singleton(`drawn-files:${options.folder}`, () => ({
    memory: new Map<string, Buffer>(),
    /** The files being drawn now, by hash: one draw per file at a time. */
    drawing: new Map<string, Promise<Buffer>>(),
    folder: null as string | null,
    diskWarned: false,
  }));
  const folder = () => (store.folder ??= join(projectRoot(), ".cache", options.folder));

  const hashOf = (key: unknown) =>
    createHash("sha256")
      .update(JSON.stringify([options.version, key]))
      .digest("hex")
      .slice(0, 32);

  /** The file from disk, or drawn and written there; then kept in memory. */
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

/**
 * The bytes of a picture the pages use (an imported asset's URL): the file
 * from the client build (production) or from the image cache (development
 * and tests, `/@fs/…`). Null when it cannot be read.
 */
export function assetBytes(src: string): Buffer | null {
  const path = src.startsWith("/@fs/") ? src.slice("/@fs".length) : src;
  for (const file of [join(clientBuildFolder(), path), path]) {
    if (existsSync(file)) return readFileSync(file);
  }
  return null;
}

/**
 * An answer that sends a kept file itself: no copy per request (a Response
 * made from the bytes would copy them), so a flood of requests for one file
 * holds one copy in memory, however many answers wait to be read.
 */
export function drawnFileResponse(bytes: Buffer, headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, { headers: { ...headers, "Content-Length": String(bytes.length) } });
}
