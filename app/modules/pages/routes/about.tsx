import { bandData } from "#app/lib/band-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PRESS_PATH } from "#app/lib/pages.ts";
import { BandStory } from "#app/modules/pages/components/band-story.tsx";
import { PressQuoteFigure } from "#app/modules/press/index.ts";
import { Link } from "#app/ui/link.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({ title: "About", path: "/about", siteUrl, description: siteConfig.about }),
    ...(siteUrl ? [{ "script:ld+json": bandData(siteUrl) }] : []),
  ];
}

export default function About() {
  const { membersPhoto } = siteConfig.images;
  const { about, bio, members, pressQuote } = siteConfig;
  return (
    <>
      <PageHeader title="About" />
      <div className="mx-auto flex max-w-5xl flex-col gap-stack px-gutter py-section motion-safe:animate-fade-in">
        <Picture
          image={membersPhoto.file}
          alt={membersPhoto.alt}
          sizes="min(100vw - 2.5rem, 61.5rem)"
          widest={984}
          fetchPriority="high"
          // At most 28rem high on a wide screen (cropped from the middle), so the words start on the first screen.
          className="h-auto max-h-[28rem] w-full rounded-card border border-card-border object-cover"
        />
        <p className="mx-auto max-w-3xl text-center font-display text-title text-pretty uppercase">{about}</p>
        <BandStory bio={bio} members={members} />
        {pressQuote && <PressQuoteFigure quote={pressQuote} />}
        <p className="text-center">
          <Link to={PRESS_PATH} className="button-secondary accent-hover">
            Press kit
          </Link>
        </p>
      </div>
    </>
  );
}
