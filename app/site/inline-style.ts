import stylesheet from "../app.css?inline";
import propofolArt from "../components/propofol-art.css?inline";
import stageRig from "../components/stage-rig.css?inline";
import { imagePlaceholderCss } from "./image-placeholders.ts";
import { styleVariablesCss } from "./page-styles.ts";

/**
 * The stylesheet of every page, inline in its <head>: the built CSS (about
 * 6 KB compressed) and every style's colours. The same for every page and
 * style, so the Content-Security-Policy allows exactly it by its hash
 * (app/.server/inline-style-hash.ts) and a page's HTML holds nothing that
 * changes per request.
 */
export const INLINE_STYLE = `${stylesheet}\n${configCss()}`;

/** What the config adds to the stylesheet: every style's colours, every picture's placeholder. */
export function configCss(): string {
  return `${styleVariablesCss()}\n${imagePlaceholderCss()}`;
}

/**
 * The heroes' drawn art: each look in a <style> of its own, sent only with a
 * page that draws that art (components/art-style.tsx), and allowed by its
 * own hash. About 0.5 KB compressed each, which the other pages' first
 * response does not carry.
 */
export const ART_STYLES = { "propofol-art": propofolArt, "stage-rig": stageRig };
