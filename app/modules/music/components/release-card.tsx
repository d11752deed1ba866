import { HiChevronDown } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import type { DiscographyEntry } from "#app/modules/music/discography.ts";
import { releasePath } from "#app/modules/music/release-slug.ts";
import { releaseText } from "#app/modules/music/release-text.ts";
import { onService } from "#app/site/services.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { Link } from "#app/ui/link.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { ServiceIcon } from "#app/ui/service-icon.tsx";

const COVER_SIZES =
  "(min-width: 1152px) 260px, (min-width: 1024px) calc(25vw - 28px), (min-width: 640px) calc(33vw - 30px), calc(50vw - 28px)";

/**
 * Spotify's link back to the album comes first in "Listen on", as Spotify's display rules ask. The title's
 * link opens the release's page, stretched over the cover too (`row-link`): one link, tapped anywhere there.
 */
export function ReleaseCard({ entry }: { entry: DiscographyEntry }) {
  return (
    <article className="flex h-full flex-col gap-3">
      <div className="relative flex flex-col gap-3">
        {entry.cover ? (
          <Picture
            image={entry.cover}
            alt=""
            sizes={COVER_SIZES}
            // The widest a cover gets: a third of a 1023 px screen, less its margins and gaps.
            widest={312}
            loading="lazy"
            className="aspect-square h-auto w-full rounded-sm border border-card-border object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="aspect-square w-full rounded-card border border-card-border bg-card"
          />
        )}
        <div>
          <h3 className="font-display text-title uppercase">
            <Link
              to={releasePath(entry.slug)}
              className="row-link inline-flex min-h-11 items-center accent-hover"
            >
              {entry.title}
            </Link>
          </h3>
          <p className="text-small text-white/80">{releaseText(entry.releaseText)}</p>
        </div>
      </div>
      {entry.credits.length > 0 && (
        <details className="group text-small">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 accent-hover font-semibold underline decoration-white/30 underline-offset-4 [&::-webkit-details-marker]:hidden">
            {m.music_credits()} <span className="sr-only">{m.music_credits_of({ title: entry.title })}</span>
            <HiChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <dl className="mt-2 flex flex-col gap-1.5">
            {entry.credits.map((credit) => (
              <div key={credit.label}>
                <dt className="text-caption font-bold tracking-[0.12em] text-white/80 uppercase">
                  {credit.label}
                </dt>
                <dd>{credit.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {entry.listen.length > 0 && (
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <span className="text-caption font-bold tracking-[0.12em] whitespace-nowrap text-white/80 uppercase">
            {m.music_listen_on()}
          </span>
          <ul className="flex flex-wrap gap-1.5">
            {entry.listen.map((link) => (
              <li key={link.service}>
                <ExternalLink
                  href={link.url}
                  aria-label={onService(entry.title, link)}
                  className="flex size-11 items-center justify-center rounded-full border accent-hover border-white/30"
                >
                  <ServiceIcon
                    service={link.service}
                    className={`size-5 ${link.service === "spotify" ? "text-[#1ed760]" : ""}`}
                  />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
