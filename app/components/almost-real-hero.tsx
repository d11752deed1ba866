import { preload } from "react-dom";
import { siteConfig } from "#content/site.config.ts";
import { usePageStyle } from "#app/site/page-style.tsx";
import { HeroFrame } from "./hero-frame";
import { ServiceButton } from "./service-button";
import { SizedImage } from "./sized-image";

/** The EP campaign: the EP's art over its own tunnel of blue light, and where to stream it. */
export function AlmostRealHero() {
  const { logo, text, streamLinks } = siteConfig.heroes.almostReal;
  // A CSS background is found only once styles apply: preloaded, as PageHeader does, since
  // the art behind the logo is the largest paint of a phone's first screen.
  preload(usePageStyle().pageHeader, { as: "image", fetchPriority: "high" });
  return (
    <HeroFrame
      // The campaign's header art (the --page-header image this style sets), dimmed behind the logo.
      art={<div className="absolute inset-0 bg-(image:--page-header) bg-cover bg-center opacity-45" />}
    >
      <h1 id="hero-heading">
        <SizedImage image={logo} fetchPriority="high" className="h-auto w-[min(80vw,32rem)]" />
      </h1>
      <p className="text-lead font-semibold tracking-[0.08em] uppercase">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {streamLinks.map((link, index) => (
          <ServiceButton key={link.url} link={link} primary={index === 0} />
        ))}
      </div>
    </HeroFrame>
  );
}
