import stylesheet from "../app.css?inline";
import propofolArt from "../modules/home/components/propofol-art.css?inline";
import stageRig from "../modules/home/components/stage-rig.css?inline";
import { imagePlaceholderCss } from "./image-placeholders.ts";
import { styleVariablesCss } from "./page-styles.ts";

/**
 * The same for every page and style, so the Content-Security-Policy allows exactly it by its hash
 * (app/.server/inline-style-hash.ts) and a page's HTML holds nothing that changes per request.
 */
export const INLINE_STYLE = `${stylesheet}\n${configCss()}`;

export function configCss(): string {
  return `${styleVariablesCss()}\n${imagePlaceholderCss()}`;
}

/** Each drawn art in a <style> of its own, sent only with a page that draws it and allowed by its own hash. */
export const ART_STYLES = { "propofol-art": propofolArt, "stage-rig": stageRig };
