import type { IconType } from "react-icons";
import { FaFacebookF, FaInstagram, FaYoutube } from "react-icons/fa";
import { SiApplemusic, SiBandcamp, SiSpotify, SiYoutubemusic } from "react-icons/si";
import type { ServiceId } from "#app/site/types.ts";

const icons: Record<ServiceId, IconType> = {
  spotify: SiSpotify,
  appleMusic: SiApplemusic,
  bandcamp: SiBandcamp,
  youtubeMusic: SiYoutubemusic,
  youtube: FaYoutube,
  instagram: FaInstagram,
  facebook: FaFacebookF,
};

/** A service's logo. Decorative: the link around it carries the service's name. */
export function ServiceIcon({ service, className }: { service: ServiceId; className?: string }) {
  const Icon = icons[service];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
