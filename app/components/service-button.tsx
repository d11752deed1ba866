import type { ServiceLink } from "#app/site/types.ts";
import { ExternalLink } from "./external-link";
import { ServiceIcon } from "./service-icon";

/**
 * "Stream on [Spotify logo]": the service shows as its icon, and its name is
 * in the accessible name ("Stream on Spotify"). Opens in a new tab.
 */
export function ServiceButton({ link, action = "Stream on" }: { link: ServiceLink; action?: string }) {
  return (
    <ExternalLink
      href={link.url}
      className="inline-flex items-center gap-2 rounded-full border-2 accent-hover border-white px-5 py-2.5 text-lg font-semibold"
    >
      {action} <ServiceIcon service={link.service} className="size-6" />{" "}
      <span className="sr-only">{link.label}</span>
    </ExternalLink>
  );
}
