import { siteConfig } from "#content/site.config.ts";
import { isSitePage } from "#app/lib/pages.ts";
import { pageStyleForQuery } from "#app/site/page-styles.ts";

/**
 * The page cache's key for a request URL: one page per page of the site and
 * page style. `?style=` is read as the root layout reads it (pageStyleForQuery:
 * an unknown style shows the configured one), and every other query parameter (a tracking
 * tag, a cache buster) shows the same page. Any other URL (`/Music`,
 * `/music/`, `/%6Dusic`, a 404) is null: rendered each time, never kept, so
 * no stream of odd URLs can push the real pages out.
 */
export function sitePageKey(url: string): string | null {
  // Not new URL(): a path such as "//" would read as a host, and throw.
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (!isSitePage(path)) return null;
  const style = pageStyleForQuery(query < 0 ? "" : url.slice(query), siteConfig.activeStyle).style;
  return `${path}?style=${style}`;
}
