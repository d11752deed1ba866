import type { ReactNode } from "react";

import { m } from "#app/i18n/compiled/messages.js";
import type { NotFoundOffers } from "#app/lib/not-found.ts";

import { ErrorScreen } from "./error-screen.tsx";
import { Link } from "./link.tsx";
import { Picture } from "./picture.tsx";

/** `offers` is null for a 404 that carries none. */
export function NotFoundScreen({ offers }: { offers: NotFoundOffers | null }) {
  const { nextShow, latestRelease } = offers ?? { nextShow: null, latestRelease: null };
  return (
    <ErrorScreen heading={m.error_not_found_title()} message={m.error_not_found_message()}>
      {(nextShow || latestRelease) && (
        <ul className="grid w-full gap-4 sm:grid-cols-2">
          {nextShow && (
            <Offer to={nextShow.path} label={m.error_next_show()} title={nextShow.place ?? nextShow.heading}>
              {nextShow.place && <span className="text-small">{nextShow.heading}</span>}
              <time dateTime={nextShow.dateTime} className="text-small text-white/80">
                {nextShow.dateText}
              </time>
            </Offer>
          )}
          {latestRelease && (
            <Offer
              to="/music"
              label={m.error_latest_release()}
              title={latestRelease.title}
              picture={
                <Picture
                  image={latestRelease.cover}
                  alt=""
                  sizes="4.5rem"
                  widest={72}
                  loading="lazy"
                  className="size-18 shrink-0 rounded-sm border border-card-border object-cover"
                />
              }
            >
              <span className="text-small text-white/80">{latestRelease.releaseText}</span>
            </Offer>
          )}
        </ul>
      )}
    </ErrorScreen>
  );
}

function Offer({
  to,
  label,
  title,
  picture,
  children,
}: {
  to: string;
  label: string;
  title: string;
  picture?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-center gap-4 rounded-card border accent-hover border-card-border bg-card p-4 text-left"
      >
        {picture}
        <span className="flex flex-col gap-1">
          <span className="eyebrow">{label}</span>
          <span className="font-display text-title uppercase">{title}</span>
          {children}
        </span>
      </Link>
    </li>
  );
}
