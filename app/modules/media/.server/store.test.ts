import { beforeEach, describe, expect, test, vi } from "vitest";

import { forEachBackend, migratedDatabase } from "#tests/databases.ts";

import type { PreparedImage } from "./prepare.ts";
import { createMediaStore, type StoredImage, storedImageFile } from "./store.ts";

vi.setConfig({ testTimeout: 60_000 });

const ID = "0123456789ab";

/** As prepareUpload gives it, with made-up bytes: every byte value, so nothing is lost on the way. */
function prepared(id = ID, widths = [160, 320]): PreparedImage {
  const bytes = (width: number, type: number) =>
    Buffer.from(Array.from({ length: 256 + width }, (_, index) => (index * type + width) % 256));
  return {
    id,
    width: widths.at(-1)!,
    height: widths.at(-1)! / 2,
    files: widths.flatMap((width) => [
      { name: `${id}-${width}.avif`, type: "image/avif" as const, width, bytes: bytes(width, 1) },
      { name: `${id}-${width}.webp`, type: "image/webp" as const, width, bytes: bytes(width, 3) },
    ]),
  };
}

const listed = (image: PreparedImage) => image.files.map(({ name, type, width }) => ({ name, type, width }));

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  beforeEach(async () => {
    await database().run("truncate headliner.images cascade");
  });

  const setUp = () => {
    const store = createMediaStore(database());
    const count = async (table: string) =>
      Number((await database().run(`select count(*)::integer as n from headliner.${table}`))[0]![0]!.n);
    return { store, count };
  };

  test("a saved picture is read back, its files' bytes as they were", async () => {
    const { store } = setUp();
    const image = prepared();
    const saved = await store.save(image, "flyer");
    expect(saved).toEqual({ id: ID, kind: "flyer", width: 320, height: 160, files: listed(image) });
    expect(await store.image(ID)).toEqual(saved);
    for (const file of image.files) {
      expect(await store.file(file.name), file.name).toEqual({ type: file.type, bytes: file.bytes });
    }
  });

  test("saving the same picture again keeps the first, as a flyer or the photo alike", async () => {
    const { store, count } = setUp();
    const first = await store.save(prepared(), "flyer");
    expect(await store.save(prepared(ID, [160, 320, 480]), "hero")).toEqual(first);
    expect(await count("images")).toBe(1);
    expect(await count("image_files")).toBe(4);
  });

  test("removing a picture removes its files, and no other", async () => {
    const { store, count } = setUp();
    await store.save(prepared(), "flyer");
    const other = await store.save(prepared("ba9876543210"), "hero");
    await store.remove(ID);
    expect(await store.image(ID)).toBeNull();
    expect(await store.file(`${ID}-160.webp`)).toBeNull();
    expect(await store.image(other.id)).toEqual(other);
    expect(await count("image_files")).toBe(4);
  });

  test("unknown or malformed names and ids give nothing, and malformed ones never reach the database", async () => {
    const { store } = setUp();
    await store.save(prepared(), "flyer");
    expect(await store.image("ffffffffffff")).toBeNull();
    expect(await store.file("ffffffffffff-160.webp")).toBeNull();
    const sent: string[] = [];
    const watched = createMediaStore({
      ...database(),
      run: (sql) => {
        sent.push(sql);
        return database().run(sql);
      },
    });
    for (const name of [
      `${ID}-160.png`,
      `${ID}-160.webp.gz`,
      `../${ID}-160.webp`,
      `${ID.toUpperCase()}-160.webp`,
      `${ID}-123456.webp`,
      `x' or '1'='1`,
      "",
    ]) {
      expect(await watched.file(name), name).toBeNull();
    }
    for (const id of ["0123456789a", "0123456789abc", "0123456789ag", `${ID}'`]) {
      expect(await watched.image(id), id).toBeNull();
      await watched.remove(id);
    }
    expect(sent).toEqual([]);
    expect(await store.image(ID)).not.toBeNull();
  });

  test("a picture that prepareUpload did not make is refused before any SQL", async () => {
    const { store, count } = setUp();
    const image = prepared();
    await expect(store.save({ ...image, id: "not-an-id" }, "flyer")).rejects.toThrow(/not an image/);
    await expect(
      store.save({ ...image, files: [{ ...image.files[0]!, name: "ffffffffffff-160.avif" }] }, "flyer"),
    ).rejects.toThrow(/not an image/);
    expect(await count("images")).toBe(0);
  });
});

describe("storedImageFile", () => {
  const image = (widths: number[]): StoredImage => ({
    id: ID,
    kind: "hero",
    width: widths.at(-1)!,
    height: widths.at(-1)! / 2,
    files: widths.flatMap((width) => [
      { name: `${ID}-${width}.avif`, type: "image/avif" as const, width },
      { name: `${ID}-${width}.webp`, type: "image/webp" as const, width },
    ]),
  });

  test("is the picture as the site's components take it: WebP widths, AVIF sources, under /media/", () => {
    expect(storedImageFile(image([160, 320, 480, 640, 800, 960, 1280]))).toEqual({
      id: ID,
      src: `/media/${ID}-960.webp`,
      srcset: [160, 320, 480, 640, 800, 960, 1280]
        .map((width) => `/media/${ID}-${width}.webp ${width}w`)
        .join(", "),
      width: 1280,
      height: 640,
      sources: [
        {
          type: "image/avif",
          srcset: [160, 320, 480, 640, 800, 960, 1280]
            .map((width) => `/media/${ID}-${width}.avif ${width}w`)
            .join(", "),
        },
      ],
      original: `/media/${ID}-1280.webp`,
    });
  });

  test("a picture narrower than a phone's width twice over shows its widest; one with no colour", () => {
    const file = storedImageFile(image([160, 320, 400]));
    expect(file.src).toBe(`/media/${ID}-400.webp`);
    expect(file.original).toBe(`/media/${ID}-400.webp`);
    expect(file).not.toHaveProperty("color");
  });

  test("the smallest when every width is over it", () => {
    expect(storedImageFile(image([1280, 1600])).src).toBe(`/media/${ID}-1280.webp`);
  });
});
