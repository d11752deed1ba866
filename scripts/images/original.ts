import sharp, { type Metadata } from "sharp";

// For print (the press kit): no EXIF, XMP, IPTC, comments or thumbnail; upright, since a file with
// no orientation left would otherwise lie on its side; sRGB, which the press prints from.

// A second encoding at 95 cannot be told from the first.
const JPEG = { quality: 95 } as const;

export interface Original {
  extension: ".jpg" | ".png";
  bytes: Buffer;
}

/** A WebP, AVIF or GIF photo becomes a JPEG, which every layout program opens. */
export async function strippedOriginal(
  source: Buffer,
  metadata: Metadata,
  { limitInputPixels }: { limitInputPixels: number },
): Promise<Original> {
  const upright = sharp(source, { limitInputPixels }).autoOrient();
  if (metadata.format === "png" || (metadata.hasAlpha && metadata.format !== "jpeg")) {
    return { extension: ".png", bytes: await upright.png().toBuffer() };
  }
  return { extension: ".jpg", bytes: await upright.jpeg(JPEG).toBuffer() };
}

export function strippedSvg(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<metadata\b[^>]*\/>/gi, "")
    .replace(/<metadata\b[\s\S]*?<\/metadata\s*>/gi, "");
}
