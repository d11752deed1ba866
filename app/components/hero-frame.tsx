import type { ReactNode } from "react";

/**
 * The box every hero shares: 70 % of the viewport high, labelled by its h1.
 * `art` is drawn behind the content, which sits centred. Art that keeps the
 * centre dark itself (the stage lights, the single's key art) needs nothing
 * more; the band's own photo or video gets the frame's `vignette`, which keeps
 * the text readable on any picture.
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
      className="relative isolate flex h-[70svh] flex-col items-center justify-center overflow-hidden px-gutter text-center"
    >
      {art && (
        // The art fades out at its foot into whatever the page's background is there (a
        // gradient, for almostReal), so the hero has no seam.
        <div aria-hidden="true" className="absolute inset-0 -z-10 fade-out-below">
          {art}
          {vignette && (
            <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_45%_at_50%_50%,rgb(0_0_0/0.55),transparent)]" />
          )}
        </div>
      )}
      <div className="flex flex-col items-center gap-5">{children}</div>
    </section>
  );
}
