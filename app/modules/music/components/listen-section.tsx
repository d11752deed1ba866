import { m } from "#app/i18n/compiled/messages.js";
import type { ServiceId } from "#app/site/services.ts";
import type { ServiceLink } from "#app/site/types.ts";

import { ArtistLinks } from "./artist-links.tsx";

/** A service both lists name keeps the artist page's link. */
export function listenLinks(artistPages: ServiceLink[], streaming: ServiceLink[]): ServiceLink[] {
  const seen = new Set<ServiceId>();
  return [...artistPages, ...streaming].filter((link) => {
    if (seen.has(link.service)) return false;
    seen.add(link.service);
    return true;
  });
}

export function ListenSection({
  artistPages,
  streaming,
}: {
  artistPages: ServiceLink[];
  streaming: ServiceLink[];
}) {
  return (
    <section aria-labelledby="listen" className="mx-auto max-w-4xl px-gutter pt-stack">
      <h2 id="listen" className="mb-4 text-center eyebrow">
        {m.music_listen()}
      </h2>
      <ArtistLinks links={listenLinks(artistPages, streaming)} label={m.music_streaming_services()} />
    </section>
  );
}
