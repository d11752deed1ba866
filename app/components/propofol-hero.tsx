import { siteConfig } from "#content/site.config.ts";
import { HeroFrame } from "./hero-frame";
import { ServiceButton } from "./service-button";

export function PropofolHero() {
  const { heading, text, watchLink } = siteConfig.heroes.propofol;
  return (
    <HeroFrame>
      <h1 id="hero-heading" className="font-display text-7xl italic sm:text-9xl">
        {heading}
      </h1>
      <p className="text-2xl">{text}</p>
      <ServiceButton link={watchLink} action="Watch on" />
    </HeroFrame>
  );
}
