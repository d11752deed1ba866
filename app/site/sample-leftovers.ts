import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

import { isLocalized } from "#app/site/localized-text.ts";
import { SAMPLE_ART_MARK, SAMPLE_LINKS, SAMPLE_PRESS_NUMBERS, SAMPLE_WORDS } from "#content/sample-band.ts";

import { configPathText } from "./config-path.ts";

// For `npm run doctor`: what the config still has of the sample band (content/sample-band.ts).

export interface Leftover {
  path: string;
  value: string;
  kind: "text" | "link" | "picture";
}

/** Facts rather than the sample's content: the same for a real band from Orlando. */
const NOT_CONTENT = new Set([
  "service",
  "label",
  "timeZone",
  "country",
  "activeStyle",
  "pageStyles",
  "genres",
  "hometown",
]);

export function sampleLeftovers(config: unknown): Leftover[] {
  const found: Leftover[] = [];
  walk(config, [], found);
  return found;
}

/** Values with no word to tell them by, at their place in the config. */
const SAMPLE_VALUES: Record<string, unknown> = { "press.numbers": SAMPLE_PRESS_NUMBERS };

function walk(value: unknown, path: (string | number)[], found: Leftover[]): void {
  const where = configPathText(path);
  if (where in SAMPLE_VALUES && isDeepStrictEqual(value, SAMPLE_VALUES[where])) {
    found.push({ path: where, value: JSON.stringify(value), kind: "text" });
    return;
  }
  if (typeof value === "string") {
    const kind = /^(https?:|mailto:)|^[^\s@]+@[^\s@]+$/.test(value) ? "link" : "text";
    const traits = kind === "link" ? [...SAMPLE_LINKS, ...SAMPLE_WORDS] : SAMPLE_WORDS;
    if (traits.some((trait) => trait.test(value))) found.push({ path: where, value, kind });
    return;
  }
  // A text given per language is one text: named once, by the first of its languages still the sample's.
  if (isLocalized(value)) {
    const sample = Object.values(value).find((text) => SAMPLE_WORDS.some((trait) => trait.test(text)));
    if (sample) found.push({ path: where, value: sample, kind: "text" });
    return;
  }
  if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...path, index], found));
  if (typeof value !== "object" || value === null) return;
  if (isPicture(value)) {
    const file = pictureFile(value.src);
    if (file && isSampleArt(file)) found.push({ path: where, value: file, kind: "picture" });
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!NOT_CONTENT.has(key)) walk(inner, [...path, key], found);
  }
}

function isPicture(value: object): value is { src: string } {
  return "src" in value && "sources" in value && typeof value.src === "string";
}

/** Under plain Node (scripts/doctor.ts through cli/register.mjs) an imported picture's src is its file URL. */
function pictureFile(src: string): string | undefined {
  return src.startsWith("file:") ? fileURLToPath(src) : undefined;
}

function isSampleArt(file: string): boolean {
  try {
    return readFileSync(file, "utf8").includes(SAMPLE_ART_MARK);
  } catch {
    return false;
  }
}
