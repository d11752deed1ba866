import { siteConfig } from "#content/site.config.ts";
import { getAlbums } from "#app/.server/albums/index.ts";
import { AlbumList } from "#app/components/album-list.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { ReleaseListItem } from "#app/components/release-list-item.tsx";
import { ServiceIconLink } from "#app/components/service-icon-link.tsx";
import { StreamSection } from "#app/components/stream-section.tsx";
import { albumsData } from "#app/lib/band-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/music";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({
      title: "Music",
      path: "/music",
      siteUrl,
      description: `The albums and releases of ${siteConfig.name}, and where to stream them.`,
    }),
    ...(siteUrl
      ? albumsData(loaderData?.albums ?? [], siteUrl).map((album) => ({ "script:ld+json": album }))
      : []),
  ];
}

export async function loader() {
  return { albums: await getAlbums() };
}

export default function Music({ loaderData }: Route.ComponentProps) {
  const { albums } = loaderData;
  return (
    <>
      <PageHeader title="Music" />
      <ul aria-label="Artist pages" className="flex justify-center gap-6 pt-10">
        {siteConfig.artistPages.map((page) => (
          <li key={page.url}>
            <ServiceIconLink link={page} large />
          </li>
        ))}
      </ul>

      <PageSection id="albums" title="Albums" wide>
        <AlbumList albums={albums} />
      </PageSection>

      <PageSection id="releases" title="Releases">
        <ul className="flex flex-col gap-10">
          {siteConfig.releases.map((release) => (
            <ReleaseListItem key={release.title} {...release} />
          ))}
        </ul>
      </PageSection>

      <StreamSection links={siteConfig.streaming} />
    </>
  );
}
