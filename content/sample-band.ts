/**
 * How to tell what content/site.config.ts still has of the sample band it
 * ships with: `npm run doctor` (scripts/doctor.ts) lists every text, link
 * and picture that matches one of these. Keep them in step with the sample
 * when it changes (app/site/sample-leftovers.test.ts checks every sample text
 * is caught).
 */
export { SAMPLE_BAND_NAME } from "./sample-shows.ts";

/** Words and names only the sample uses, in any text of the config. */
export const SAMPLE_WORDS: RegExp[] = [
  /placeholders?\b/i,
  /\bsample\b/i,
  // The sample's campaigns and records.
  /\balmost[\s-]real\b/i,
  /\bpropofol\b/i,
  /\bgarage days\b/i,
  /^first light$/i,
  /winter park/i,
  /The new EP, out now · on tour/i,
  /El nuevo EP, ya disponible · de gira/i,
  // The sample's Spanish: "banda de muestra".
  /\bde muestra\b/i,
  // The sample's line-up.
  /\b(Riley Fixture|Jordan Mock|Casey Stub)\b/,
  /Tuesday bar show like it's a stadium/i,
  // The sample's press kit.
  /plays every room like it's the last night/i,
  /toca en cada sala como si fuera su última noche/i,
  /never phones it in/i,
  /un show en vivo que siempre lo da todo/i,
  /Big hooks, bigger amps/i,
  // Made-up ids: the sample's Spotify artist and album ids are zeros.
  /0{10,}/,
];

/** The sample's made-up record (`press.numbers`): flagged while the whole block is still this. */
export const SAMPLE_PRESS_NUMBERS = { shows: 150, cities: 20, since: 2018 };

/** Links and addresses that lead nowhere real: example domains, zero ids, "example" handles. */
export const SAMPLE_LINKS: RegExp[] = [/example/i];

/** What every sample picture in content/images/ carries (an XML comment at its end). */
export const SAMPLE_ART_MARK = "headliner sample art";
