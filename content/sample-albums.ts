/**
 * The sample album catalog, in the shape Spotify's Web API returns albums
 * (GET /v1/artists/{id}/albums), so the same validation and cards serve both.
 * Used when no Spotify credentials are configured.
 */
import { parseSrcset } from "#app/lib/srcset.ts";
import type { ImageFile } from "#app/site/types.ts";

import albumAlmostReal from "./images/album-almost-real.svg";
import albumFirstLight from "./images/album-first-light.svg";
import albumGarageDays from "./images/album-garage-days.svg";
import albumPropofol from "./images/album-propofol.svg";

/** A cover as Spotify lists one: its sizes up to 640 px, largest first (an SVG has one). */
function cover(image: ImageFile) {
  const sizes = parseSrcset(image.srcset)
    .filter((choice) => choice.width <= 640)
    .map(({ url, width }) => ({ url, width, height: Math.round((width * image.height) / image.width) }));
  return sizes.length > 0 ? sizes.reverse() : [{ url: image.src, width: image.width, height: image.height }];
}

export const sampleAlbums: unknown[] = [
  {
    id: "0000000000000000000001",
    album_type: "album",
    name: "Almost Real",
    release_date: "2025-04-25",
    release_date_precision: "day",
    total_tracks: 6,
    images: cover(albumAlmostReal),
    external_urls: { spotify: "https://open.spotify.com/album/0000000000000000000001" },
  },
  {
    id: "0000000000000000000002",
    album_type: "single",
    name: "Propofol",
    release_date: "2024-09-13",
    release_date_precision: "day",
    total_tracks: 1,
    images: cover(albumPropofol),
    external_urls: { spotify: "https://open.spotify.com/album/0000000000000000000002" },
  },
  {
    id: "0000000000000000000003",
    album_type: "album",
    name: "First Light",
    release_date: "2023-03",
    release_date_precision: "month",
    total_tracks: 10,
    images: cover(albumFirstLight),
    external_urls: { spotify: "https://open.spotify.com/album/0000000000000000000003" },
  },
  {
    id: "0000000000000000000004",
    album_type: "album",
    name: "Garage Days",
    release_date: "2019",
    release_date_precision: "year",
    total_tracks: 5,
    images: cover(albumGarageDays),
    external_urls: { spotify: "https://open.spotify.com/album/0000000000000000000004" },
  },
];
