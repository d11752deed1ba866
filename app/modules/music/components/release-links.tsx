import { m } from "#app/i18n/compiled/messages.js";
import { onService, serviceName } from "#app/site/services.ts";
import type { ServiceLink } from "#app/site/types.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { ServiceIcon } from "#app/ui/service-icon.tsx";

/** Every store the release is on, as buttons: its title in each link's name ("Almost Real on Bandcamp"). */
export function ReleaseLinks({ title, links }: { title: string; links: ServiceLink[] }) {
  return (
    <section aria-labelledby="where-to-listen" className="flex flex-col gap-3">
      <h2 id="where-to-listen" className="text-caption font-bold tracking-[0.12em] text-white/80 uppercase">
        {m.music_release_where_to_listen()}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.service} className="flex flex-auto sm:flex-none">
            <ExternalLink
              href={link.url}
              aria-label={onService(title, link)}
              className="button-secondary flex-1 accent-hover whitespace-nowrap"
            >
              <ServiceIcon
                service={link.service}
                className={`size-5 ${link.service === "spotify" ? "text-[#1ed760]" : ""}`}
              />
              {serviceName(link)}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
