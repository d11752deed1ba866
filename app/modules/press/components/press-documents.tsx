import { m } from "#app/i18n/compiled/messages.js";
import { PageSection } from "#app/ui/page-section.tsx";

import type { PressDownloads } from "../press.ts";
import { PressDownloadLink } from "./press-download-link.tsx";

export function PressDocuments({ documents }: { documents: PressDownloads["documents"] }) {
  if (documents.length === 0) return null;
  return (
    <PageSection id="engineer" title={m.press_engineer()}>
      <ul className="flex flex-col gap-4">
        {documents.map((document) => (
          <li key={document.kind}>
            <PressDownloadLink file={document.download}>{document.label}</PressDownloadLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
