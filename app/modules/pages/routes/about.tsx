import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
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
    ...pageMeta({
      title: m.pages_about_title(),
      path: "/about",
      siteUrl,
      description: bandText(siteConfig.about),
    }),
    ...(siteUrl ? [{ "script:ld+json": bandData(siteUrl) }] : []),
  ];
}

export default function About() {
  const { membersPhoto } = siteConfig.images;
  const { about, bio, members, pressQuote } = siteConfig;
  return (
    <>
      <PageHeader title={m.pages_about_title()} />
      {/* From 1024 px the photo stands beside the words, so the story starts on the first screen. */}
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-stack px-gutter py-section motion-safe:animate-fade-in lg:grid-cols-2 lg:gap-x-16">
        <Picture
          image={membersPhoto.file}
          alt={bandText(membersPhoto.alt)}
          sizes="(min-width: 64rem) min(50vw - 4rem, 34rem), min(100vw - 2.5rem, 61.5rem)"
          widest={984}
          fetchPriority="high"
          // At most 28rem high (cropped from its middle) when it leads the page.
          className="h-auto max-h-[28rem] w-full self-start rounded-card border border-card-border object-cover lg:col-start-2 lg:row-span-2 lg:row-start-1"
        />
        <p className="mx-auto max-w-3xl text-center font-display text-title text-pretty uppercase lg:mx-0 lg:text-left">
          {bandText(about)}
        </p>
        <BandStory bio={bio} members={members} />
        {pressQuote && (
          <div className="lg:col-span-2">
            <PressQuoteFigure quote={pressQuote} />
          </div>
        )}
        <p className="text-center lg:col-span-2">
          <Link to={PRESS_PATH} className="button-secondary accent-hover">
            {m.pages_press_kit()}
          </Link>
        </p>
      </div>
    </>
  );
}
