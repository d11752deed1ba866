import { m } from "#app/i18n/compiled/messages.js";
import { BASE_LANGUAGE } from "#app/i18n/languages.ts";
import type { DiscographyEntry } from "#app/modules/music/discography.ts";

import { ReleaseCard } from "./release-card.tsx";

// The English words, for the tests that look for them: the page says them in its own language.
export const ALBUMS_UNAVAILABLE_MESSAGE = m.music_albums_unavailable({}, { locale: BASE_LANGUAGE });
export const NO_ALBUMS_MESSAGE = m.music_no_albums({}, { locale: BASE_LANGUAGE });

export function Discography({
  entries,
  spotifyFailed,
}: {
  entries: DiscographyEntry[];
  spotifyFailed: boolean;
}) {
  return (
    <>
      {spotifyFailed && (
        <p role="status" className="mb-stack text-center text-lead">
          {m.music_albums_unavailable()}
        </p>
      )}
      {entries.length === 0 ? (
        !spotifyFailed && <p className="text-center text-lead">{m.music_no_albums()}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
          {entries.map((entry) => (
            <li key={entry.key}>
              <ReleaseCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
