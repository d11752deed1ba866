import { SiSpotify } from "react-icons/si";
import type { AlbumCard as AlbumCardData } from "#app/lib/albums.ts";
import { ExternalLink } from "./external-link";

/**
 * One album, as Spotify's display rules ask for its content: the cover
 * uncropped, the name, the Spotify logo and a link back to the album.
 */
export function AlbumCard({ album }: { album: AlbumCardData }) {
  const content = (
    <>
      {album.cover ? (
        <img
          src={album.cover.src}
          alt=""
          width={album.cover.width}
          height={album.cover.height}
          loading="lazy"
          className="h-auto w-full rounded"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full rounded bg-white/10" />
      )}
      <span className="mt-3 block font-display text-2xl">{album.name}</span>
      <span className="block text-white/80">{album.releaseText}</span>
      {album.url && (
        <span className="mt-2 flex items-center gap-2 text-sm">
          <SiSpotify aria-hidden="true" className="size-5 shrink-0 text-[#1ed760]" />
          Listen on Spotify
        </span>
      )}
    </>
  );
  return album.url ? (
    <ExternalLink href={album.url} className="block accent-hover">
      {content}
    </ExternalLink>
  ) : (
    <div>{content}</div>
  );
}
