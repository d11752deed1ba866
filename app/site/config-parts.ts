import { z } from "zod";
import { closest } from "#app/lib/closest.ts";
import { NAMED_COLORS } from "#app/lib/color-names.ts";
import { parseColor } from "#app/lib/colors.ts";

/**
 * The pieces the config's schema (types.ts) and the press kit's
 * (press-config.ts) are both made of: a text, a web address, a picture, a colour.
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

const COLOR_FORMS =
  "#rgb, #rrggbb, rgb(30 144 255), hsl(210 100% 56%), oklch(62% 0.19 260) or a name such as black";

/**
 * A solid colour the site can read and measure (app/lib/colors.ts; decision
 * 080): the page styles' colours are checked for contrast and drawn on the
 * share cards, the PDF and the web manifest, none of which has a page behind
 * a see-through colour.
 */
export const color = z.string().superRefine((value, context) => {
  const parsed = parseColor(value);
  if (parsed && parsed.alpha === 1) return;
  const meant = parsed ? undefined : closest(value.trim(), [...NAMED_COLORS.keys()]);
  context.addIssue({
    code: "custom",
    input: value,
    message: parsed
      ? `${JSON.stringify(value)} is see-through: give a solid colour (the site measures its contrast), such as ${solid(value)}`
      : `${JSON.stringify(value)} is not a colour (expected ${COLOR_FORMS})` +
        (meant ? `. Did you mean "${meant}"?` : ""),
  });
});

/** The colour without its alpha: "#1e90ff80" → "#1e90ff", "rgb(30 144 255 / 50%)" → "rgb(30 144 255)". */
function solid(value: string): string {
  const text = value.trim();
  if (/^#[0-9a-f]{4}$/i.test(text) || /^#[0-9a-f]{8}$/i.test(text))
    return text.slice(0, text.length === 5 ? 4 : 7);
  return text
    .replace(/\s*\/[^)]*\)$/, ")")
    .replace(/^(rgb|hsl)a\((.*),[^,]*\)$/i, "$1($2)")
    .replace(/^transparent$/i, "black");
}
