import { siteConfig } from "#content/site.config.ts";
import type { ServiceLink } from "#app/site/types.ts";
import { ExternalLink } from "./external-link";
import { ServiceIcon } from "./service-icon";

/** The band's pages on services, each a labelled button: "[logo] Spotify", named "{band} on Spotify". */
export function ArtistLinks({ links, label }: { links: ServiceLink[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-3">
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink
            href={link.url}
            aria-label={`${siteConfig.name} on ${link.label}`}
            className="button-secondary accent-hover"
          >
            <ServiceIcon service={link.service} className="size-5" />
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
