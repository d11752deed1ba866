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

import type { ServiceId } from "#app/site/services.ts";

/** Simple Icons, or Font Awesome where Simple Icons has none. */
const ICONS: Record<ServiceId, IconType> = {
  spotify: SiSpotify,
  appleMusic: SiApplemusic,
  bandcamp: SiBandcamp,
  youtubeMusic: SiYoutubemusic,
  soundcloud: SiSoundcloud,
  deezer: SiDeezer,
  tidal: SiTidal,
  amazonMusic: FaAmazon,
  youtube: FaYoutube,
  instagram: FaInstagram,
  facebook: FaFacebookF,
  tiktok: SiTiktok,
  x: SiX,
  threads: SiThreads,
  bluesky: SiBluesky,
  twitch: SiTwitch,
  bandsintown: SiBandsintown,
  website: FaGlobe,
};

/** A service's logo. Decorative: the link around it carries the service's name. */
export function ServiceIcon({ service, className }: { service: ServiceId; className?: string }) {
  const Icon = ICONS[service];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
