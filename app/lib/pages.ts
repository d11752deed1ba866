import { localPath, siteLanguageOfPath, sitePathWithoutLanguage } from "#app/i18n/site-languages.ts";

import { FOLLOW_PAGES } from "../modules/follow/follow.ts";
import { RELEASE_SLUG } from "../modules/music/release-slug.ts";

export const PRESS_PATH = "/press";

/** The dates, on Home: what every page's Tour link opens. */
export const UPCOMING_SHOWS_ID = "upcoming-shows";
export const TOUR_PATH = `/#${UPCOMING_SHOWS_ID}`;
/** Every upcoming date, where Home lists the first few. */
export const ALL_SHOWS_PATH = "/shows";

/** Pages, not files: the sitemap, the speculation rules and the page cache (server/page-key.ts) read it. */
export const SITE_PAGES = ["/", "/about", "/music", ALL_SHOWS_PATH, "/shows/past", PRESS_PATH];

export function parseShowId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

export const SITE_PAGE_PATTERNS = [...SITE_PAGES, "/shows/:id(\\d+)", "/music/:slug"];

/** The show a page is of, in any language ("/shows/4", "/es/shows/4"). */
export function showIdOfPage(path: string): number | null {
  const page = sitePathWithoutLanguage(path);
  return page.startsWith("/shows/") ? parseShowId(page.slice("/shows/".length)) : null;
}

/** The release a page is of, in any language ("/music/almost-real", "/es/music/almost-real"). */
export function releaseSlugOfPage(path: string): string | null {
  const page = sitePathWithoutLanguage(path);
  if (!page.startsWith("/music/")) return null;
  const slug = page.slice("/music/".length);
  return RELEASE_SLUG.test(slug) ? slug : null;
}

/**
 * Exactly as written (no trailing slash, no other case), in any of the site's languages ("/about",
 * "/es/about"); a post's answer or a link's page never is.
 */
export function isSitePage(path: string): boolean {
  const page = sitePathWithoutLanguage(path);
  if (localPath(page, siteLanguageOfPath(path)) !== path) return false;
  return (
    SITE_PAGES.includes(page) ||
    FOLLOW_PAGES.includes(page) ||
    showIdOfPage(page) !== null ||
    releaseSlugOfPage(page) !== null
  );
}
