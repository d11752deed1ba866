import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import exifReader from "exif-reader";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { PressKit, SiteConfig } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import { processImage } from "../../../../scripts/images/process.ts";
import { phonePhoto } from "../../../../scripts/images/samples.ts";
import { toImageFile } from "../../../../scripts/images/vite-plugin.ts";
import {
  LOGO_PNG_WIDTH,
  pressDownloads,
  pressFileResponse,
  pressLogoPng,
  pressPhotoBytes,
} from "./downloads.ts";

const get = (path: string, headers: Record<string, string> = {}) =>
  pressFileResponse(new Request(`http://localhost${path}`, { headers }));
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("the sample band's files: an SVG photo and an SVG logo", () => {
  test("each with its address, its name, its type and its size", async () => {
    const { photos, logo, documents } = await pressDownloads();
    const photo = siteConfig.press.photos[0]!.file;
    expect(photos).toEqual([
      {
        index: 1,
        url: expect.stringMatching(/^\/press\/photos\/1\.svg\?v=[0-9a-f]{16}$/),
        fileName: "The Placeholders - Press photo 1.svg",
        type: "image/svg+xml",
        bytes: expect.any(Number),
        width: photo.width,
        height: photo.height,
      },
    ]);
    expect(logo.svg).toMatchObject({ fileName: "The Placeholders - Logo.svg", type: "image/svg+xml" });
    expect(logo.svg!.url).toMatch(/^\/press\/logo\.svg\?v=/);
    // 240 × 80, drawn 2000 px wide.
    expect(logo.png).toMatchObject({ fileName: "The Placeholders - Logo.png", type: "image/png" });
    expect([logo.png.width, logo.png.height]).toEqual([LOGO_PNG_WIDTH, 667]);
    expect(documents).toEqual([]);
    // The weights are those of the files served.
    expect(photos[0]!.bytes).toBe((await bytesOf(await get(photos[0]!.url))).length);
    expect(logo.png.bytes).toBe((await pressLogoPng())!.length);
  });

  test("the SVG photo is served without the comment its file carries", async () => {
    const { photos } = await pressDownloads();
    const served = (await bytesOf(await get(photos[0]!.url))).toString();
    expect(served).toMatch(/^<svg/);
    expect(served).not.toContain("<!--");
    expect((await pressPhotoBytes(1))!.type).toBe("image/svg+xml");
    expect(await pressPhotoBytes(2)).toBeNull();
  });

  test("the logo's PNG is see-through and as wide as a poster", async () => {
    const metadata = await sharp((await pressLogoPng())!).metadata();
    expect([metadata.format, metadata.width, metadata.hasAlpha]).toEqual(["png", LOGO_PNG_WIDTH, true]);
    const { data, info } = await sharp((await pressLogoPng())!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[info.channels - 1], "the top left corner is see-through").toBe(0);
  });
});

