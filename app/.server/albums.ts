import { sampleAlbums } from "#content/sample-albums";
import { toAlbumCards, type AlbumCard } from "~/lib/albums";
import { log } from "./log";

/**
 * The one way into the band's albums. This reads the sample catalog in
 * Spotify's album shape; the Spotify client plugs in here.
 */
export async function getAlbums(): Promise<AlbumCard[]> {
  return toAlbumCards(sampleAlbums, (item, problem) => {
    log("warn", "skipped an invalid album", {
      id: (item as { id?: unknown } | null)?.id ?? null,
      problem,
    });
  });
}
