// The music module's public file (pure and UI exports): other code imports the module through here.
export { ArtistLinks } from "./components/artist-links.tsx";
export { Discography } from "./components/discography.tsx";
export { listenLinks } from "./components/listen-section.tsx";
export { discography } from "./discography.ts";
export { releaseText } from "./release-text.ts";
