/**
 * The site's pages, as opposed to its files (feeds, images, the sitemap):
 * what the sitemap lists, what the browser may fetch ahead
 * (routes/speculation-rules.ts) and what the server keeps rendered
 * (server/page-key.ts).
 */
export const SITE_PAGES = ["/", "/about", "/music", "/shows/past"];

/** A show's own page, "/shows/12", as showPath() writes it. */
const SHOW_PAGE = /^\/shows\/[1-9]\d*$/;

/** The site's pages as URL patterns (https://urlpattern.spec.whatwg.org), for the speculation rules. */
export const SITE_PAGE_PATTERNS = [...SITE_PAGES, "/shows/:id(\\d+)"];

/** Whether a path, exactly as written (no trailing slash, no other case), is a page of the site. */
export function isSitePage(path: string): boolean {
  return SITE_PAGES.includes(path) || SHOW_PAGE.test(path);
}
