import { siteConfig } from "#content/site.config.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { bandData } from "#app/lib/band-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/about";
import { SizedImage } from "#app/components/sized-image.tsx";

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({ title: "About", path: "/about", siteUrl, description: siteConfig.about }),
    ...(siteUrl ? [{ "script:ld+json": bandData(siteUrl) }] : []),
  ];
}

export default function About() {
  const { membersPhoto } = siteConfig.images;
  return (
    <>
      <PageHeader title="About" />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 px-4 py-12 motion-safe:animate-fade-in">
        <SizedImage image={membersPhoto} fetchPriority="high" className="h-auto w-full rounded-lg" />
        <p className="max-w-2xl text-center font-display text-3xl sm:text-4xl">{siteConfig.about}</p>
      </div>
    </>
  );
}
