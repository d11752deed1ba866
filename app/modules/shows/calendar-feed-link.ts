import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import { CALENDAR_FEED_LINK } from "#app/lib/meta.ts";
import { siteConfig } from "#content/site.config.ts";

/** A page's <link rel="alternate"> to the shows feed, in the page's language ("/es/shows.ics"). */
export function calendarFeedLink(): typeof CALENDAR_FEED_LINK {
  return {
    ...CALENDAR_FEED_LINK,
    title: m.shows_feed_name({ band: siteConfig.name }),
    href: localPath(CALENDAR_FEED_LINK.href),
  };
}
