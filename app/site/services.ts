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

/**
 * Every service a link in content/site.config.ts can name, for socials,
 * artist pages and streaming alike: its name as fans read it and its logo
 * (Simple Icons, or Font Awesome where Simple Icons has none). Adding a
 * service is one entry here; the config is checked against these keys.
 */
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

/** What names a link to a service: the service, and the config's own label if it gives one. */
type NamedLink = { service: ServiceId; label?: string };

/** The name a link shows: the config's own label, or the service's name. */
export function serviceName(link: NamedLink): string {
  return link.label ?? SERVICES[link.service].name;
}

/** A link's accessible name for whose page it is: "{who} on {service}" ("The Placeholders on Spotify"). */
export function onService(who: string, link: NamedLink): string {
  return `${who} on ${serviceName(link)}`;
}
