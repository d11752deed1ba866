import type { ReactNode } from "react";

/** The box every hero shares: 70 % of the viewport high, content centred, labelled by its h1. */
export function HeroFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative flex h-[70svh] flex-col items-center justify-center gap-6 overflow-hidden px-4 text-center"
    >
      {children}
    </section>
  );
}
