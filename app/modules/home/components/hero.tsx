import type { ShowView } from "#app/lib/shows/view.ts";
import type { PageStyle } from "#app/site/page-styles.ts";

import type { CurrentCampaign } from "../campaign.ts";
import { AlmostRealHero } from "./almost-real-hero.tsx";
import { NormalHero } from "./normal-hero.tsx";
import { PropofolHero } from "./propofol-hero.tsx";

export function Hero({
  style,
  campaign: { heroes, focus },
  nextShow,
}: {
  style: PageStyle;
  campaign: Pick<CurrentCampaign, "heroes" | "focus">;
  nextShow: ShowView | null;
}) {
  switch (style.hero) {
    case "normal":
      return <NormalHero hero={heroes.normal} focus={focus.normal} nextShow={nextShow} />;
    case "almostReal":
      return <AlmostRealHero hero={heroes.almostReal} focus={focus.almostReal} />;
    case "propofol":
      return <PropofolHero hero={heroes.propofol} focus={focus.propofol} />;
  }
}
