import type { AlbumCard as AlbumCardData } from "~/lib/albums";
import { ExternalLink } from "./external-link";

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
          className="aspect-square w-full rounded object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full rounded bg-white/10" />
      )}
      <span className="mt-3 block font-display text-2xl">{album.name}</span>
      <span className="block text-white/80">{album.releaseText}</span>
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
