import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";

import { create as contentDisposition } from "content-disposition";

import { drawnFiles } from "#app/.server/drawn-files.ts";
import { clientBuildFolder, projectRoot } from "#app/.server/paths.ts";
import { m } from "#app/i18n/compiled/messages.js";
import type { ImageFile } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import type { DocumentKind, Download, PressDownloads } from "../press.ts";

// Photos' originals are made without their metadata at build time (scripts/images/original.ts): GPS and
// camera serials never leave the band's computer. Each URL carries a hash of the bytes: cached for good.

export type { Download, DocumentKind, PressDownloads };

// `fileTitle` names the saved file, one for every language (its URL has none); `label` is the link's.
const DOCUMENTS: { kind: DocumentKind; fileTitle: string; path: string; label: () => string }[] = [
  { kind: "rider", fileTitle: "Technical rider", path: "rider", label: m.press_rider },
  { kind: "stagePlot", fileTitle: "Stage plot", path: "stage-plot", label: m.press_stage_plot },
  { kind: "inputList", fileTitle: "Input list", path: "input-list", label: m.press_input_list },
];

export const LOGO_PNG_WIDTH = 2000;

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};

interface PressFile {
  kind?: DocumentKind;
  path: string;
  title: string;
  extension: string;
  width?: number;
  height?: number;
  /** Drawn bytes are kept after first use. */
  source: { file: string } | { draw: () => Promise<Buffer> };
}

/** Client build (production), image cache (`/@fs/…`, development), project (Vite's URL of a PDF) or `file:`. */
function assetFile(url: string): string | null {
  if (url.startsWith("file:")) return fileURLToPath(url);
  const path = (url.startsWith("/@fs/") ? url.slice("/@fs".length) : url).split("?")[0]!;
  const candidates = [join(clientBuildFolder(), path), join(projectRoot(), path), path];
  return candidates.find((file) => existsSync(file)) ?? null;
}

function originalFile(image: ImageFile): string | null {
  return image.original ? assetFile(image.original) : null;
}

const logoPngs = drawnFiles({ folder: "press", extension: "png", version: 1, memoryLimit: 8 });

function logoPng(file: string): () => Promise<Buffer> {
  return () => {
    const source = readFileSync(file);
    return logoPngs.get({ source: hashOf(source), width: LOGO_PNG_WIDTH }, async () => {
      const { default: sharp } = await import("sharp");
      if (extname(file) !== ".svg") return sharp(source).png().toBuffer();
      const { width = LOGO_PNG_WIDTH } = await sharp(source).metadata();
      // librsvg draws an SVG at 72 dpi: the density that makes it the width asked for, sharp at any size.
      const density = Math.min(100_000, (72 * LOGO_PNG_WIDTH) / width);
      return sharp(source, { density }).resize({ width: LOGO_PNG_WIDTH }).png().toBuffer();
    });
  };
}

function pressFiles(): {
  photos: (PressFile & { index: number })[];
  logo: PressFile[];
  documents: PressFile[];
} {
  const photos = siteConfig.press.photos.flatMap(({ file: image }, position) => {
    const file = originalFile(image);
    if (!file) return [];
    const extension = extname(file).toLowerCase();
    const index = position + 1;
    return [
      {
        index,
        path: `/press/photos/${index}${extension}`,
        title: `Press photo ${index}`,
        extension,
        width: image.width,
        height: image.height,
        source: { file },
      },
    ];
  });
  const logoImage = siteConfig.images.logo.file;
  const logoFile = originalFile(logoImage);
  const logo: PressFile[] = [];
  if (logoFile) {
    const svg = extname(logoFile).toLowerCase() === ".svg";
    if (svg) {
      const { width, height } = logoImage;
      logo.push({
        path: "/press/logo.svg",
        title: "Logo",
        extension: ".svg",
        width,
        height,
        source: { file: logoFile },
      });
    }
    logo.push({
      path: "/press/logo.png",
      title: "Logo",
      extension: ".png",
      width: svg ? LOGO_PNG_WIDTH : logoImage.width,
      height: svg ? Math.round((LOGO_PNG_WIDTH * logoImage.height) / logoImage.width) : logoImage.height,
      source: { draw: logoPng(logoFile) },
    });
  }
  const documents = DOCUMENTS.flatMap(({ kind, fileTitle, path }) => {
    const document = siteConfig.press.documents[kind];
    if (!document) return [];
    const file = typeof document === "string" ? assetFile(document) : originalFile(document);
    if (!file) return [];
    const extension = extname(file).toLowerCase();
    const size = typeof document === "string" ? {} : { width: document.width, height: document.height };
    return [
      { kind, path: `/press/${path}${extension}`, title: fileTitle, extension, ...size, source: { file } },
    ];
  });
  return { photos, logo, documents };
}

function hashOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/** Read again only when the file changes. */
const factsKept = new Map<string, Promise<{ bytes: number; version: string }>>();

function factsOf(file: PressFile): Promise<{ bytes: number; version: string }> {
  const { source } = file;
  const key = "file" in source ? `${source.file} ${statSync(source.file).mtimeMs}` : file.path;
  let facts = factsKept.get(key);
  if (!facts) {
    facts = bytesOf(file).then((bytes) => ({ bytes: bytes.length, version: hashOf(bytes) }));
    // A failed read is tried again next time, not remembered.
    facts.catch(() => factsKept.delete(key));
    factsKept.set(key, facts);
  }
  return facts;
}

function bytesOf({ source }: PressFile): Promise<Buffer> {
  return "file" in source ? Promise.resolve(readFileSync(source.file)) : source.draw();
}

/** No slashes or control characters from the band's name. */
const fileNameOf = (file: PressFile) =>
  `${siteConfig.name.replace(/[/\\\p{Cc}]+/gu, "-")} - ${file.title}${file.extension === ".jpeg" ? ".jpg" : file.extension}`;

async function downloadOf(file: PressFile): Promise<Download> {
  const { bytes, version } = await factsOf(file);
  return {
    url: `${file.path}?v=${version}`,
    fileName: fileNameOf(file),
    type: TYPES[file.extension] ?? "application/octet-stream",
    bytes,
    ...(file.width && file.height && { width: file.width, height: file.height }),
  };
}

export async function pressDownloads(): Promise<PressDownloads> {
  const files = pressFiles();
  const [svg, png] = [".svg", ".png"].map((extension) =>
    files.logo.find((file) => file.extension === extension),
  );
  return {
    photos: await Promise.all(
      files.photos.map(async (file) => ({ ...(await downloadOf(file)), index: file.index })),
    ),
    logo: {
      svg: svg ? await downloadOf(svg) : null,
      png: await downloadOf(png!),
    },
    documents: await Promise.all(
      files.documents.map(async (file) => ({
        kind: file.kind!,
        label: DOCUMENTS.find((document) => document.kind === file.kind)!.label(),
        download: await downloadOf(file),
      })),
    ),
  };
}

export async function pressPhotoBytes(index: number): Promise<{ bytes: Buffer; type: string } | null> {
  const file = pressFiles().photos.find((photo) => photo.index === index);
  return file ? { bytes: await bytesOf(file), type: TYPES[file.extension]! } : null;
}

export async function pressLogoPng(): Promise<Buffer | null> {
  const file = pressFiles().logo.find((logo) => logo.extension === ".png");
  return file ? bytesOf(file) : null;
}

async function fileAt(path: string): Promise<{ file: PressFile; download: Download } | null> {
  const { photos, logo, documents } = pressFiles();
  const file = [...photos, ...logo, ...documents].find((candidate) => candidate.path === path);
  return file ? { file, download: await downloadOf(file) } : null;
}

/** Cached for a year when the URL names the file's current hash, for an hour under any other. */
export async function pressFileResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const found = await fileAt(url.pathname);
  if (!found) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  const { file, download } = found;
  const version = download.url.slice(download.url.indexOf("?v=") + 3);
  const headers = {
    "Content-Type": download.type,
    "Content-Disposition": contentDisposition(download.fileName),
    "Cache-Control":
      url.searchParams.get("v") === version ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    ETag: `"${version}"`,
  };
  if (request.headers.get("If-None-Match")?.includes(`"${version}"`))
    return new Response(null, { status: 304, headers });
  // A HEAD opens no file: a body nobody reads would hold it open.
  if (request.method === "HEAD")
    return new Response(null, { headers: { ...headers, "Content-Length": String(download.bytes) } });
  const body =
    "file" in file.source
      ? (Readable.toWeb(createReadStream(file.source.file)) as ReadableStream<Uint8Array>)
      : new Uint8Array(await bytesOf(file));
  return new Response(body, { headers: { ...headers, "Content-Length": String(download.bytes) } });
}
