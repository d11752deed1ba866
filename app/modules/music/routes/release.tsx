import { HiArrowLeft } from "react-icons/hi";
import { data } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { pageMeta } from "#app/lib/meta.ts";
import { ReleaseLinks } from "#app/modules/music/components/release-links.tsx";
import { discography } from "#app/modules/music/discography.ts";
import { releaseData } from "#app/modules/music/release-data.ts";
import { isFutureRelease } from "#app/modules/music/release-day.ts";
import { RELEASE_SLUG, releasePath } from "#app/modules/music/release-slug.ts";
import { releaseText } from "#app/modules/music/release-text.ts";
import { reminderOffer } from "#app/modules/reminders/.server/reminders.ts";
import { RemindBox } from "#app/modules/reminders/index.ts";
import { releaseShareCard, releaseShareImagePath, shareCardAlt } from "#app/modules/share/index.ts";
import { Link } from "#app/ui/link.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/release";

// One column on a phone, up to 384 px wide; beside the text from 640 px, 320 px.
const COVER_SIZES = "(min-width: 640px) 320px, (min-width: 424px) 384px, calc(100vw - 40px)";

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!RELEASE_SLUG.test(params.slug)) throw await notFound(services);
  const albums = await services.albums.getAlbums();
  const entry = discography(albums, siteConfig.releases).find((release) => release.slug === params.slug);
  if (!entry) {
    // Spotify did not answer: its albums' pages may come back, so not a 404 (and not kept).
    if (albums === null)
      return data({ release: null, releaseData: null, remind: null, image: null }, { status: 503 });
    throw await notFound(services);
  }
  const upcoming = isFutureRelease(entry, new Date());
  const text = releaseText(entry.releaseText);
  const card = releaseShareCard({ title: entry.title, releaseText: text, upcoming });
  return {
    image: { path: releaseShareImagePath(entry.slug), alt: shareCardAlt(card) },
    release: { ...entry, releaseText: text },
    releaseData: releaseData(entry, services.env.siteUrl),
    // "E-mail me on release day" while the release is to come, where the site can send mail.
    remind: reminderOffer(services.reminders, { release: entry.slug }, upcoming),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  const release = loaderData?.release;
  if (!release) return pageMeta({ title: m.music_title(), path: location.pathname, siteUrl });
  return [
    ...pageMeta({
      title: release.title,
      description: m.music_release_description({
        title: release.title,
        band: siteConfig.name,
        release: release.releaseText,
      }),
      path: releasePath(release.slug),
      siteUrl,
      image: loaderData.image,
    }),
    ...(loaderData.releaseData ? [{ "script:ld+json": loaderData.releaseData }] : []),
  ];
}

export default function ReleasePage({ loaderData }: Route.ComponentProps) {
  const { release, remind } = loaderData;
  if (!release) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-gutter py-section text-center">
        <h1 className="font-display text-display uppercase">{m.music_title()}</h1>
        <p role="status" className="text-lead">
          {m.music_release_unavailable()}
        </p>
        <AllMusicLink />
      </section>
    );
  }
  return (
    <article className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-stack px-gutter py-section sm:grid-cols-[20rem_minmax(0,1fr)] sm:gap-x-10">
      {release.cover ? (
        <Picture
          image={release.cover}
          alt={m.music_release_cover({ title: release.title })}
          sizes={COVER_SIZES}
          widest={384}
          fetchPriority="high"
          className="aspect-square h-auto w-full max-w-sm rounded-sm border border-card-border object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-square w-full max-w-sm rounded-card border border-card-border bg-card"
        />
      )}
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="font-display text-heading uppercase">{release.title}</h1>
          <p className="text-lead text-white/80">{release.releaseText}</p>
        </div>
        {(release.totalTracks !== null || release.credits.length > 0) && (
          <dl className="flex flex-col gap-3">
            {release.totalTracks !== null && (
              <Fact label={m.music_release_tracks()} value={release.totalTracks} />
            )}
            {release.credits.map((credit) => (
              <Fact key={credit.label} label={credit.label} value={credit.value} />
            ))}
          </dl>
        )}
        {release.listen.length > 0 && <ReleaseLinks title={release.title} links={release.listen} />}
        {remind && <RemindBox offer={remind} title={release.title} from={releasePath(release.slug)} />}
        <AllMusicLink />
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-caption font-bold tracking-[0.12em] text-white/80 uppercase">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function AllMusicLink() {
  return (
    <Link
      to="/music"
      className="inline-flex min-h-11 items-center gap-2 self-start accent-hover font-semibold underline decoration-white/30 underline-offset-4"
    >
      <HiArrowLeft aria-hidden="true" className="size-4" />
      {m.music_release_all_music()}
    </Link>
  );
}
