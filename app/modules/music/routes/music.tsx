import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { albumsData } from "#app/lib/band-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { Discography } from "#app/modules/music/components/discography.tsx";
import { ListenSection } from "#app/modules/music/components/listen-section.tsx";
import { discography } from "#app/modules/music/discography.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { PageSection } from "#app/ui/page-section.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/music";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({
      title: m.music_title(),
      path: "/music",
      siteUrl,
      description: m.music_description({ band: siteConfig.name }),
    }),
    ...(siteUrl
      ? albumsData(loaderData?.albums ?? [], siteUrl).map((album) => ({ "script:ld+json": album }))
      : []),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { albums: await servicesOf(context).albums.getAlbums() };
}

export default function Music({ loaderData }: Route.ComponentProps) {
  const { albums } = loaderData;
  return (
    <>
      <PageHeader title={m.music_title()} />
      <ListenSection artistPages={siteConfig.artistPages} streaming={siteConfig.streaming} />

      <PageSection id="discography" title={m.music_discography()} wide>
        <Discography entries={discography(albums, siteConfig.releases)} spotifyFailed={albums === null} />
      </PageSection>
    </>
  );
}
