import { pathIn } from "#app/i18n/languages.ts";
import { SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import { SITE_PAGE_PATTERNS } from "#app/lib/pages.ts";

/**
 * Named by every page's `Speculation-Rules` header, so no inline script is needed and the CSP stays as
 * it is. "moderate": a page is fetched as the pointer rests on its link; files are never fetched ahead.
 * The pages in each of the site's languages: "/es/about" as well as "/about".
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        href_matches: SITE_LANGUAGES.flatMap((language) =>
          SITE_PAGE_PATTERNS.map((pattern) => pathIn(language, pattern, SITE_LANGUAGES)),
        ),
      },
      eagerness: "moderate",
    },
  ],
};

export function loader() {
  return new Response(JSON.stringify(SPECULATION_RULES), {
    headers: {
      "Content-Type": "application/speculationrules+json",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
