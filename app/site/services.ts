import type { IconType } from "react-icons";
import { FaAmazon, FaFacebookF, FaGlobe, FaInstagram, FaYoutube } from "react-icons/fa";
import {
  SiApplemusic,
  SiBandcamp,
  SiBandsintown,
  SiBluesky,
  SiDeezer,
  SiSoundcloud,
  SiSpotify,
  SiThreads,
  SiTidal,
  SiTiktok,
  SiTwitch,
  SiX,
  SiYoutubemusic,
} from "react-icons/si";

/** Simple Icons, or Font Awesome where Simple Icons has none. The config is checked against these keys. */
export const SERVICES = {
  spotify: { name: "Spotify", icon: SiSpotify },
  appleMusic: { name: "Apple Music", icon: SiApplemusic },
  bandcamp: { name: "Bandcamp", icon: SiBandcamp },
  youtubeMusic: { name: "YouTube Music", icon: SiYoutubemusic },
  soundcloud: { name: "SoundCloud", icon: SiSoundcloud },
  deezer: { name: "Deezer", icon: SiDeezer },
  tidal: { name: "Tidal", icon: SiTidal },
  amazonMusic: { name: "Amazon Music", icon: FaAmazon },
  youtube: { name: "YouTube", icon: FaYoutube },
  instagram: { name: "Instagram", icon: FaInstagram },
  facebook: { name: "Facebook", icon: FaFacebookF },
  tiktok: { name: "TikTok", icon: SiTiktok },
  x: { name: "X", icon: SiX },
  threads: { name: "Threads", icon: SiThreads },
  bluesky: { name: "Bluesky", icon: SiBluesky },
  twitch: { name: "Twitch", icon: SiTwitch },
  bandsintown: { name: "Bandsintown", icon: SiBandsintown },
  website: { name: "Website", icon: FaGlobe },
} as const satisfies Record<string, { name: string; icon: IconType }>;

export type ServiceId = keyof typeof SERVICES;

export const SERVICE_IDS = Object.keys(SERVICES) as [ServiceId, ...ServiceId[]];

type NamedLink = { service: ServiceId; label?: string };

export function serviceName(link: NamedLink): string {
  return link.label ?? SERVICES[link.service].name;
}

export function onService(who: string, link: NamedLink): string {
  return `${who} on ${serviceName(link)}`;
}
