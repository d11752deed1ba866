import type { MusicAlbum, WithContext } from "schema-dts";

import { absoluteUrl } from "#app/lib/links.ts";
import { siteConfig } from "#content/site.config.ts";

import type { DiscographyEntry } from "./discography.ts";
import { releasePath } from "./release-slug.ts";

/** A release page's MusicAlbum: what search engines read of it, the same in every language. */
export function releaseData(entry: DiscographyEntry, siteUrl: string): WithContext<MusicAlbum> {
  // A site path, a data: URL (search engines want a link) or Spotify's https URL: resolved, not forced
  // onto the site.
  const cover = entry.cover && new URL(entry.cover.original ?? entry.cover.src, siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "MusicAlbum",
    name: entry.title,
    url: absoluteUrl(siteUrl, releasePath(entry.slug)),
    ...(entry.released && { datePublished: entry.released }),
    ...(cover && /^https?:/.test(cover) && { image: cover }),
    ...(entry.totalTracks !== null && { numTracks: entry.totalTracks }),
    ...(entry.listen.length > 0 && { sameAs: entry.listen.map((link) => link.url) }),
    byArtist: { "@type": "MusicGroup", name: siteConfig.name, url: absoluteUrl(siteUrl, "/") },
  };
}
