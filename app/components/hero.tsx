import { siteConfig } from "#content/site.config";
import type { PageStyle } from "~/site/page-styles";
import { ServiceButton } from "./service-button";

const heroFrame =
  "relative flex h-[70svh] flex-col items-center justify-center gap-6 overflow-hidden px-4 text-center";

/** Home's hero, 70 % of the viewport high; each page style has its own. */
export function Hero({ style }: { style: PageStyle }) {
  switch (style.hero) {
    case "normal":
      return <NormalHero />;
    case "almostReal":
      return <AlmostRealHero />;
    case "propofol":
      return <PropofolHero />;
  }
}

function NormalHero() {
  const { heading, text } = siteConfig.heroes.normal;
  return (
    <section aria-labelledby="hero-heading" className={heroFrame}>
      <StageLights />
      <h1 id="hero-heading" className="relative font-display text-6xl sm:text-8xl">
        {heading}
      </h1>
      <p className="relative text-xl">{text}</p>
    </section>
  );
}

/** The looping visual behind the normal hero: pure CSS, still under reduced motion. */
function StageLights() {
  const beam =
    "absolute top-[-20%] h-[140%] w-1/3 origin-top bg-gradient-to-b from-accent/70 to-transparent blur-2xl motion-safe:animate-[sweep_6s_ease-in-out_infinite_alternate]";
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <div className={`${beam} left-[10%] -rotate-12`} />
      <div className={`${beam} left-[55%] rotate-12 [animation-delay:-3s]`} />
      <div className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-black to-transparent" />
    </div>
  );
}

function AlmostRealHero() {
  const { logo, text, streamLinks } = siteConfig.heroes.almostReal;
  return (
    <section aria-labelledby="hero-heading" className={heroFrame}>
      <h1 id="hero-heading">
        <img
          src={logo.src}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
          fetchPriority="high"
          className="h-auto w-[min(80vw,32rem)]"
        />
      </h1>
      <p className="text-2xl">{text}</p>
      <div className="flex flex-wrap justify-center gap-4">
        {streamLinks.map((link) => (
          <ServiceButton key={link.url} link={link} />
        ))}
      </div>
    </section>
  );
}

function PropofolHero() {
  const { heading, text, watchLink } = siteConfig.heroes.propofol;
  return (
    <section aria-labelledby="hero-heading" className={heroFrame}>
      <h1 id="hero-heading" className="font-display text-7xl italic sm:text-9xl">
        {heading}
      </h1>
      <p className="text-2xl">{text}</p>
      <ServiceButton link={watchLink} action="Watch on" />
    </section>
  );
}
