import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

import exifReader from "exif-reader";
import sharp from "sharp";
import { describe, expect, test } from "vitest";

import { phonePhoto as samplePhonePhoto } from "../../../../scripts/images/samples.ts";
import { MAX_UPLOAD_BYTES, type PreparedImage, prepareUpload, UploadError } from "./prepare.ts";

const RED = "#ff0000";
const BLUE = "#0000ff";
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Photographer</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A solid picture, red above and blue below. */
function twoColours(width: number, height: number) {
  const blue = { input: { create: { width, height: height / 2, channels: 3, background: BLUE } } } as const;
  return sharp({ create: { width, height, channels: 3, background: RED } }).composite([
    { ...blue, top: height / 2, left: 0 },
  ]);
}

/** As a phone hands it over: 100 × 200 upright, stored lying on its side with orientation 6, GPS, a serial, XMP and a P3 profile. */
const phonePhoto = () => samplePhonePhoto({ width: 100, height: 200, xmp: XMP, iccProfile: "p3" });

/** A picture with no height or width over 200 px keeps each test quick. */
const small = (width = 120, height = 80) => twoColours(width, height);

const colourAt = async (bytes: Buffer, y: "top" | "bottom") => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const row = y === "top" ? 2 : info.height - 3;
  const at = row * info.width * info.channels;
  return [...data.subarray(at, at + 3)];
};

const widthsOf = (image: PreparedImage, type: string) =>
  image.files.filter((file) => file.type === type).map((file) => file.width);

describe("a phone's photo", () => {
  test("the test's photo carries GPS, a serial, XMP, a profile and orientation 6", async () => {
    const metadata = await sharp(await phonePhoto()).metadata();
    expect(metadata.orientation).toBe(6);
    expect(exifReader(metadata.exif!).GPSInfo?.GPSLatitude).toEqual([28, 32, 0]);
    expect(metadata.xmp?.toString()).toContain("Secret Photographer");
    expect(metadata.icc).toBeDefined();
  });

  test("comes out upright, as AVIF and WebP with no metadata block left", async () => {
    const image = await prepareUpload(await phonePhoto(), { widest: 960 });
    expect(image).toMatchObject({ width: 100, height: 200 });
    expect(image.files.map((file) => file.type)).toEqual(["image/avif", "image/webp"]);
    for (const file of image.files) {
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format, file.name).toBe(file.type === "image/avif" ? "heif" : "webp");
      expect([metadata.width, metadata.height], file.name).toEqual([100, 200]);
      for (const block of ["exif", "xmp", "iptc", "icc", "orientation"] as const) {
        expect(metadata[block], `${file.name}: ${block}`).toBeUndefined();
      }
      for (const text of ["4711-0815", "PhoneMaker", "Exif", "Secret Photographer"]) {
        expect(file.bytes.includes(text), `${file.name}: ${text}`).toBe(false);
      }
      expect(await colourAt(file.bytes, "top"), file.name).toEqual([
        expect.closeTo(255, -1.5),
        expect.closeTo(0, -1.5),
        expect.closeTo(0, -1.5),
      ]);
      expect((await colourAt(file.bytes, "bottom"))[2], file.name).toBeGreaterThan(200);
    }
  });
});

describe("the widths", () => {
  test("are the ladder's below the picture's width, then its own, named by the upload's hash", async () => {
    const bytes = await small(500, 200).jpeg().toBuffer();
    const image = await prepareUpload(bytes, { widest: 960 });
    const id = createHash("sha256").update("960\n").update(bytes).digest("hex").slice(0, 12);
    expect(image).toMatchObject({ id, width: 500, height: 200 });
    expect(widthsOf(image, "image/avif")).toEqual([160, 320, 480, 500]);
    expect(widthsOf(image, "image/webp")).toEqual([160, 320, 480, 500]);
    expect(image.files.map((file) => file.name)).toContain(`${id}-160.avif`);
    expect(image.files.map((file) => file.name)).toContain(`${id}-500.webp`);
    // The same photo as a hero (wider files) is another picture: taking the flyer off keeps the hero's.
    expect((await prepareUpload(bytes, { widest: 2560 })).id).not.toBe(id);
    for (const file of image.files) expect((await sharp(file.bytes).metadata()).width).toBe(file.width);
  });

  test("stop at widest, which comes last, with the height to match", async () => {
    const image = await prepareUpload(await small(500, 200).png().toBuffer(), { widest: 400 });
    expect(widthsOf(image, "image/webp")).toEqual([160, 320, 400]);
    expect(image).toMatchObject({ width: 400, height: 160 });
    expect(await sharp(image.files.at(-1)!.bytes).metadata()).toMatchObject({ width: 400, height: 160 });
  });
});

