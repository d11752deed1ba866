/**
 * The services a link may name, and how each is called. The config is checked against these keys; the
 * logos are app/ui/service-icon.tsx's, so what reads the config loads no icon set.
 */
import { m } from "#app/i18n/compiled/messages.js";

const SERVICE_NAMES = {
  spotify: "Spotify",
  appleMusic: "Apple Music",
  bandcamp: "Bandcamp",
  youtubeMusic: "YouTube Music",
  soundcloud: "SoundCloud",
  deezer: "Deezer",
  tidal: "Tidal",
  amazonMusic: "Amazon Music",
  youtube: "YouTube",
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  x: "X",
  threads: "Threads",
  bluesky: "Bluesky",
  twitch: "Twitch",
  bandsintown: "Bandsintown",
  website: "Website",
} as const satisfies Record<string, string>;

export type ServiceId = keyof typeof SERVICE_NAMES;

export const SERVICE_IDS = Object.keys(SERVICE_NAMES) as [ServiceId, ...ServiceId[]];

type NamedLink = { service: ServiceId; label?: string };

export function serviceName(link: NamedLink): string {
  return link.label ?? SERVICE_NAMES[link.service];
}

export function onService(who: string, link: NamedLink): string {
  return m.shell_on_service({ who, service: serviceName(link) });
}
