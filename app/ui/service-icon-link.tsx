import { onService } from "#app/site/services.ts";
import type { ServiceLink } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import { ExternalLink } from "./external-link.tsx";
import { ServiceIcon } from "./service-icon.tsx";

export function ServiceIconLink({ link }: { link: ServiceLink }) {
  return (
    <ExternalLink
      href={link.url}
      aria-label={onService(siteConfig.name, link)}
      className="flex size-12 items-center justify-center rounded-full border accent-hover border-white/40"
    >
      <ServiceIcon service={link.service} className="size-5" />
    </ExternalLink>
  );
}
