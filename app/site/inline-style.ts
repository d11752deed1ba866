import stylesheet from "../app.css?inline";
import { imagePlaceholderCss } from "./image-placeholders.ts";
import { styleVariablesCss } from "./page-styles.ts";

/**
 * The whole stylesheet of every page, inline in its <head>: the built CSS
 * (about 6 KB compressed) and every style's colours. The same for every
 * page and style, so the Content-Security-Policy allows exactly it by its
 * hash (app/.server/inline-style-hash.ts) and a page's HTML holds nothing
 * that changes per request.
 */
export const INLINE_STYLE = `${stylesheet}\n${configCss()}`;

/** What the config adds to the stylesheet: every style's colours, every picture's placeholder. */
export function configCss(): string {
  return `${styleVariablesCss()}\n${imagePlaceholderCss()}`;
}
