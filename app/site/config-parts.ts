import { z } from "zod";

import { closest } from "#app/lib/closest.ts";
import { NAMED_COLORS } from "#app/lib/color-names.ts";
import { parseColor } from "#app/lib/colors.ts";

import { perLanguage } from "./localized-text.ts";

export const text = z.string().refine((value) => value.trim() !== "", "is empty");

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

/** What importing a picture gives (scripts/images/ makes it); nobody types these values. */
export const imageFile = z.object(
  {
    /** Empty for a picture from elsewhere (Spotify's covers). */
    id: z.string(),
    src: z.string().min(1),
    srcset: z.string().optional(),
    width: z.number().positive(),
    height: z.number().positive(),
    sources: z.array(z.object({ type: z.string(), srcset: z.string(), media: z.string().optional() })),
    color: z.string().optional(),
    /** Full size, stripped of its metadata (GPS, camera serials): for download. */
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

export const image = z.strictObject({
  file: imageFile,
  /** Empty only for a purely decorative image; may be given per language, as the band's texts. */
  alt: z.union([z.string(), perLanguage]),
});
export type Image = z.infer<typeof image>;

const COLOR_FORMS =
  "#rgb, #rrggbb, rgb(30 144 255), hsl(210 100% 56%), oklch(62% 0.19 260) or a name such as black";

/**
 * Solid only (decision 080): the colours are checked for contrast and drawn on the share cards, the PDF
 * and the web manifest, none of which has a page behind a see-through colour.
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
