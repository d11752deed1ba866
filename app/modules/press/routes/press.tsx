import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import { pressKitData } from "#app/lib/band-data.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PRESS_PATH } from "#app/lib/pages.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import { pressDownloads } from "#app/modules/press/.server/downloads.ts";
import { DRAW_THRESHOLD } from "#app/modules/press/.server/numbers.ts";
import { PressDocuments } from "#app/modules/press/components/press-documents.tsx";
import { PressDraw } from "#app/modules/press/components/press-draw.tsx";
import { PressIntro } from "#app/modules/press/components/press-intro.tsx";
import { PressLogo } from "#app/modules/press/components/press-logo.tsx";
import { PressMusic } from "#app/modules/press/components/press-music.tsx";
import { PressPhotos } from "#app/modules/press/components/press-photos.tsx";
import { PressPlayed } from "#app/modules/press/components/press-played.tsx";
import { PressQuotes } from "#app/modules/press/components/press-quotes.tsx";
import { PressVideos } from "#app/modules/press/components/press-videos.tsx";
import { keyNumbers, monthAndYear, pressQuotes } from "#app/modules/press/press.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/press";

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    ...pageMeta({
      title: m.press_title(),
      path: PRESS_PATH,
      siteUrl,
      description: m.press_description({ band: siteConfig.name, pitch: bandText(siteConfig.press.pitch) }),
    }),
    ...(siteUrl ? [{ "script:ld+json": pressKitData(siteUrl) }] : []),
  ];
}

/** The files to download and the band's live record, ready to render (dates in the band's zone). */
export async function loader({ context }: Route.LoaderArgs) {
  const { press } = servicesOf(context);
  const [downloads, numbers] = await Promise.all([pressDownloads(), press.pressNumbers({ draw: true })]);
  const now = new Date();
  return {
    downloads,
    played: {
      numbers: keyNumbers(siteConfig.press.numbers, numbers, (date) =>
        monthAndYear(date, siteConfig.timeZone),
      ),
      notable: (numbers?.notable ?? []).map((show) => toShowView(show, now, siteConfig)),
    },
    draw: numbers?.draw ?? null,
    drawThreshold: DRAW_THRESHOLD,
  };
}

export default function Press({ loaderData }: Route.ComponentProps) {
  const { downloads, played, draw, drawThreshold } = loaderData;
  const { press } = siteConfig;
  return (
    <>
      <PageHeader title={m.press_title()} />
      <PressIntro />
      <PressPhotos photos={press.photos} downloads={downloads.photos} />
      <PressLogo logo={downloads.logo} />
      <PressMusic />
      <PressVideos videos={press.videos} />
      <PressQuotes quotes={pressQuotes(siteConfig)} />
      <PressPlayed played={played} />
      <PressDraw draw={draw} threshold={drawThreshold} />
      <PressDocuments documents={downloads.documents} />
    </>
  );
}
