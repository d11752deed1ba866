import { PageSection } from "#app/ui/page-section.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { PressDownloads } from "../press.ts";
import { PressDownloadLink } from "./press-download-link.tsx";

export function PressLogo({ logo }: { logo: PressDownloads["logo"] }) {
  const { file, alt } = siteConfig.images.logo;
  return (
    <PageSection id="logo" title="Logo">
      <div className="flex flex-col items-center gap-6 rounded-card border border-card-border bg-card p-6">
        <Picture
          image={file}
          alt={alt}
          sizes="min(100vw - 5.5rem, 24rem)"
          widest={384}
          loading="lazy"
          className="h-auto w-full max-w-sm"
        />
        <div className="flex flex-wrap justify-center gap-6">
          {logo.svg && (
            <PressDownloadLink file={logo.svg}>
              Download SVG <span className="sr-only">of the logo</span>
            </PressDownloadLink>
          )}
          <PressDownloadLink file={logo.png}>
            Download PNG <span className="sr-only">of the logo</span>
          </PressDownloadLink>
        </div>
      </div>
    </PageSection>
  );
}
