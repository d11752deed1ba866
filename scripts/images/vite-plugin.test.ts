import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";

import type { ImageFile } from "#app/site/types.ts";

import { imagePipeline } from "./vite-plugin.ts";

let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "headliner-plugin-"));
  writeFileSync(
    join(folder, "band.jpg"),
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#804020" } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Builds `entry` (a module's source) in the folder with the image pipeline; the bundle's files. */
async function buildEntry(entry: string) {
  writeFileSync(join(folder, "entry.js"), entry);
  const result = (await build({
    root: folder,
    logLevel: "silent",
    configFile: false,
    plugins: [imagePipeline({ root: folder })],
    build: { write: false, minify: false, lib: { entry: join(folder, "entry.js"), formats: ["es"] } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  // A library build answers one output per format: here, one.
  return (Array.isArray(result) ? result[0]! : result).output;
}

test("an import gives the picture's size, colour and AVIF/WebP choices, written under hashed names", async () => {
  const output = await buildEntry(`export { default } from "./band.jpg";`);
  const chunk = output.find((file) => file.type === "chunk")!;
  const module = join(folder, "built.mjs");
  writeFileSync(module, chunk.code);
  const image = ((await import(module)) as { default: ImageFile | undefined }).default;
  expect(image).toBeDefined();
  expect([image!.width, image!.height]).toEqual([1000, 500]);
  expect(image!.srcset).toMatch(
    /^\/assets\/band-\w{10}-160\.webp 160w, .*\/assets\/band-\w{10}-1000\.webp 1000w$/,
  );
  expect(image!.sources).toEqual([
    { type: "image/avif", srcset: expect.stringMatching(/band-\w{10}-1000\.avif 1000w$/) },
  ]);
  expect(image!.src).toMatch(/band-\w{10}-960\.webp$/);
  const written = output.filter((file) => file.type === "asset").map((file) => file.fileName);
  for (const url of [...image!.srcset!.split(", "), ...image!.sources[0]!.srcset.split(", ")]) {
    expect(written).toContain(url.split(" ")[0]!.slice(1));
  }
  // The only JPEG written is the full-size original made again without its metadata, not the file itself.
  const jpegs = written.filter((name) => name.endsWith(".jpg"));
  expect(jpegs).toEqual([expect.stringMatching(/^assets\/band-\w{10}-original\.jpg$/)]);
  expect(image!.original).toBe(`/${jpegs[0]}`);
});

test("an import naming a missing picture stops the build, saying which and what to do", async () => {
  await expect(buildEntry(`export { default } from "./images/gone.jpg";`)).rejects.toThrow(
    /images\/gone\.jpg \(imported by entry\.js\) does not exist: put the file there, or fix the import line/,
  );
});
