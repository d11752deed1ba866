import type { ServiceLink } from "#app/site/types.ts";
import { ExternalLink } from "./external-link";
import { PageSection } from "./page-section";
import { ServiceIcon } from "./service-icon";

/** A heading and a wrapping row of links to every streaming service. */
export function StreamSection({ links }: { links: ServiceLink[] }) {
  return (
    <PageSection id="stream" title="Stream">
      <ul className="flex flex-wrap justify-center gap-4">
        {links.map((link) => (
          <li key={link.url}>
            <ExternalLink
              href={link.url}
              className="inline-flex items-center gap-2 rounded-full border accent-hover border-white/60 px-4 py-2"
            >
              <ServiceIcon service={link.service} className="size-5" />
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
