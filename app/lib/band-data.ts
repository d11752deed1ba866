import type { MusicAlbum, MusicGroupLeaf, WithContext } from "schema-dts";

import { bandText } from "#app/i18n/site-languages.ts";
import { siteConfig } from "#content/site.config.ts";

import type { AlbumCard } from "../modules/music/albums.ts";
import { SITE_SHARE_IMAGE_PATH } from "../modules/share/share-cards.ts";
import { absoluteUrl, safeHttpsUrl } from "./links.ts";

export function bandData(siteUrl: string): WithContext<MusicGroupLeaf> {
  const profiles = [...siteConfig.socials, ...siteConfig.artistPages, ...siteConfig.streaming]
    .map((link) => safeHttpsUrl(link.url))
    .filter((url): url is string => url !== null);
  return {
    "@context": "https://schema.org",
    "@type": "MusicGroup",
    name: siteConfig.name,
    url: absoluteUrl(siteUrl, "/"),
    // The square icon: the config's logo may be inlined as a data: URL, which search engines do not take.
    logo: absoluteUrl(siteUrl, "/icon-512.png"),
    image: absoluteUrl(siteUrl, SITE_SHARE_IMAGE_PATH),
    sameAs: [...new Set(profiles)],
    genre: siteConfig.genres,
    foundingLocation: { "@type": "Place", name: siteConfig.hometown },
  };
}

export function pressKitData(siteUrl: string): WithContext<MusicGroupLeaf> {
  const { members, press, bookingsEmail } = siteConfig;
  const band: WithContext<MusicGroupLeaf> = {
    ...bandData(siteUrl),
    description: bandText(press.shortBio),
    email: bookingsEmail,
  };
  if (members.length > 0) band.member = members.map((member) => ({ "@type": "Person", name: member.name }));
  return band;
}

export function albumsData(albums: readonly AlbumCard[], siteUrl: string): WithContext<MusicAlbum>[] {
  const coverUrl = (album: AlbumCard) => {
    // A site path, a data: URL (search engines want a link) or Spotify's https URL: resolved, not
    // forced onto the site.
    const url = album.cover && new URL(album.cover.src, siteUrl).href;
    return url && /^https?:/.test(url) ? url : null;
  };
  return albums.map((album) => ({
    "@context": "https://schema.org",
    "@type": "MusicAlbum",
    name: album.name,
    datePublished: album.released,
    ...(coverUrl(album) && { image: coverUrl(album)! }),
    ...(album.url && { url: album.url }),
    byArtist: { "@type": "MusicGroup", name: siteConfig.name, url: absoluteUrl(siteUrl, "/") },
  }));
}
