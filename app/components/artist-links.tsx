import { onService, serviceName } from "#app/site/services.ts";
import { siteConfig } from "#content/site.config.ts";
import type { ServiceLink } from "#app/site/types.ts";
import { ExternalLink } from "./external-link.tsx";
import { ServiceIcon } from "./service-icon.tsx";

/** The band's pages on services, each a labelled button: "[logo] Spotify", named "{band} on Spotify". */
export function ArtistLinks({ links, label }: { links: ServiceLink[]; label: string }) {
  return (
    // Two to a row on a phone, so four services sit as an even grid.
    <ul
      aria-label={label}
      className="mx-auto grid max-w-md grid-cols-2 gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center"
    >
      {links.map((link) => (
        <li key={link.url} className="flex">
          <ExternalLink
            href={link.url}
            aria-label={onService(siteConfig.name, link)}
            className="button-secondary flex-1 accent-hover px-3"
          >
            <ServiceIcon service={link.service} className="size-5" />
            {serviceName(link)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
