import type { Release } from "#app/site/types.ts";
import { ExternalLink } from "./external-link";

/** One release with its credits: cover, title, release, written/produced/recorded, a link. */
export function ReleaseListItem({
  imgSrc,
  title,
  release,
  writtenBy,
  producedBy,
  recordedAt,
  link,
}: Release) {
  return (
    <li className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <img
        src={imgSrc}
        alt={`${title} cover`}
        width={640}
        height={640}
        loading="lazy"
        className="aspect-square size-40 shrink-0 rounded object-cover"
      />
      <div className="flex flex-col gap-1">
        <h3 className="font-display text-3xl">{title}</h3>
        <p className="text-white/80">{release}</p>
        <p>Written by {writtenBy}</p>
        <p>Produced by {producedBy}</p>
        <p>Recorded at {recordedAt}</p>
        <ExternalLink href={link} className="mt-1 accent-hover underline underline-offset-4">
          Listen to {title}
        </ExternalLink>
      </div>
    </li>
  );
}
