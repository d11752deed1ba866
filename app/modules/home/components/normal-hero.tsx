import { HiArrowRight } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import type { ShowView } from "#app/lib/shows/view.ts";
import type { HeroMedia as Media, NormalHero as NormalHeroConfig, SiteConfig } from "#app/site/types.ts";
import { Link } from "#app/ui/link.tsx";
import { ServiceButton } from "#app/ui/service-button.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { FocusKey } from "../campaign.ts";
import { HeroFrame } from "./hero-frame.tsx";
import { HeroMedia, moves } from "./hero-media.tsx";
import { StageRig } from "./stage-rig.tsx";

export function NormalHero({
  hero: { heading, text, media = bandPhoto() },
  focus,
  nextShow,
}: {
  hero: NormalHeroConfig;
  focus: FocusKey | undefined;
  nextShow: ShowView | null;
}) {
  const listen = siteConfig.artistPages[0];
  const lights = !media || !moves(media);
  return (
    <HeroFrame
      art={
        <>
          {media && <HeroMedia media={media} focus={focus} />}
          {lights && <StageRig />}
        </>
      }
      // The lights keep the centre dark themselves.
      vignette={!lights}
    >
      <h1 id="hero-heading" className="font-display text-display tracking-wide uppercase">
        {bandText(heading)}
      </h1>
      <p className="text-lead font-medium">{bandText(text)}</p>
      {nextShow ? (
        <div className="mt-2 flex flex-col items-center gap-2">
          <p aria-hidden="true" className="eyebrow">
            {m.home_next_show()}
          </p>
          <Link to={nextShow.path} className="button-primary">
            <span className="sr-only">{m.home_next_show_named()}</span>
            {nextShowText(nextShow)}
            <HiArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      ) : (
        listen && <ServiceButton link={listen} action={m.home_listen_to_us_on()} primary />
      )}
    </HeroFrame>
  );
}

/**
 * Without a photo or video of its own the hero shows the band's photo (the one About shows), when the
 * config's is a photograph: a drawing, as the sample's is, leaves the drawn stage alone.
 */
export function bandPhoto(images: SiteConfig["images"] = siteConfig.images): Media | undefined {
  const { file } = images.membersPhoto;
  return /\.svg(?:$|\?)/.test(file.src) ? undefined : { photo: file };
}

/** One line of a phone's button. */
function nextShowText(show: ShowView): string {
  // "Thu, Dec 3"; "jue 3 dic": each language's order.
  const day = show.dateParts ? m.home_next_show_day({ ...show.dateParts }) : null;
  return [day, show.place ?? show.venue].filter(Boolean).join(" · ");
}
