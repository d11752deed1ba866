import { m } from "#app/i18n/compiled/messages.js";
import { bandText } from "#app/i18n/site-languages.ts";
import { PageSection } from "#app/ui/page-section.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { PressDownloads } from "../press.ts";
import { PressDownloadLink } from "./press-download-link.tsx";

export function PressLogo({ logo }: { logo: PressDownloads["logo"] }) {
  const { file, alt } = siteConfig.images.logo;
  return (
    <PageSection id="logo" title={m.press_logo()}>
      <div className="flex flex-col items-center gap-6 rounded-card border border-card-border bg-card p-6">
        <Picture
          image={file}
          alt={bandText(alt)}
          sizes="min(100vw - 5.5rem, 24rem)"
          widest={384}
          loading="lazy"
          className="h-auto w-full max-w-sm"
        />
        <div className="flex flex-wrap justify-center gap-6">
          {logo.svg && (
            <PressDownloadLink file={logo.svg}>
              {`${m.press_download_svg()} `}
              <span className="sr-only">{m.press_of_the_logo()}</span>
            </PressDownloadLink>
          )}
          <PressDownloadLink file={logo.png}>
            {`${m.press_download_png()} `}
            <span className="sr-only">{m.press_of_the_logo()}</span>
          </PressDownloadLink>
        </div>
      </div>
    </PageSection>
  );
}
