import { ServiceButton } from "#app/ui/service-button.tsx";
import { siteConfig } from "#content/site.config.ts";

import { HeroFrame } from "./hero-frame.tsx";
import { HeroMedia } from "./hero-media.tsx";
import { PropofolArt } from "./propofol-art.tsx";

export function PropofolHero() {
  const { label, heading, text, watchLink, listenLink, media } = siteConfig.heroes.propofol;
  return (
    <HeroFrame art={media ? <HeroMedia media={media} /> : <PropofolArt />} vignette={media !== undefined}>
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
