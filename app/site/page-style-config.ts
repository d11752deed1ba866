import { z } from "zod";

import { contrastRatio, toHexColor } from "#app/lib/colors.ts";

import { color } from "./config-parts.ts";

/** WCAG 2's AA for normal text. */
const TEXT_CONTRAST = 4.5;

export const pageStyleColors = z
  .strictObject({
    accentColor: color,
    highlight: color,
    primary: z.strictObject({ fill: color, text: color }),
    dateTile: z.strictObject({ background: color, label: color, day: color }),
    /** Also the phone's toolbar, the share cards' and the PDF's header. */
    backgroundColor: color,
    backgroundGlow: color.optional(),
  })
  .superRefine((style, context) => {
    const pairs: [path: string[], text: string, on: string, onWhat: string][] = [
      [["highlight"], style.highlight, style.backgroundColor, "backgroundColor"],
      // Every background ends in black (page-styles.ts), so the highlight must read there too.
      [["highlight"], style.highlight, "black", "the black end of the background"],
      [["primary", "text"], style.primary.text, style.primary.fill, "primary.fill"],
      [["dateTile", "label"], style.dateTile.label, style.dateTile.background, "dateTile.background"],
      [["dateTile", "day"], style.dateTile.day, style.dateTile.background, "dateTile.background"],
    ];
    const checked = new Set<string>();
    for (const [path, text, on, onWhat] of pairs) {
      // A colour that does not parse is named once, by its own check; a pair once (a black background).
      const pair = `${path.join(".")} ${toHexColor(on)}`;
      if (!toHexColor(text) || !toHexColor(on) || checked.has(pair)) continue;
      checked.add(pair);
      const ratio = contrastRatio(text, on);
      if (ratio >= TEXT_CONTRAST) continue;
      context.addIssue({
        code: "custom",
        path,
        input: text,
        message:
          `${JSON.stringify(text)} on ${onWhat} (${JSON.stringify(on)}) has a contrast of ${ratio.toFixed(1)}:1; ` +
          `text needs at least ${TEXT_CONTRAST}:1: make one lighter or the other darker`,
      });
    }
  });
export type PageStyleColors = z.infer<typeof pageStyleColors>;
