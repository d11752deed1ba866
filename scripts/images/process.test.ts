import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import exifReader from "exif-reader";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { ladderFor } from "#app/lib/image-ladder.ts";

import { ImageError, processImage } from "./process.ts";
import { animatedGif, logoPng, phonePhoto } from "./samples.ts";

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "headliner-images-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const write = (name: string, bytes: Buffer | string) => {
  const file = join(folder, name);
  writeFileSync(file, bytes);
  return file;
};
const processed = (file: string) =>
  processImage(file, { root: folder, shownAs: `content/images/${file.split("/").pop()}` });
const filesOf = async (file: string) => {
  const { image, folder: kept } = await processed(file);
  return {
    image,
    files: image.variants.map((variant) => ({
      ...variant,
      bytes: readFileSync(join(kept, variant.fileName)),
    })),
    /** The full-size original made for download (an SVG's is its one file). */
    original: { fileName: image.original, bytes: readFileSync(join(kept, image.original)) },
  };
};

describe("a phone's photo with GPS and orientation 6", () => {
  test("the test's photo does carry both", async () => {
    const metadata = await sharp(await phonePhoto()).metadata();
    expect(metadata.orientation).toBe(6);
    const exif = exifReader(metadata.exif!);
    expect(exif.GPSInfo?.GPSLatitude).toEqual([28, 32, 0]);
    expect(exif.Image?.Model).toBe("Serial 4711-0815");
  });

  test("no served file carries GPS, a serial, an orientation or any metadata block", async () => {
    const { files, original } = await filesOf(write("phone.jpg", await phonePhoto()));
    expect(files.length).toBeGreaterThan(2);
    expect(original.fileName).toMatch(/-original\.jpg$/);
    for (const { fileName, bytes } of [...files, original]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, fileName).toBeUndefined();
      expect(metadata.xmp, fileName).toBeUndefined();
      expect(metadata.iptc, fileName).toBeUndefined();
      expect(metadata.icc, fileName).toBeUndefined();
      expect(metadata.orientation, fileName).toBeUndefined();
      expect(bytes.includes("PhoneMaker"), fileName).toBe(false);
      expect(bytes.includes("4711-0815"), fileName).toBe(false);
      expect(bytes.includes("Exif"), fileName).toBe(false);
    }
  });

  test("stands upright: portrait, red on top and blue below, in every file", async () => {
    const { image, files, original } = await filesOf(write("phone-upright.jpg", await phonePhoto()));
    expect([image.width, image.height]).toEqual([800, 1200]);
    for (const { fileName, bytes, width } of [...files, { ...original, width: 800 }]) {
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect(info.width, fileName).toBe(width);
      expect(info.height, fileName).toBe(Math.round((width * 1200) / 800));
      const pixel = (y: number) => [
        ...data.subarray(y * info.width * info.channels, y * info.width * info.channels + 3),
      ];
      const [topRed, , topBlue] = pixel(Math.floor(info.height * 0.1));
      const [bottomRed, , bottomBlue] = pixel(Math.floor(info.height * 0.9));
      expect(topRed! > 200 && topBlue! < 60, `${fileName} top`).toBe(true);
      expect(bottomBlue! > 200 && bottomRed! < 60, `${fileName} bottom`).toBe(true);
    }
  });
});

