import { bandText } from "#app/i18n/site-languages.ts";
import { usePageStyle } from "#app/site/page-style.tsx";
import type { AlmostRealHero as AlmostRealHeroConfig } from "#app/site/types.ts";
import { Picture } from "#app/ui/picture.tsx";
import { ServiceButton } from "#app/ui/service-button.tsx";

import type { FocusKey } from "../campaign.ts";
import { HeroFrame } from "./hero-frame.tsx";
import { HeroMedia } from "./hero-media.tsx";

const LOGO_SIZES = "min(80vw, 32rem)";

export function AlmostRealHero({
  hero: { logo, text, streamLinks, media },
  focus,
}: {
  hero: AlmostRealHeroConfig;
  focus: FocusKey | undefined;
}) {
  const { pageHeader } = usePageStyle();
  return (
    <HeroFrame
      art={
        <HeroMedia
          media={media ?? { photo: pageHeader }}
          focus={focus}
          className={media ? "" : "opacity-45"}
        />
      }
      vignette
    >
      <h1 id="hero-heading">
        <Picture
          image={logo.file}
          alt={bandText(logo.alt)}
          sizes={LOGO_SIZES}
          widest={512}
          fetchPriority="high"
          className="h-auto w-[min(80vw,32rem)]"
        />
      </h1>
      <p className="text-lead font-semibold tracking-[0.08em] uppercase">{bandText(text)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {streamLinks.map((link, index) => (
          <ServiceButton key={link.url} link={link} primary={index === 0} />
        ))}
      </div>
    </HeroFrame>
  );
}
