import type { ShowView } from "#app/lib/shows/view.ts";
import type { PageStyle } from "#app/site/page-styles.ts";
import { AlmostRealHero } from "./almost-real-hero.tsx";
import { NormalHero } from "./normal-hero.tsx";
import { PropofolHero } from "./propofol-hero.tsx";

/** Home's hero: each page style has its own. `nextShow` is the soonest listed show, if any. */
export function Hero({ style, nextShow }: { style: PageStyle; nextShow: ShowView | null }) {
  switch (style.hero) {
    case "normal":
      return <NormalHero nextShow={nextShow} />;
    case "almostReal":
      return <AlmostRealHero />;
    case "propofol":
      return <PropofolHero />;
  }
}
