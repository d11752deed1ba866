import type { ServiceLink } from "~/site/types";
import { ExternalLink } from "./external-link";
import { ServiceIcon } from "./service-icon";

/** A heading and a wrapping row of links to every streaming service. */
export function StreamSection({ links }: { links: ServiceLink[] }) {
  return (
    <section aria-labelledby="stream" className="mx-auto max-w-4xl px-4 py-12 text-center">
      <h2 id="stream" className="mb-6 font-display text-5xl">
        Stream
      </h2>
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
    </section>
  );
}