describe("the answer to a download", () => {
  test("saved under the band's name, cached for a year at its current address", async () => {
    const { logo } = await pressDownloads();
    const response = await get(logo.png.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="The Placeholders - Logo.png"',
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-length")).toBe(String(logo.png.bytes));
    expect(response.headers.get("etag")).toBe(`"${logo.png.url.split("?v=")[1]}"`);
  });

  test("at an address without the file's hash, or an old one, it is cached for an hour only", async () => {
    for (const path of ["/press/logo.svg", "/press/logo.svg?v=0123456789abcdef"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=3600");
    }
  });

  test("a HEAD request gets the headers alone", async () => {
    const { photos } = await pressDownloads();
    const response = await pressFileResponse(
      new Request(`http://localhost${photos[0]!.url}`, { method: "HEAD" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(photos[0]!.bytes));
    expect(response.body).toBeNull();
  });

  test("a browser holding the file gets a 304", async () => {
    const { logo } = await pressDownloads();
    const response = await get(logo.svg!.url, { "If-None-Match": `"${logo.svg!.url.split("?v=")[1]}"` });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
  });

  test("a file the kit does not have is a 404", async () => {
    for (const path of ["/press/photos/2.svg", "/press/photos/1.jpg", "/press/rider.pdf", "/press/logo.gif"])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe("a band's JPEG photo, its picture documents and its PDF rider", () => {
  let folder = "";
  const kept = structuredClone({ press: siteConfig.press, name: siteConfig.name });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "headliner-press-"));
    const imported = async (name: string, bytes: Buffer) => {
      writeFileSync(join(folder, name), bytes);
      const { image, folder: files } = await processImage(join(folder, name), { root: folder });
      return toImageFile(image, (fileName) => `/@fs${join(files, fileName)}`);
    };
    const photo = await imported("stage.jpg", await phonePhoto());
    const plot = await imported("plot.jpg", await phonePhoto());
    writeFileSync(join(folder, "rider.pdf"), "%PDF-1.4\n% a rider\n%%EOF\n");
    const press: PressKit = {
      ...siteConfig.press,
      photos: [siteConfig.press.photos[0]!, { file: photo, alt: "On stage", credit: "Jane Doe" }],
      documents: { rider: pathToFileURL(join(folder, "rider.pdf")).href, stagePlot: plot },
    };
    Object.assign(siteConfig as SiteConfig, { press, name: "AC/DC Tribute" });
  });
  afterAll(() => {
    Object.assign(siteConfig, kept);
    rmSync(folder, { recursive: true, force: true });
  });

  test("the JPEG is served upright at its full size, with no GPS and no camera serial", async () => {
    const { photos } = await pressDownloads();
    expect(photos.map(({ index, fileName }) => [index, fileName])).toEqual([
      [1, "AC-DC Tribute - Press photo 1.svg"],
      [2, "AC-DC Tribute - Press photo 2.jpg"],
    ]);
    expect(photos[1]).toMatchObject({ type: "image/jpeg", width: 800, height: 1200 });
    expect(photos[1]!.url).toMatch(/^\/press\/photos\/2\.jpg\?v=/);
    const response = await get(photos[1]!.url);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="AC-DC Tribute - Press photo 2.jpg"',
    );
    const bytes = await bytesOf(response);
    expect(bytes.length).toBe(photos[1]!.bytes);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 800, 1200]);
    for (const block of ["exif", "xmp", "iptc", "orientation"] as const)
      expect(metadata[block], block).toBeUndefined();
    for (const text of ["PhoneMaker", "4711-0815", "Exif"]) expect(bytes.includes(text), text).toBe(false);
    expect((await pressPhotoBytes(2))!.bytes.equals(bytes)).toBe(true);
    // The photo it was made from does carry them.
    const given = await sharp(readFileSync(join(folder, "stage.jpg"))).metadata();
    expect(exifReader(given.exif!).GPSInfo?.GPSLatitude).toEqual([28, 32, 0]);
  });

  test("the documents, in the rider's, stage plot's and input list's order, each as its kind", async () => {
    const { documents } = await pressDownloads();
    expect(
      documents.map(({ kind, label, download }) => [kind, label, download.fileName, download.type]),
    ).toEqual([
      ["rider", "Technical rider", "AC-DC Tribute - Technical rider.pdf", "application/pdf"],
      ["stagePlot", "Stage plot", "AC-DC Tribute - Stage plot.jpg", "image/jpeg"],
    ]);
    expect(documents[0]!.download).toMatchObject({ bytes: 25 });
    expect(documents[0]!.download.width).toBeUndefined();
    expect(documents[1]!.download).toMatchObject({ width: 800, height: 1200 });
    const rider = await get(documents[0]!.download.url);
    expect(rider.headers.get("content-type")).toBe("application/pdf");
    expect((await bytesOf(rider)).toString()).toMatch(/^%PDF-1\.4/);
    const plot = await bytesOf(await get("/press/stage-plot.jpg"));
    expect(plot.includes("4711-0815")).toBe(false);
  });
});
