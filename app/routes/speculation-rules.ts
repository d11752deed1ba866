import { SITE_PAGE_PATTERNS } from "#app/lib/pages.ts";

/**
 * `/speculation-rules.json`: which links the browser may fetch before they are
 * clicked (https://wicg.github.io/nav-speculation/speculation-rules.html).
 * Every page names this file in a `Speculation-Rules` header
 * (app/entry.server.tsx), so no inline script is needed and the CSP stays as
 * it is. A page of the site is fetched when a fan's pointer rests on its link
 * or starts to press it ("moderate"), so the next page is there at the click;
 * files (calendar feeds, images) are never fetched ahead.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: { href_matches: SITE_PAGE_PATTERNS },
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
