import { m } from "#app/i18n/compiled/messages.js";
import { discography } from "#app/modules/music/index.ts";
import { ArtistLinks } from "#app/modules/music/index.ts";
import { Discography } from "#app/modules/music/index.ts";
import { listenLinks } from "#app/modules/music/index.ts";
import { PageSection } from "#app/ui/page-section.tsx";
import { siteConfig } from "#content/site.config.ts";

export function PressMusic() {
  const links = listenLinks(siteConfig.artistPages, siteConfig.streaming);
  const releases = discography(null, siteConfig.releases);
  if (links.length === 0 && releases.length === 0) return null;
  return (
    <PageSection id="music" title={m.press_music()} wide>
      <div className="flex flex-col gap-stack">
        {links.length > 0 && <ArtistLinks links={links} label={m.press_streaming_services()} />}
        {releases.length > 0 && <Discography entries={releases} spotifyFailed={false} />}
      </div>
    </PageSection>
  );
}