describe("the formats a phone or a computer sends", () => {
  test.each([
    ["PNG", () => small().png().toBuffer()],
    ["WebP", () => small().webp().toBuffer()],
    ["AVIF", () => small().avif({ effort: 0 }).toBuffer()],
  ])("a %s is taken", async (_format, make) => {
    const image = await prepareUpload(await make(), { widest: 960 });
    expect(image.files.map((file) => [file.type, file.width])).toEqual([
      ["image/avif", 120],
      ["image/webp", 120],
    ]);
  });

  test("an animated WebP gives its first frame", async () => {
    const frames = [RED, BLUE].map((background) =>
      sharp({ create: { width: 80, height: 70, channels: 3, background } })
        .raw()
        .toBuffer(),
    );
    const animated = await sharp(Buffer.concat(await Promise.all(frames)), {
      raw: { width: 80, height: 140, channels: 3, pageHeight: 70 },
    })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const image = await prepareUpload(animated, { widest: 960 });
    expect(image).toMatchObject({ width: 80, height: 70 });
    const webp = image.files.find((file) => file.type === "image/webp")!;
    expect((await sharp(webp.bytes).metadata()).pages).toBeUndefined();
    expect((await colourAt(webp.bytes, "bottom"))[0]).toBeGreaterThan(200);
  });
});

/** A PNG whose header says 20,000 × 20,000 pixels, in 74 bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2], 8);
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const text = (value: string) => Buffer.from(value, "latin1");
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: RED } })
    .png()
    .toBuffer();

/** The UploadError's message for these bytes. */
async function refusal(bytes: Buffer | Promise<Buffer>): Promise<string> {
  const error = await prepareUpload(await bytes, { widest: 960 }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UploadError);
  expect(error).toHaveProperty("name", "UploadError");
  return (error as UploadError).message;
}

describe("what is refused, in words for a band member on a phone", () => {
  test.each<[string, () => Buffer | Promise<Buffer>, RegExp]>([
    ["a GIF", () => small().gif().toBuffer(), /^This is a GIF, .*save it as JPEG or PNG/],
    ["a TIFF", () => small().tiff().toBuffer(), /^This is a TIFF file/],
    ["a PDF", () => text("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), /^This is a PDF document/],
    [
      "an SVG",
      () => text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      /^This is an SVG drawing/,
    ],
    ["a video", () => Buffer.concat([text("\0\0\0\x18ftypisom\0\0\0\0isomiso2"), Buffer.alloc(64)]), /video/],
    [
      "random bytes",
      () => Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 251)),
      /^This file is not a picture the site can read/,
    ],
  ])("%s, naming the formats taken", async (_what, make, message) => {
    const said = await refusal(make());
    expect(said).toMatch(message);
    expect(said).toMatch(/JPEG, PNG, WebP and AVIF are accepted/);
  });

  test("an iPhone's HEIC, saying how to get a JPEG", async () => {
    expect(await refusal(Buffer.concat([text("\0\0\0\x18ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]))).toBe(
      "This is an HEIC photo (an iPhone's own format): share it as JPEG, or set Camera › Formats to Most Compatible, and upload it again.",
    );
  });

  test("nothing", async () => {
    expect(await refusal(Buffer.alloc(0))).toBe("No picture was sent: choose a photo and upload it again.");
  });

  test("a file over 20 MB, naming its size", async () => {
    expect(await refusal(Buffer.alloc(MAX_UPLOAD_BYTES + 5 * 1024 * 1024))).toMatch(
      /^This file is 25\.0 MB, over the limit of 20 MB: /,
    );
  });

  // Decoding it would take gigabytes and seconds: the short timeout fails a test that tried.
  test("a picture that declares 400 megapixels, from its header alone", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100);
    expect(await refusal(bomb)).toMatch(
      /^This picture is 20,000 × 20,000 pixels; at most 100 megapixels are accepted: /,
    );
  }, 5_000);

  test("a picture too small to show", async () => {
    expect(await refusal(solid(40, 30))).toMatch(/^This picture is 40 × 30 pixels, too small to show: /);
  });

  test("a strip too tall for its width to be a WebP", async () => {
    expect(await refusal(solid(100, 20_000))).toMatch(
      /^This picture is 100 × 20,000 pixels, too tall for its width to show: crop it/,
    );
  });

  test.each([
    ["cut short", async () => (await small().jpeg().toBuffer()).subarray(0, 300)],
    ["only a JPEG's first bytes", () => Buffer.concat([text("\xff\xd8\xff\xe0"), Buffer.alloc(200, 7)])],
  ])("a damaged picture (%s), with no library's words", async (_what, make) => {
    const said = await refusal(make());
    expect(said).toMatch(/^This file cannot be read as a picture .*export it again/);
    expect(said).not.toMatch(/vips|jpeg:/i);
  });
});
