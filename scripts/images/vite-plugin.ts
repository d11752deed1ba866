import { existsSync, readFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";

import type { Plugin } from "vite";

import { FALLBACK_WIDTH } from "#app/lib/image-ladder.ts";
import { MOTION_ALLOWED } from "#app/lib/motion.ts";
import { formatSrcset } from "#app/lib/srcset.ts";
import type { ImageFile } from "#app/site/types.ts";

import { IMAGE_EXTENSIONS, ImageError, type ProcessedImage, processImage } from "./process.ts";

/** Hashed files written by the browser build only; an import with a query (`?url`, `?raw`) is left to Vite. */
export function imagePipeline({ root }: { root: string }): Plugin {
  const emitted = new Set<string>();
  let building = false;
  let base = "/";
  return {
    name: "headliner:images",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
      base = config.base;
    },
    resolveId(source, importer) {
      // Vite's own message names the import but not what to do about it.
      if (!importer || !source.startsWith(".") || source.includes("?")) return null;
      if (!IMAGE_EXTENSIONS.includes(extname(source).toLowerCase())) return null;
      const file = resolve(dirname(importer), source);
      if (existsSync(file)) return null;
      this.error(
        `${relative(root, file)} (imported by ${relative(root, importer)}) does not exist: put the file there, or fix the import line that names it.`,
      );
    },
    async load(id) {
      const [path = "", query] = id.split("?");
      if (query !== undefined || path.includes("/node_modules/")) return null;
      if (!IMAGE_EXTENSIONS.includes(extname(path).toLowerCase())) return null;
      let processed: Awaited<ReturnType<typeof processImage>>;
      try {
        processed = await processImage(path, { root, shownAs: relative(root, path) });
      } catch (error) {
        if (error instanceof ImageError) this.error(error.message);
        throw error;
      }
      const { image, folder } = processed;
      // The server's build would be moved there anyway.
      const emitting = building && this.environment.config.consumer === "client";
      if (emitting) {
        for (const fileName of [...image.variants.map((variant) => variant.fileName), image.original]) {
          if (emitted.has(fileName)) continue;
          emitted.add(fileName);
          this.emitFile({
            type: "asset",
            fileName: `assets/${fileName}`,
            source: readFileSync(join(folder, fileName)),
          });
        }
      }
      const url = (fileName: string) =>
        building ? `${base}assets/${fileName}` : `/@fs${join(folder, fileName)}`;
      return { code: `export default ${JSON.stringify(toImageFile(image, url))};`, moduleType: "js" };
    },
  };
}

export function toImageFile(image: ProcessedImage, url: (fileName: string) => string): ImageFile {
  const srcset = (type: string, animated: boolean) =>
    formatSrcset(
      image.variants
        .filter((variant) => variant.type === type && variant.animated === animated)
        .map((variant) => ({ url: url(variant.fileName), width: variant.width })),
    );
  const svg = image.variants.find((variant) => variant.type === "image/svg+xml");
  const original = url(image.original);
  if (svg)
    return {
      id: image.id,
      src: url(svg.fileName),
      width: image.width,
      height: image.height,
      sources: [],
      original,
    };
  const webp = image.variants.filter((variant) => variant.type === "image/webp" && !variant.animated);
  const fallback = webp.findLast((variant) => variant.width <= FALLBACK_WIDTH) ?? webp[0]!;
  const animated = image.variants.some((variant) => variant.animated);
  return {
    id: image.id,
    src: url(fallback.fileName),
    srcset: srcset("image/webp", false),
    width: image.width,
    height: image.height,
    sources: [
      ...(animated
        ? [
            {
              type: "image/webp",
              srcset: srcset("image/webp", true),
              media: MOTION_ALLOWED,
            },
          ]
        : []),
      { type: "image/avif", srcset: srcset("image/avif", false) },
    ],
    ...(image.color && { color: image.color }),
    original,
  };
}
