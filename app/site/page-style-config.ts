import { z } from "zod";
import { contrastRatio, toHexColor } from "#app/lib/colors.ts";
import { color } from "./config-parts.ts";

/**
 * A campaign's colours in content/site.config.ts (`pageStyles.<style>`):
 * what page-styles.ts makes each page style of. Every colour must parse
 * (config-parts.ts), and text must read on what it sits on: 4.5:1, WCAG AA
 * for text, as app/site/page-styles.test.ts has always asked of the sample.
 */

/** Text on a fill: WCAG 2's AA for normal text. */
const TEXT_CONTRAST = 4.5;

export const pageStyleColors = z
  .strictObject({
    /** The campaign colour: fills, borders and glows, never small text on the background. */
    accentColor: color,
    /** A tone of the accent that reads as text on the background: hover, focus, labels, dates. */
    highlight: color,
    /** The filled button (Get Tickets, the hero's action): its fill and its text. */
    primary: z.strictObject({ fill: color, text: color }),
    /** A show's date block: its fill, the month and weekday, the day. */
    dateTile: z.strictObject({ background: color, label: color, day: color }),
    /** The page's colour (and the phone's toolbar, the share cards', the PDF's header). */
    backgroundColor: color,
    /** A second colour the background is lit with (from the top in normal, from the left in almostReal). */
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
