import type { ShowView } from "#app/lib/shows/view.ts";
import type { PageStyle } from "#app/site/page-styles.ts";

import { AlmostRealHero } from "./almost-real-hero.tsx";
import { NormalHero } from "./normal-hero.tsx";
import { PropofolHero } from "./propofol-hero.tsx";

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
