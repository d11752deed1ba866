import { z } from "zod";

/**
 * The pieces the config's schema (types.ts) and the press kit's
 * (press-config.ts) are both made of: a text, a web address, a picture.
 */

/** A text fans read: never empty (nor only spaces). */
export const text = z.string().refine((value) => value.trim() !== "", "is empty");

/** A link fans follow: a whole web address, as copied from the browser's address bar. */
export const webAddress = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.hostname.includes(".");
    } catch {
      return false;
    }
  },
  {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a web address: write it whole, such as https://www.instagram.com/yourband`,
  },
);

/**
 * What importing a picture gives (`import photo from "./images/band.jpg"`):
 * the build reads its size and makes the files browsers load
 * (scripts/images/). Nobody types these values.
 */
export const imageFile = z.object(
  {
    /** Short and unique per picture; empty for a picture from elsewhere (Spotify's covers). */
    id: z.string(),
    /** The file a browser without `srcset` loads: the SVG itself, or a WebP. */
    src: z.string().min(1),
    /** The `<img>`'s own choices, "url 640w, url 1280w": the WebP widths, or Spotify's sizes. */
    srcset: z.string().optional(),
    /** The picture's pixel size, upright. */
    width: z.number().positive(),
    height: z.number().positive(),
    /** `<source>`s a browser tries before the `<img>`: AVIF, and an animated picture's moving version. */
    sources: z.array(z.object({ type: z.string(), srcset: z.string(), media: z.string().optional() })),
    /** The picture's dominant colour, shown while it loads. */
    color: z.string().optional(),
    /** The picture at full size, upright, stripped of its metadata (GPS, camera serials): for download. */
    original: z.string().optional(),
  },
  {
    error: ({ input }) =>
      input === undefined
        ? 'is missing: put the picture in content/images/, import it at the top (import photo from "./images/photo.jpg") and name it here'
        : typeof input === "string"
          ? `must be an imported picture, not the text ${JSON.stringify(input)}: add \`import photo from "${input}"\` at the top of the file and write photo here`
          : 'must be an imported picture (import photo from "./images/photo.jpg")',
  },
);
export type ImageFile = z.infer<typeof imageFile>;

/** A picture from content/images/ and what it shows. */
export const image = z.strictObject({
  file: imageFile,
  /** Empty only for a purely decorative image. */
  alt: z.string(),
});
export type Image = z.infer<typeof image>;
