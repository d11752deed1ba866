import type { ReactNode } from "react";

/**
 * The box every hero shares: 70 % of the viewport high, labelled by its h1.
 * `art` is drawn behind the content, which sits centred over a vignette
 * that keeps its text readable on any art.
 */
export function HeroFrame({ art, children }: { art?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex h-[70svh] flex-col items-center justify-center overflow-hidden px-gutter text-center"
    >
      {art && (
        // The art fades out at its foot into whatever the page's background is there (a
        // gradient, for almostReal), so the hero has no seam.
        <div aria-hidden="true" className="absolute inset-0 -z-10 fade-out-below">
          {art}
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_45%_at_50%_50%,rgb(0_0_0/0.55),transparent)]" />
        </div>
      )}
      <div className="flex flex-col items-center gap-5">{children}</div>
    </section>
  );
}
