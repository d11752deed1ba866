import { createHash } from "node:crypto";
import { ART_STYLES, INLINE_STYLE } from "#app/site/inline-style.ts";

const source = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/**
 * The Content-Security-Policy sources that allow the pages' inline
 * stylesheets, each by its hash, and nothing else inline: the one every page
 * has, then each hero art's.
 */
export const INLINE_STYLE_SOURCES = [INLINE_STYLE, ...Object.values(ART_STYLES)].map(source);
