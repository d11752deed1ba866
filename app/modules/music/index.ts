// The music module's public file (pure and UI exports): other code imports the module through here.
export { ArtistLinks } from "./components/artist-links.tsx";
export { Discography } from "./components/discography.tsx";
export { listenLinks } from "./components/listen-section.tsx";
export { discography, type DiscographyEntry } from "./discography.ts";
export { releasePath, releaseSlug } from "./release-slug.ts";
export { releaseText } from "./release-text.ts";
export { isFutureRelease, releaseDay } from "./release-day.ts";
