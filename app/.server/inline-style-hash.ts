import { createHash } from "node:crypto";

import { INLINE_STYLE } from "#app/site/inline-style.ts";

/** An inline stylesheet's or script's CSP source: its SHA-256. */
export const inlineSource = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/**
 * The CSP source for the site's whole inline stylesheet by its hash, and nothing else inline (decision 011):
 * what an answer allows until its page narrows it to the share it carries (decision 099).
 */
export const INLINE_STYLE_SOURCE = inlineSource(INLINE_STYLE);
