import { createHash } from "node:crypto";
import { INLINE_STYLE } from "#app/site/inline-style.ts";

/** The Content-Security-Policy source that allows the pages' one inline stylesheet, and nothing else inline. */
export const INLINE_STYLE_SOURCE = `'sha256-${createHash("sha256").update(INLINE_STYLE).digest("base64")}'`;
