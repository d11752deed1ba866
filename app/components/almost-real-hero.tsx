import { siteConfig } from "#content/site.config.ts";
import { HeroFrame } from "./hero-frame";
import { ServiceButton } from "./service-button";
import { SizedImage } from "./sized-image";

export function AlmostRealHero() {
  const { logo, text, streamLinks } = siteConfig.heroes.almostReal;
  return (
    <HeroFrame>
      <h1 id="hero-heading">
        <SizedImage image={logo} fetchPriority="high" className="h-auto w-[min(80vw,32rem)]" />
      </h1>
      <p className="text-2xl">{text}</p>
      <div className="flex flex-wrap justify-center gap-4">
        {streamLinks.map((link) => (
          <ServiceButton key={link.url} link={link} />
        ))}
      </div>
    </HeroFrame>
  );
}
