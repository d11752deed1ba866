import type { ReactNode } from "react";

import { m } from "#app/i18n/compiled/messages.js";
import { UPCOMING_SHOWS_ID } from "#app/modules/shows/index.ts";

/**
 * Art that keeps the centre dark needs nothing more; the band's own photo or video gets `vignette`.
 * On a phone the frame leaves 19rem of the first screen for the top bar, the list's heading and the
 * first show, so a fan sees the dates without scrolling; from 640 px it is 70 % of the screen, and from
 * 1024 px the screen less 20rem (never under 26rem), so a laptop's first screen shows the first dates too.
 * A minimum, so content may grow it.
 */
export function HeroFrame({
  art,
  vignette = false,
  children,
}: {
  art?: ReactNode;
  vignette?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[min(70svh,calc(100svh-19rem))] flex-col items-center overflow-hidden px-gutter text-center sm:min-h-[70svh] lg:min-h-[max(26rem,100svh-20rem)]"
    >
      {art && (
        // Fades into the page's background below (a gradient, for almostReal): no seam.
        <div aria-hidden="true" className="absolute inset-0 -z-10 fade-out-below">
          {art}
          {vignette && (
            <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_45%_at_50%_50%,rgb(0_0_0/0.55),transparent)]" />
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col items-center justify-center gap-5 py-6">{children}</div>
      <a
        href={`#${UPCOMING_SHOWS_ID}`}
        className="mb-3 inline-flex min-h-11 items-center gap-2 accent-hover px-3 text-small font-bold tracking-[0.14em] uppercase underline decoration-white/30 underline-offset-4"
      >
        {m.home_tour_dates()} <span aria-hidden="true">↓</span>
      </a>
    </section>
  );
}
