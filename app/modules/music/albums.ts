import { z } from "zod";

import { safeHttpsUrl } from "#app/lib/links.ts";
import { formatSrcset } from "#app/lib/srcset.ts";
import type { ImageFile } from "#app/site/types.ts";

/** Only the fields the site uses; the sample catalog in content/ has the same shape. */
export const spotifyAlbumSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().trim().min(1),
    release_date: z.string(),
    release_date_precision: z.enum(["year", "month", "day"]),
    images: z.array(
      z.object({
        url: z.string(),
        width: z.number().int().positive().nullish(),
        height: z.number().int().positive().nullish(),
      }),
    ),
    external_urls: z.object({ spotify: z.string().optional() }),
    total_tracks: z.number().int().positive().optional(),
  })
  .refine((album) => formatReleaseDate(album.release_date, album.release_date_precision) !== null, {
    message: "release_date does not match release_date_precision",
    path: ["release_date"],
  });

export type SpotifyAlbum = z.infer<typeof spotifyAlbumSchema>;

export interface AlbumCard {
  id: string;
  name: string;
  releaseText: string;
  released: string;
  cover: ImageFile | null;
  url: string | null;
  /** Spotify lists how many tracks an album has, not which. */
  totalTracks?: number;
}

const PRECISION_PATTERNS = {
  year: /^(\d{4})$/,
  month: /^(\d{4})-(\d{2})$/,
  day: /^(\d{4})-(\d{2})-(\d{2})$/,
} as const;

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

/** A calendar date, not an instant: formatted in UTC, the same in every zone. */
export function formatReleaseDate(
  releaseDate: string,
  precision: keyof typeof PRECISION_PATTERNS,
): string | null {
  const match = PRECISION_PATTERNS[precision].exec(releaseDate);
  if (!match) return null;
  const year = Number(match[1]);
  if (precision === "year") return String(year);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  // Only the month's name comes from Intl: Date.UTC reads years 0-99 as 1900-1999.
  return `${monthName.format(Date.UTC(2000, month - 1, 1))} ${year}`;
}

const COVER_SIZE = 640;
/** "/assets/x.svg", but not the protocol-relative "//elsewhere.example". */
const SITE_PATH = /^\/(?![/\\])/;

// Spotify's covers are https URLs; the sample catalog's are this site's own paths.
const coverUrl = (url: string) => safeHttpsUrl(url) ?? (SITE_PATH.test(url) ? url : null);

/** The first image as Spotify's display rules ask, every safe one with a width to pick from. */
function toCover(images: SpotifyAlbum["images"]): ImageFile | null {
  const first = images[0];
  const src = first && coverUrl(first.url);
  if (!first || !src) return null;
  const choices = images.flatMap(({ url, width }) => {
    const safe = coverUrl(url);
    // A URL with a space or comma would break the list; Spotify's have neither.
    return safe && width && !/[\s,]/.test(safe) ? [{ url: safe, width }] : [];
  });
  return {
    id: "",
    src,
    ...(choices.length > 1 && { srcset: formatSrcset(choices) }),
    width: first.width ?? COVER_SIZE,
    height: first.height ?? COVER_SIZE,
    sources: [],
  };
}

export function toAlbumCard(album: SpotifyAlbum): AlbumCard {
  return {
    id: album.id,
    name: album.name,
    releaseText: formatReleaseDate(album.release_date, album.release_date_precision)!,
    released: album.release_date,
    cover: toCover(album.images),
    url: safeHttpsUrl(album.external_urls.spotify),
    ...(album.total_tracks !== undefined && { totalTracks: album.total_tracks }),
  };
}

/** Spotify repeats albums across pages: a duplicate id appears once. */
export function toAlbumCards(
  items: readonly unknown[],
  onInvalid: (item: unknown, problem: string) => void,
): AlbumCard[] {
  const seen = new Set<string>();
  const cards: AlbumCard[] = [];
  for (const item of items) {
    const parsed = spotifyAlbumSchema.safeParse(item);
    if (!parsed.success) {
      onInvalid(item, z.prettifyError(parsed.error));
      continue;
    }
    if (seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    cards.push(toAlbumCard(parsed.data));
  }
  return cards;
}
