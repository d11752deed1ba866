import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import { FEED_PATH } from "#app/lib/shows/calendar.ts";
import { siteConfig } from "#content/site.config.ts";

/** A page's <link rel="alternate"> to the shows feed, in the page's language ("/es/shows.ics"). */
export function calendarFeedLink() {
  return {
    rel: "alternate",
    type: "text/calendar",
    title: m.shows_feed_name({ band: siteConfig.name }),
    href: localPath(FEED_PATH),
  };
}
