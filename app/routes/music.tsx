import { siteConfig } from "#content/site.config";
import { getAlbums } from "~/.server/albums";
import { AlbumList } from "~/components/album-list";
import { PageHeader } from "~/components/page-header";
import { PageSection } from "~/components/page-section";
import { ReleaseListItem } from "~/components/release-list-item";
import { ServiceIconLink } from "~/components/service-icon-link";
import { StreamSection } from "~/components/stream-section";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/music";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: "Music", path: "/music", siteUrl: matches[0]?.loaderData?.siteUrl });
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
