import stylesheet from "../app.css?inline";
import propofolArt from "../modules/home/components/propofol-art.css?inline";
import stageRig from "../modules/home/components/stage-rig.css?inline";
import { FOCUS_POINTS } from "./focus.ts";
import { imagePlaceholderCss } from "./image-placeholders.ts";
import { styleVariablesCss } from "./page-styles.ts";

/**
 * The same for every page and style: each page is sent the share of it that its markup can use, and
 * its Content-Security-Policy allows that share by its hash (app/.server/page-stylesheet.ts, decision
 * 099), so a page's HTML holds nothing that changes per request.
 */
export const INLINE_STYLE = `${stylesheet}\n${configCss()}`;

export function configCss(): string {
  return `${styleVariablesCss()}\n${imagePlaceholderCss()}`;
}

export const focusClass = (focus: keyof typeof FOCUS_POINTS) => `hero-focus-${focus.replace(" ", "-")}`;

/**
 * Where a hero photo uploaded at /admin keeps its subject: a class per point the band may choose. Sent
 * with Home only when one is chosen, and allowed by its hash only then (app/.server/page-stylesheet.ts).
 */
export const HERO_FOCUS_STYLE = Object.entries(FOCUS_POINTS)
  .map(([name, position]) => `.${focusClass(name as keyof typeof FOCUS_POINTS)}{object-position:${position}}`)
  .join("");

/** Each drawn art in a <style> of its own, sent only with a page that draws it and allowed by its own hash. */
export const ART_STYLES = { "propofol-art": propofolArt, "stage-rig": stageRig };
