import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";
import { SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import { SITE_PAGES } from "#app/lib/pages.ts";
import { showPath } from "#app/lib/shows/view.ts";
import { FOLLOW_PATH, PRIVACY_PATH } from "#app/modules/follow/index.ts";
import { discography, releasePath } from "#app/modules/music/index.ts";
import { inEveryLanguage, type SitemapEntry, sitemapXml } from "#app/modules/site-files/sitemap.ts";
import { siteConfig } from "#content/site.config.ts";

export async function loader({ context }: ContextArgs) {
  const services = servicesOf(context);
  // When the shows cannot be loaded the pages are still listed: a partial sitemap beats none.
  const [shows, albums] = await Promise.all([services.shows.getAllShows(), services.albums.getAlbums()]);
  // Without Spotify's albums, the config's releases still have their pages.
  const releases = discography(albums, siteConfig.releases);
  const entries: SitemapEntry[] = [
    ...[...SITE_PAGES, FOLLOW_PATH, PRIVACY_PATH].map((path) => ({ path })),
    ...(shows ?? []).map((show) => ({ path: showPath(show.id), lastModified: show.updatedAt })),
    ...releases.map((release) => ({ path: releasePath(release.slug) })),
  ];
  return new Response(sitemapXml(inEveryLanguage(entries, SITE_LANGUAGES), services.env.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