describe("sizes and formats", () => {
  test("each width of the ladder up to the picture's own, as AVIF and WebP; the size read from the file", async () => {
    const photo = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#334455" } })
      .jpeg()
      .toBuffer();
    const { image, files } = await filesOf(write("wide.jpg", photo));
    expect([image.width, image.height]).toEqual([1500, 1000]);
    expect(ladderFor(1500)).toEqual([160, 320, 480, 640, 800, 960, 1280, 1500]);
    for (const type of ["image/avif", "image/webp"]) {
      expect(files.filter((file) => file.type === type).map((file) => file.width)).toEqual(ladderFor(1500));
    }
    for (const { bytes, type } of files) {
      expect((await sharp(bytes).metadata()).format).toBe(type === "image/avif" ? "heif" : "webp");
    }
    // The dominant colour, to the nearest of libvips's 16 levels per channel.
    const channels = image.color!.match(/[\da-f]{2}/g)!.map((hex) => Number.parseInt(hex, 16));
    [0x33, 0x44, 0x55].forEach((value, index) =>
      expect(Math.abs(channels[index]! - value)).toBeLessThanOrEqual(8),
    );
  });

  test("a picture wider than 2560 px is made at every step up to 2560, each once", () => {
    expect(ladderFor(8000)).toEqual([160, 320, 480, 640, 800, 960, 1280, 1600, 1920, 2560]);
    expect(ladderFor(2560)).toEqual([160, 320, 480, 640, 800, 960, 1280, 1600, 1920, 2560]);
    expect(ladderFor(100)).toEqual([100]);
  });

  test("hashed names: a changed picture gets new names, the same picture the same ones", async () => {
    const one = await processed(write("logo-a.png", await logoPng(300, 100, "ONE")));
    const again = await processed(write("logo-b.png", await logoPng(300, 100, "ONE")));
    const two = await processed(write("logo-c.png", await logoPng(300, 100, "TWO")));
    expect(one.image.id).toBe(again.image.id);
    expect(two.image.id).not.toBe(one.image.id);
    expect(one.image.variants[0]!.fileName).toMatch(new RegExp(`^logo-a-${one.image.id}-160\\.avif$`));
  });

  test("a see-through logo gets no placeholder colour (it would show through)", async () => {
    const { image } = await processed(write("logo.png", await logoPng(600, 200)));
    expect(image.color).toBeNull();
  });

  test("an animated GIF becomes an animated WebP and a still of its first frame, never a GIF", async () => {
    const { image, files } = await filesOf(write("loop.gif", await animatedGif(320, 180, 6)));
    expect([image.width, image.height]).toEqual([320, 180]);
    const moving = files.filter((file) => file.animated);
    expect(moving.length).toBeGreaterThan(0);
    for (const { bytes } of moving) expect((await sharp(bytes).metadata()).pages).toBe(6);
    for (const { bytes } of files.filter((file) => !file.animated)) {
      expect((await sharp(bytes).metadata()).pages ?? 1).toBe(1);
    }
    expect(files.every((file) => file.type !== ("image/gif" as string))).toBe(true);
  });

  test("an SVG is served as it is, its size from its viewBox", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240"><rect width="640" height="240"/></svg>`;
    const { image, files } = await filesOf(write("art.svg", svg));
    expect([image.width, image.height, image.color]).toEqual([640, 240, null]);
    expect(files.map((file) => file.bytes.toString())).toEqual([svg]);
  });

  test("an SVG is served without its metadata and comments, and is its own original", async () => {
    const drawing = `<rect width="640" height="240"/>`;
    const svg = `<!-- Drawn by Jane on /home/jane/band --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240"><metadata><rdf:RDF>Jane Doe, 2025</rdf:RDF></metadata>${drawing}</svg>`;
    const { image, files, original } = await filesOf(write("drawn.svg", svg));
    expect(files.map((file) => file.bytes.toString())).toEqual([
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240">${drawing}</svg>`,
    ]);
    expect(original.fileName).toBe(files[0]!.fileName);
    expect(image.original).toBe(files[0]!.fileName);
  });
});

describe("kept between builds", () => {
  test("the same file again is read from the cache, not encoded again", async () => {
    const file = write(
      "kept.jpg",
      await sharp({ create: { width: 700, height: 400, channels: 3, background: "#112233" } })
        .jpeg()
        .toBuffer(),
    );
    const first = await processed(file);
    const written = statSync(join(first.folder, "meta.json")).mtimeMs;
    const second = await processed(file);
    expect(second.folder).toBe(first.folder);
    expect(statSync(join(second.folder, "meta.json")).mtimeMs).toBe(written);
    expect(second.image).toEqual(first.image);
  });

  test("a cache entry missing a file is made again", async () => {
    const file = write(
      "damaged.jpg",
      await sharp({ create: { width: 400, height: 400, channels: 3, background: "#445566" } })
        .jpeg()
        .toBuffer(),
    );
    const first = await processed(file);
    rmSync(join(first.folder, first.image.variants[0]!.fileName));
    const second = await processed(file);
    expect(readdirSync(second.folder)).toContain(first.image.variants[0]!.fileName);
  });
});

describe("a picture the build cannot use stops it, naming the file and what to do", () => {
  test("HEIC", async () => {
    await expect(processed(write("IMG_0001.HEIC", "not really"))).rejects.toThrow(
      /content\/images\/IMG_0001\.HEIC: browsers cannot show HEIC .*Export it as JPEG or PNG/,
    );
  });

  test("a damaged JPEG", async () => {
    await expect(
      processed(write("broken.jpg", Buffer.from("\xff\xd8\xff\xe0 garbage", "latin1"))),
    ).rejects.toThrow(/content\/images\/broken\.jpg cannot be read as a picture .*export it again/);
  });

  test("a missing file", async () => {
    await expect(processed(join(folder, "nowhere.jpg"))).rejects.toThrow(
      /content\/images\/nowhere\.jpg does not exist: put the file there, or fix the import line/,
    );
  });

  test("an SVG with no size", async () => {
    await expect(
      processed(write("sizeless.svg", `<svg xmlns="http://www.w3.org/2000/svg"/>`)),
    ).rejects.toThrow(ImageError);
  });
});
