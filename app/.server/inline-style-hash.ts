import { createHash } from "node:crypto";

import { ART_STYLES, HERO_FOCUS_STYLE, INLINE_STYLE } from "#app/site/inline-style.ts";

const source = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/** The CSP source for the pages' inline stylesheet by its hash, and nothing else inline (decision 011). */
export const INLINE_STYLE_SOURCE = source(INLINE_STYLE);

/** Only on Home, whose heroes draw the art: no other answer carries those hashes' bytes. */
export const ART_STYLE_SOURCES = Object.values(ART_STYLES).map(source);

/** Only on Home, and only while a hero photo's focus is chosen: no other answer carries its bytes. */
export const HERO_FOCUS_SOURCE = source(HERO_FOCUS_STYLE);
