/**
 * The band's own words in each of the site's languages (decision 100): a text the config may give once
 * (the same in every language) or per language, `{ en: "…", es: "…" }`, the first language's being the
 * one every other falls back on.
 */
import { z } from "zod";

import type { Language } from "#app/i18n/languages.ts";

const LANGUAGE_CODE = /^[a-z]{2,3}$/;
/** The config check speaks English, as the band's tools do. */
const ENGLISH_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

export type LocalizedText = string | { readonly [L in Language]?: string };

const text = z.string().refine((value) => value.trim() !== "", "is empty");

/** A text per language: `{ en: "…", es: "…" }`. */
export const perLanguage = z
  .record(z.string().regex(LANGUAGE_CODE, "is not a language code, such as en or es"), text)
  .refine((texts) => Object.keys(texts).length > 0, "names no language: write the text, or { en: …, es: … }")
  .transform((texts) => texts as { readonly [L in Language]?: string });

export const localizedText = z.union([text, perLanguage]);

/** `text` in `language`, else in the site's first language (which the config check requires). */
export function textIn(text: LocalizedText, language: Language, languages: readonly Language[]): string {
  if (typeof text === "string") return text;
  return text[language] ?? text[languages[0] ?? "en"] ?? Object.values(text)[0] ?? "";
}

export function isLocalized(value: unknown): value is Exclude<LocalizedText, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, inner]) => LANGUAGE_CODE.test(key) && typeof inner === "string")
  );
}

/** Every text given per language in `config`, at its place ("bio[1]"). */
export function localizedTexts(
  config: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; texts: Exclude<LocalizedText, string> }[] {
  if (isLocalized(config)) return [{ path, texts: config }];
  if (Array.isArray(config)) return config.flatMap((item, index) => localizedTexts(item, [...path, index]));
  if (typeof config !== "object" || config === null) return [];
  return Object.entries(config).flatMap(([key, inner]) => localizedTexts(inner, [...path, key]));
}

/** What the config check refuses: a text in a language the site does not have, or none in its first. */
export function localizedTextProblems(
  config: unknown,
  languages: readonly Language[],
): { path: (string | number)[]; message: string }[] {
  const first = languages[0] ?? "en";
  return localizedTexts(config).flatMap(({ path, texts }) => [
    ...Object.keys(texts)
      .filter((code) => !languages.includes(code as Language))
      .map((code) => ({
        path: [...path, code],
        message: `"${code}" is not one of the site's languages (${languages.join(", ")}): add it to languages, or remove this text`,
      })),
    ...(first in texts
      ? []
      : [
          {
            path,
            message: `has no ${ENGLISH_NAMES.of(first) ?? first} ("${first}"): every other language falls back on it`,
          },
        ]),
  ]);
}

/**
 * The band's prose, which a reader of each language expects in theirs (names and titles read the same in
 * every language, so a text given once there is no gap).
 */
const PROSE =
  /^(description|shareLine|about|bio\.\d+|members\.\d+\.role|heroes\.\w+\.(text|label)|preorder\.(title|text)|preorder\.cover\.alt|images\.membersPhoto\.alt|press\.(pitch|shortBio)|press\.contacts\.\d+\.role|press\.photos\.\d+\.alt)$/;

function proseGivenOnce(config: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof config === "string") return PROSE.test(path.join(".")) ? [path] : [];
  if (isLocalized(config) || typeof config !== "object" || config === null) return [];
  return Object.entries(config).flatMap(([key, inner]) =>
    proseGivenOnce(inner, [...path, Array.isArray(config) ? Number(key) : key]),
  );
}

/**
 * For `npm run doctor`: the band's texts a language of the site lacks, given per language without it or
 * as prose given once (that language's pages show the first language's words there).
 */
export function missingTranslations(
  config: unknown,
  languages: readonly Language[],
): { path: (string | number)[]; missing: Language[] }[] {
  if (languages.length < 2) return [];
  const perLanguage = localizedTexts(config).flatMap(({ path, texts }) => {
    const missing = languages.filter((language) => !(language in texts));
    return missing.length > 0 ? [{ path, missing }] : [];
  });
  const once = proseGivenOnce(config).map((path) => ({ path, missing: languages.slice(1) }));
  return [...perLanguage, ...once];
}
