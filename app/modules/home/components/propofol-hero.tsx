import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
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
      <p className="eyebrow">{bandText(label)}</p>
      <h1 id="hero-heading" className="font-display text-hero tracking-wide uppercase">
        {bandText(heading)}
      </h1>
      <p className="text-lead font-medium">{bandText(text)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ServiceButton link={watchLink} action={m.home_watch_on()} primary />
        {listenLink && <ServiceButton link={listenLink} action={m.home_listen_on()} />}
      </div>
    </HeroFrame>
  );
}
