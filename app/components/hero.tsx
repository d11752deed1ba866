import type { PageStyle } from "#app/site/page-styles.ts";
import { AlmostRealHero } from "./almost-real-hero";
import { NormalHero } from "./normal-hero";
import { PropofolHero } from "./propofol-hero";

/** Home's hero: each page style has its own. */
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
