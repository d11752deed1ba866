import type { DiscographyEntry } from "#app/modules/music/discography.ts";

import { ReleaseCard } from "./release-card.tsx";

export const ALBUMS_UNAVAILABLE_MESSAGE = "The albums could not be loaded right now. Please check back soon.";
export const NO_ALBUMS_MESSAGE = "No albums yet.";

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
          {ALBUMS_UNAVAILABLE_MESSAGE}
        </p>
      )}
      {entries.length === 0 ? (
        !spotifyFailed && <p className="text-center text-lead">{NO_ALBUMS_MESSAGE}</p>
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
