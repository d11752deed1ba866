import { getLocale } from "#app/i18n/compiled/runtime.js";
import {
  type Language,
  LANGUAGE_TAGS,
  languageOfPath,
  pathIn,
  pathWithoutLanguage,
} from "#app/i18n/languages.ts";
import { type LocalizedText, textIn } from "#app/site/localized-text.ts";
import { siteConfig } from "#content/site.config.ts";

/** The config's languages: the first at the site's root, each other under `/<code>`. */
export const SITE_LANGUAGES: readonly [Language, ...Language[]] = siteConfig.languages;

/** The language of the page or e-mail being written (app/i18n/.server/request-language.ts). */
export function currentLanguage(): Language {
  return getLocale();
}

/** The current language's tag for `Intl` ("en-US", "es-US"). */
export function currentLanguageTag(): string {
  return LANGUAGE_TAGS[currentLanguage()];
}

export const siteLanguageOfPath = (path: string) => languageOfPath(path, SITE_LANGUAGES);
export const sitePathWithoutLanguage = (path: string) => pathWithoutLanguage(path, SITE_LANGUAGES);

/** A root-relative site path in the current language (or `language`). */
export function localPath(path: string, language: Language = currentLanguage()): string {
  return pathIn(language, path, SITE_LANGUAGES);
}

/** Whether `code` is one of the site's languages. */
export function isSiteLanguage(code: unknown): code is Language {
  return SITE_LANGUAGES.some((language) => language === code);
}

/** Whether `code` is one of the site's languages other than the one at its root: a path prefix. */
export function isLanguagePrefix(code: string | undefined): code is Language {
  return code !== undefined && SITE_LANGUAGES.slice(1).some((language) => language === code);
}

/** The band's words (a config text given once or per language) in the current language, or its first. */
export function bandText(text: LocalizedText, language: Language = currentLanguage()): string {
  return textIn(text, language, SITE_LANGUAGES);
}
