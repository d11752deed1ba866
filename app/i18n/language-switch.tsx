import { useLocation } from "react-router";

import { m } from "#app/i18n/compiled/messages.js";
import { type Language, pathIn } from "#app/i18n/languages.ts";
import { currentLanguage, SITE_LANGUAGES, sitePathWithoutLanguage } from "#app/i18n/site-languages.ts";

/** A language named as it names itself, in the middle of a sentence: "English", "español". */
const nameIn = (language: Language) =>
  new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;

/**
 * The same page in the site's other languages, each named in its own ("Español"): a plain link, never a
 * redirect by the browser's language (decision 100). Nothing on a site of one language.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const current = currentLanguage();
  const others = SITE_LANGUAGES.filter((language) => language !== current);
  if (others.length === 0) return null;
  const page = sitePathWithoutLanguage(pathname);
  return (
    <ul aria-label={m.shell_languages()} className={className}>
      {others.map((language) => (
        <li key={language}>
          <a
            href={pathIn(language, page, SITE_LANGUAGES) + search}
            hrefLang={language}
            lang={language}
            aria-label={m.shell_this_page_in({ language: nameIn(language) }, { locale: language })}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded accent-hover px-1 font-bold tracking-[0.14em] uppercase"
          >
            {language}
          </a>
        </li>
      ))}
    </ul>
  );
}
