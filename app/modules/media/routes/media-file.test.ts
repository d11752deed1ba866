import { describe, expect, test } from "vitest";

import { routeArgs, testServices } from "#tests/services.ts";

import type { MediaFile, MediaStore } from "../.server/store.ts";
import { loader } from "./media-file.ts";

const NAME = "0123456789ab-320.webp";
const BYTES = Buffer.from([82, 73, 70, 70, 0, 1, 2, 255]);

/** A store holding the files given, counting the reads that reach it. */
function storeWith(files: Record<string, MediaFile>) {
  const reads: string[] = [];
  const unused = () => Promise.reject(new Error("not for serving"));
  const store: MediaStore = {
    save: unused,
    image: unused,
    remove: unused,
    file: async (name) => {
      reads.push(name);
      return files[name] ?? null;
    },
  };
  return { store, reads, files };
}

const get = (media: MediaStore | null, file: string) =>
  loader(
    routeArgs(testServices({ media }), {
      request: new Request(`http://localhost/media/${file}`),
      params: { file },
    }),
  );

describe("/media/:file", () => {
  test("is the file's bytes, kept by browsers and CDNs for a year", async () => {
    const { store } = storeWith({ [NAME]: { type: "image/webp", bytes: BYTES } });
    const response = await get(store, NAME);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "image/webp",
      "content-length": String(BYTES.length),
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES);
  });

  test("is read from the database once, then from memory", async () => {
    const { store, reads } = storeWith({ [NAME]: { type: "image/webp", bytes: BYTES } });
    for (let time = 0; time < 3; time++) expect((await get(store, NAME)).status).toBe(200);
    expect(reads).toEqual([NAME]);
  });

  test("is 404 for a name with no picture, and a picture uploaded after is found", async () => {
    const { store, files } = storeWith({});
    const missing = await get(store, NAME);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await missing.text()).toBe("No such picture.");
    files[NAME] = { type: "image/webp", bytes: BYTES };
    expect((await get(store, NAME)).status).toBe(200);
  });

  test("is 404 on a site with no database of its own", async () => {
    const response = await get(null, NAME);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("No such picture.");
  });
});
