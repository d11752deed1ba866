import { siteConfig } from "#content/site.config";
import { getAlbums } from "~/.server/albums";
import { AlbumCard } from "~/components/album-card";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { ReleaseListItem } from "~/components/release-list-item";
import { ServiceIcon } from "~/components/service-icon";
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
            <ExternalLink
              href={page.url}
              aria-label={`${siteConfig.name} on ${page.label}`}
              className="flex size-14 items-center justify-center rounded-full border accent-hover border-white/60"
            >
              <ServiceIcon service={page.service} className="size-7" />
            </ExternalLink>
          </li>
        ))}
      </ul>

      <section aria-labelledby="albums" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="albums" className="mb-8 text-center font-display text-5xl">
          Albums
        </h2>
        {albums.length === 0 ? (
          <p className="text-center text-lg">The albums could not be loaded right now.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
            {albums.map((album) => (
              <li key={album.id}>
                <AlbumCard album={album} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="releases" className="mx-auto max-w-4xl px-4 py-12">
        <h2 id="releases" className="mb-8 text-center font-display text-5xl">
          Releases
        </h2>
        <ul className="flex flex-col gap-10">
          {siteConfig.releases.map((release) => (
            <ReleaseListItem key={release.title} {...release} />
          ))}
        </ul>
      </section>

      <StreamSection links={siteConfig.streaming} />
    </>
  );
}
