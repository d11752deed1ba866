import type { PropofolHero as PropofolHeroConfig } from "#app/site/types.ts";
import { ServiceButton } from "#app/ui/service-button.tsx";

import type { FocusKey } from "../campaign.ts";
import { HeroFrame } from "./hero-frame.tsx";
import { HeroMedia } from "./hero-media.tsx";
import { PropofolArt } from "./propofol-art.tsx";

export function PropofolHero({
  hero: { label, heading, text, watchLink, listenLink, media },
  focus,
}: {
  hero: PropofolHeroConfig;
  focus: FocusKey | undefined;
}) {
  return (
    <HeroFrame
      art={media ? <HeroMedia media={media} focus={focus} /> : <PropofolArt />}
      vignette={media !== undefined}
    >
      <p className="eyebrow">{label}</p>
      <h1 id="hero-heading" className="font-display text-hero tracking-wide uppercase">
        {heading}
      </h1>
      <p className="text-lead font-medium">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ServiceButton link={watchLink} action="Watch on" primary />
        {listenLink && <ServiceButton link={listenLink} action="Listen on" />}
      </div>
    </HeroFrame>
  );
}
