/**
 * The services a link may name, and how each is called. The config is checked against these keys; the
 * logos are app/ui/service-icon.tsx's, so what reads the config loads no icon set.
 */
export const SERVICES = {
  spotify: { name: "Spotify" },
  appleMusic: { name: "Apple Music" },
  bandcamp: { name: "Bandcamp" },
  youtubeMusic: { name: "YouTube Music" },
  soundcloud: { name: "SoundCloud" },
  deezer: { name: "Deezer" },
  tidal: { name: "Tidal" },
  amazonMusic: { name: "Amazon Music" },
  youtube: { name: "YouTube" },
  instagram: { name: "Instagram" },
  facebook: { name: "Facebook" },
  tiktok: { name: "TikTok" },
  x: { name: "X" },
  threads: { name: "Threads" },
  bluesky: { name: "Bluesky" },
  twitch: { name: "Twitch" },
  bandsintown: { name: "Bandsintown" },
  website: { name: "Website" },
} as const satisfies Record<string, { name: string }>;

export type ServiceId = keyof typeof SERVICES;

export const SERVICE_IDS = Object.keys(SERVICES) as [ServiceId, ...ServiceId[]];

type NamedLink = { service: ServiceId; label?: string };

export function serviceName(link: NamedLink): string {
  return link.label ?? SERVICES[link.service].name;
}

export function onService(who: string, link: NamedLink): string {
  return `${who} on ${serviceName(link)}`;
}
