import { siteConfig } from "#content/site.config.ts";
import { HeroFrame } from "./hero-frame";
import { StageLights } from "./stage-lights";

export function NormalHero() {
  const { heading, text } = siteConfig.heroes.normal;
  return (
    <HeroFrame>
      <StageLights />
      <h1 id="hero-heading" className="relative font-display text-6xl sm:text-8xl">
        {heading}
      </h1>
      <p className="relative text-xl">{text}</p>
    </HeroFrame>
  );
}
