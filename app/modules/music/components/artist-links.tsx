import { onService, serviceName } from "#app/site/services.ts";
import type { ServiceLink } from "#app/site/types.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { ServiceIcon } from "#app/ui/service-icon.tsx";
import { siteConfig } from "#content/site.config.ts";

/** A label never breaks inside its button: the row wraps whole buttons. */
export function ArtistLinks({ links, label }: { links: ServiceLink[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-3">
      {links.map((link) => (
        <li key={link.url} className="flex flex-auto sm:flex-none">
          <ExternalLink
            href={link.url}
            aria-label={onService(siteConfig.name, link)}
            className="button-secondary flex-1 accent-hover whitespace-nowrap"
          >
            <ServiceIcon service={link.service} className="size-5" />
            {serviceName(link)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
