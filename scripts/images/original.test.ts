import exifReader from "exif-reader";
import sharp from "sharp";
import { describe, expect, test } from "vitest";

import { strippedOriginal, strippedSvg } from "./original.ts";
import { phonePhoto } from "./samples.ts";

const SERIAL = "CAM-SERIAL-93417";
const XMP_CREATOR = "Jane Doe, Studio Nine";
const IPTC_CITY = "Winter Park Studio";
const COMMENT = "Shot at the singer's home address";

/** A JPEG segment (marker 0xFF `marker`) holding `payload`. */
function segment(marker: number, payload: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
}

/**
 * A photographer's JPEG carrying everything a download must not: the phone's
 * EXIF (GPS, make, orientation 6), a camera serial, XMP, an IPTC block (the
 * city) and a JPEG comment. sharp writes the EXIF and XMP; the IPTC and the
 * comment are put in after the file's first marker, where cameras put them.
 */
async function taggedJpeg(): Promise<Buffer> {
  const jpeg = await sharp(await phonePhoto())
    .withExifMerge({ IFD2: { BodySerialNumber: SERIAL } })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${XMP_CREATOR}"/></rdf:RDF></x:xmpmeta>`,
    )
    .keepMetadata()
    .jpeg({ quality: 90 })
    .toBuffer();
  const city = Buffer.from(IPTC_CITY);
  const iptc = Buffer.concat([
    Buffer.from("Photoshop 3.0\x008BIM"),
    Buffer.from([0x04, 0x04, 0, 0]),
    Buffer.from([0, 0, 0, city.length + 5]),
    Buffer.from([0x1c, 0x02, 90, 0, city.length]),
    city,
  ]);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xed, iptc),
    segment(0xfe, Buffer.from(COMMENT)),
    jpeg.subarray(2),
  ]);
}

describe("a photographer's JPEG with GPS, a camera serial, XMP, IPTC and a comment", () => {
  test("the test's file does carry them all", async () => {
    const tagged = await taggedJpeg();
    const metadata = await sharp(tagged).metadata();
    const exif = exifReader(metadata.exif!);
    expect(exif.GPSInfo?.GPSLatitude).toEqual([28, 32, 0]);
    expect(exif.Photo?.BodySerialNumber).toBe(SERIAL);
    expect(metadata.orientation).toBe(6);
    expect(metadata.xmp?.toString()).toContain(XMP_CREATOR);
    expect(metadata.iptc?.toString("latin1")).toContain(IPTC_CITY);
    for (const text of [SERIAL, XMP_CREATOR, IPTC_CITY, COMMENT, "PhoneMaker"])
      expect(tagged.includes(text), text).toBe(true);
  });

  test("its original carries none of them, stands upright and keeps its pixel size", async () => {
    const tagged = await taggedJpeg();
    const { extension, bytes } = await strippedOriginal(tagged, await sharp(tagged).metadata(), {
      limitInputPixels: 1e8,
    });
    expect(extension).toBe(".jpg");
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe("jpeg");
    for (const block of ["exif", "xmp", "iptc", "icc", "orientation"] as const)
      expect(metadata[block], block).toBeUndefined();
    for (const text of [SERIAL, XMP_CREATOR, IPTC_CITY, COMMENT, "PhoneMaker", "Exif", "GPS"])
      expect(bytes.includes(text), text).toBe(false);
    // Stored lying down (1200 × 800) with orientation 6: upright, the red half is on top.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 1200]);
    const red = (y: number) => data[y * info.width * info.channels]!;
    expect(red(120)).toBeGreaterThan(200);
    expect(red(1080)).toBeLessThan(60);
  });
});

describe("the format of an original", () => {
  const picture = (options: { alpha: boolean }) =>
    sharp({
      create: {
        width: 300,
        height: 200,
        channels: options.alpha ? 4 : 3,
        background: options.alpha ? { r: 200, g: 20, b: 20, alpha: 0.5 } : "#c81414",
      },
    });

  test("a PNG stays a lossless PNG, without its text chunks", async () => {
    const png = await picture({ alpha: true })
      .png()
      .withMetadata()
      .withExif({ IFD0: { Artist: "Jane Doe" } })
      .toBuffer();
    expect(png.includes("Jane Doe")).toBe(true);
    const { extension, bytes } = await strippedOriginal(png, await sharp(png).metadata(), {
      limitInputPixels: 1e8,
    });
    expect(extension).toBe(".png");
    expect(bytes.includes("Jane Doe")).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
      "png",
      300,
      200,
      true,
    ]);
  });

  test("a WebP photo becomes a JPEG, which every layout program opens", async () => {
    const webp = await picture({ alpha: false }).webp().toBuffer();
    const { extension, bytes } = await strippedOriginal(webp, await sharp(webp).metadata(), {
      limitInputPixels: 1e8,
    });
    expect(extension).toBe(".jpg");
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
  });
});

test("an SVG loses its metadata and comments, and keeps its drawing", () => {
  const svg = `<?xml version="1.0"?>
<!-- Generator: Illustrator, user jane -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><metadata id="m"><rdf:RDF>Jane</rdf:RDF></metadata><METADATA/><!--
 two lines --><path d="M0 0h10v10z"/></svg>`;
  expect(strippedSvg(svg)).toBe(`<?xml version="1.0"?>

<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>`);
});
