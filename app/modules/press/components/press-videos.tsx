import { HiPlay } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import { safeHttpUrl } from "#app/lib/links.ts";
import type { PressKit } from "#app/site/types.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { PageSection } from "#app/ui/page-section.tsx";

/** The band's videos as links to where they play (no player embedded: no other site's scripts). */
export function PressVideos({ videos }: { videos: PressKit["videos"] }) {
  const links = videos.flatMap((video) => {
    const url = safeHttpUrl(video.url);
    return url ? [{ title: video.title, url, site: new URL(url).hostname.replace(/^www\./, "") }] : [];
  });
  if (links.length === 0) return null;
  return (
    <PageSection id="videos" title={m.press_videos()}>
      <ul className="flex flex-col gap-2">
        {links.map((video) => (
          <li key={video.url}>
            <ExternalLink
              href={video.url}
              className="inline-flex min-h-11 items-center gap-2 accent-hover font-semibold underline decoration-white/30 underline-offset-4"
            >
              <HiPlay aria-hidden="true" className="size-5 shrink-0" />
              {video.title}
            </ExternalLink>{" "}
            <span className="text-small text-white/80">({video.site})</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
