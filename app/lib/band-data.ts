import type { MusicAlbum, MusicGroup, WithContext } from "schema-dts";
import { siteConfig } from "#content/site.config.ts";
import type { AlbumCard } from "./albums.ts";
import { safeHttpsUrl } from "./links.ts";
import { SITE_SHARE_IMAGE_PATH } from "./share-cards.ts";

/**
 * Search engines' structured data (schema.org JSON-LD, typed by schema-dts)
 * for the band (Home and About) and its albums (Music). Shows have theirs in
 * shows/event-data.ts.
 */

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** The band: name, site, logo and image, its profiles elsewhere, genres, where it comes from. */
export function bandData(siteUrl: string): WithContext<MusicGroup> {
  const profiles = [...siteConfig.socials, ...siteConfig.artistPages, ...siteConfig.streaming]
    .map((link) => safeHttpsUrl(link.url))
    .filter((url): url is string => url !== null);
  return {
    "@context": "https://schema.org",
    "@type": "MusicGroup",
    name: siteConfig.name,
    url: absolute(siteUrl, "/"),
    // The square icon: the config's logo may be inlined as a data: URL, which search engines do not take.
    logo: absolute(siteUrl, "/icon-512.png"),
    image: absolute(siteUrl, SITE_SHARE_IMAGE_PATH),
    sameAs: [...new Set(profiles)],
    genre: siteConfig.genres,
    foundingLocation: { "@type": "Place", name: siteConfig.hometown },
  };
}

/** Music's albums, each by the band. */
export function albumsData(albums: readonly AlbumCard[], siteUrl: string): WithContext<MusicAlbum>[] {
  // A small cover may be inlined as a data: URL: search engines want a link.
  const coverUrl = (album: AlbumCard) => {
    const url = album.cover && absolute(siteUrl, album.cover.src);
    return url && /^https?:/.test(url) ? url : null;
  };
  return albums.map((album) => ({
    "@context": "https://schema.org",
    "@type": "MusicAlbum",
    name: album.name,
    datePublished: album.released,
    ...(coverUrl(album) && { image: coverUrl(album)! }),
    ...(album.url && { url: album.url }),
    byArtist: { "@type": "MusicGroup", name: siteConfig.name, url: absolute(siteUrl, "/") },
  }));
}
