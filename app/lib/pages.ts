import { FOLLOW_PAGES } from "./follow.ts";

/** The press kit: for bookers and journalists, linked from the footer, the menu and About. */
export const PRESS_PATH = "/press";

/**
 * The site's pages, as opposed to its files (feeds, images, the sitemap):
 * what the sitemap lists, what the browser may fetch ahead
 * (routes/speculation-rules.ts) and what the server keeps rendered
 * (server/page-key.ts).
 */
export const SITE_PAGES = ["/", "/about", "/music", "/shows/past", PRESS_PATH];

/** A show's id as its URL gives it: digits, no leading zero, a safe integer; else no show. */
export function parseShowId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** The site's pages as URL patterns (https://urlpattern.spec.whatwg.org), for the speculation rules. */
export const SITE_PAGE_PATTERNS = [...SITE_PAGES, "/shows/:id(\\d+)"];

/** The show id of a show's own page ("/shows/12" → 12); null for any other path. */
export function showIdOfPage(path: string): number | null {
  return path.startsWith("/shows/") ? parseShowId(path.slice("/shows/".length)) : null;
}

/**
 * Whether a path, exactly as written (no trailing slash, no other case), is a page of the site: its
 * pages, a show's, and the pages about following the band (the same for everyone too, so kept like
 * the rest; a post's answer and a confirmation or unsubscribe link's page never are).
 */
export function isSitePage(path: string): boolean {
  return SITE_PAGES.includes(path) || FOLLOW_PAGES.includes(path) || showIdOfPage(path) !== null;
}
