import { LRUCache } from "lru-cache";

import type { MediaFile, MediaStore } from "./store.ts";

const KEPT_BYTES = 32 * 1024 * 1024;

// The files a busy page shows are read from memory, not the database, on every hit after the first.
// Kept per store: the server has one, and each test its own.
const keptByStore = new WeakMap<MediaStore, LRUCache<string, MediaFile>>();

function keptFiles(store: MediaStore): LRUCache<string, MediaFile> {
  let kept = keptByStore.get(store);
  if (!kept) {
    kept = new LRUCache<string, MediaFile>({
      maxSize: KEPT_BYTES,
      sizeCalculation: (file) => Math.max(file.bytes.length, 1),
      // Unknown names are not kept: a picture uploaded a moment later is found.
      fetchMethod: async (name) => (await store.file(name)) ?? undefined,
    });
    keptByStore.set(store, kept);
  }
  return kept;
}

/** A name holds its bytes' hash, so a browser or CDN may keep the file for good. */
export async function mediaFileResponse(store: MediaStore | null, name: string): Promise<Response> {
  const file = store ? await keptFiles(store).fetch(name) : undefined;
  if (!file) {
    return new Response("No such picture.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
