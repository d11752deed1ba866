import type { ServiceLink } from "#app/site/types.ts";
import { ArtistLinks } from "./artist-links.tsx";
import { PageSection } from "./page-section.tsx";

/** A heading and a wrapping row of links to the band on every streaming service. */
export function StreamSection({ links }: { links: ServiceLink[] }) {
  return (
    <PageSection id="stream" title="Stream">
      <ArtistLinks links={links} label="Streaming services" />
    </PageSection>
  );
}
