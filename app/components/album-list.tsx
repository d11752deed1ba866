import type { AlbumCard as AlbumCardData } from "#app/lib/albums.ts";
import { AlbumCard } from "./album-card";

export const ALBUMS_UNAVAILABLE_MESSAGE = "The albums could not be loaded right now. Please check back soon.";
export const NO_ALBUMS_MESSAGE = "No albums yet.";

/** The band's albums as a grid of cards; null: they could not be loaded. */
export function AlbumList({ albums }: { albums: AlbumCardData[] | null }) {
  if (albums === null || albums.length === 0) {
    return (
      <p className="text-center text-lg">
        {albums === null ? ALBUMS_UNAVAILABLE_MESSAGE : NO_ALBUMS_MESSAGE}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
      {albums.map((album) => (
        <li key={album.id}>
          <AlbumCard album={album} />
        </li>
      ))}
    </ul>
  );
}
