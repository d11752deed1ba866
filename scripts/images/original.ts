import sharp, { type Metadata } from "sharp";

/**
 * A picture at its full size, for whoever prints it (the press kit's
 * downloads), with nothing in it but the picture: no EXIF (the GPS position,
 * the camera's make and serial, the date), no XMP, no IPTC, no comments, no
 * thumbnail. It is turned upright by its EXIF orientation, since a file with
 * no orientation left would otherwise lie on its side. Its colours are turned
 * into sRGB, as the web files' are, which is what the press prints from.
 */

/** Print quality: a second encoding at 95 cannot be told from the first. */
const JPEG = { quality: 95 } as const;

export interface Original {
  extension: ".jpg" | ".png";
  bytes: Buffer;
}

/**
 * A JPEG stays a JPEG; a PNG, and any picture that can be see-through, becomes
 * a lossless PNG; a WebP, AVIF or GIF photo a JPEG, which every layout program
 * opens. An animated picture gives its first frame.
 */
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

/**
 * An SVG without what an editor leaves in it besides the drawing: its
 * `<metadata>` (authors, licences, RDF) and comments. The drawing is untouched.
 */
export function strippedSvg(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<metadata\b[^>]*\/>/gi, "")
    .replace(/<metadata\b[\s\S]*?<\/metadata\s*>/gi, "");
}
