import { getEnv } from "#app/.server/env.ts";
import { getAllShows } from "#app/.server/shows/index.ts";
import { showPath } from "#app/lib/shows/view.ts";
import { FOLLOW_PATH, PRIVACY_PATH } from "#app/lib/follow.ts";
import { SITE_PAGES } from "#app/lib/pages.ts";
import { sitemapXml, type SitemapEntry } from "#app/lib/sitemap.ts";

export async function loader() {
  // When the shows cannot be loaded the pages are still listed: a partial sitemap beats none.
  const shows = (await getAllShows()) ?? [];
  const entries: SitemapEntry[] = [
    ...[...SITE_PAGES, FOLLOW_PATH, PRIVACY_PATH].map((path) => ({ path })),
    ...shows.map((show) => ({ path: showPath(show.id), lastModified: show.updatedAt })),
  ];
  return new Response(sitemapXml(entries, getEnv().siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
