import { siteConfig } from "#content/site.config.ts";

import type { ImageFile } from "./types.ts";

// One rule per picture in the page's one stylesheet: the Content-Security-Policy allows it by hash,
// where a `style` attribute would be refused.

export const placeholderClass = (image: ImageFile) => `placeholder-${image.id}`;

const isImageFile = (value: object): value is ImageFile =>
  "id" in value && "src" in value && "sources" in value && "width" in value;

export function imagesIn(value: unknown, found = new Map<string, ImageFile>()): ImageFile[] {
  if (Array.isArray(value)) for (const item of value) imagesIn(item, found);
  else if (value && typeof value === "object") {
    if (isImageFile(value)) found.set(value.id, value);
    else for (const item of Object.values(value)) imagesIn(item, found);
  }
  return [...found.values()];
}

/** As the build writes it, and nothing else: no CSS can slip in. */
const HEX_COLOR = /^#[\da-f]{6}$/i;

export function imagePlaceholderCss(config: unknown = siteConfig): string {
  return imagesIn(config)
    .filter((image) => image.color && HEX_COLOR.test(image.color) && /^[\w-]+$/.test(image.id))
    .map((image) => `.${placeholderClass(image)}{background-color:${image.color}}`)
    .join("");
}
