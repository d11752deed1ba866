/**
 * The site's languages (decision 100): the config's `languages`, the first at the site's root (`/about`),
 * each other under its code (`/es/about`). A page's language is read from its address alone, never from
 * the browser, so a kept page is the same for everyone who asks for that address.
 */
import { baseLocale, type Locale, locales } from "#app/i18n/compiled/runtime.js";

export type Language = Locale;

/** Every language whose interface words the site has (a messages file each). */
export const INTERFACE_LANGUAGES: readonly Language[] = locales;

/** English: the brief's language, at the root, and the words any other language falls back on. */
export const BASE_LANGUAGE: Language = baseLocale;

/** The BCP 47 tag for `Intl`, `<html lang>` and hreflang: the band's audience is in the US. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-US", es: "es-US" };

/** The language a site path is in, given the site's languages (the first at the root). */
export function languageOfPath(path: string, languages: readonly Language[]): Language {
  const first = path.split("/", 2)[1] ?? "";
  return languages.slice(1).find((language) => language === first) ?? languages[0] ?? BASE_LANGUAGE;
}

/** The path without its language prefix: "/es/shows/4" → "/shows/4", "/es" → "/". */
export function pathWithoutLanguage(path: string, languages: readonly Language[]): string {
  const language = languageOfPath(path, languages);
  if (language === languages[0]) return path;
  const rest = path.slice(language.length + 1);
  return rest === "" ? "/" : rest;
}

/** A root-relative site path in `language`: "/about" → "/es/about", "/" → "/es", "/#dates" → "/es#dates". */
export function pathIn(language: Language, path: string, languages: readonly Language[]): string {
  if (language === languages[0] || !path.startsWith("/") || path.startsWith("//")) return path;
  // Already there: "/es/about" stays itself.
  if (languageOfPath(path, languages) === language) return path;
  return path === "/" || path.startsWith("/#") || path.startsWith("/?")
    ? `/${language}${path.slice(1)}`
    : `/${language}${path}`;
}
