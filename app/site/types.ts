/**
 * The shape of `content/site.config.ts`: everything that names the band.
 * Code reads the band only through these types, so swapping the content
 * never means touching a component.
 */

export type PageStyleKey = "normal" | "almostReal" | "propofol";

/** Services the site has an icon for. Add one here and in service-icon.tsx. */
export type ServiceId =
  "spotify" | "appleMusic" | "bandcamp" | "youtubeMusic" | "youtube" | "instagram" | "facebook";

export interface ServiceLink {
  service: ServiceId;
  /** The service's name as a fan reads it: "Spotify", "Apple Music". */
  label: string;
  url: string;
}

/**
 * What importing a picture gives (`import photo from "./images/band.jpg"`):
 * the build reads its size and makes the files browsers load
 * (scripts/images/). Nobody types these values.
 */
export interface ImageFile {
  /** Short and unique per picture; empty for a picture from elsewhere (Spotify's covers). */
  id: string;
  /** The file a browser without `srcset` loads: the SVG itself, or a WebP. */
  src: string;
  /** The `<img>`'s own choices, "url 640w, url 1280w": the WebP widths, or Spotify's sizes. */
  srcset?: string;
  /** The picture's pixel size, upright. */
  width: number;
  height: number;
  /** `<source>`s a browser tries before the `<img>`: AVIF, and an animated picture's moving version. */
  sources: { type: string; srcset: string; media?: string }[];
  /** The picture's dominant colour, shown while it loads. */
  color?: string;
}

/** A picture from content/images/ and what it shows. */
export interface Image {
  file: ImageFile;
  /** Empty only for a purely decorative image. */
  alt: string;
}

/**
 * The band's own media behind a campaign hero, instead of the art drawn in
 * code: a photo (an animated GIF moves as an animated WebP), or a muted
 * looping video over its poster frame. The poster is all that shows to
 * whoever asks for less motion.
 */
export type HeroMedia =
  | { photo: ImageFile }
  | {
      /** An MP4 and/or a WebM file (import it: `import loop from "./images/loop.mp4"`). */
      video: { mp4?: string; webm?: string };
      /** A still of the video, shown until it plays (and instead of it under reduced motion). */
      poster: ImageFile;
    };

export interface NormalHero {
  /** The band's photo or video loop behind the heading; the stage lights drawn in code when absent. */
  media?: HeroMedia;
  /** Shown over the looping animation; the page's one h1. */
  heading: string;
  text: string;
}

export interface AlmostRealHero {
  /** The band's photo or video behind the logo; the campaign's header art, dimmed, when absent. */
  media?: HeroMedia;
  logo: Image;
  text: string;
  /** Stream buttons, each labelled "Stream on" + the service's icon. */
  streamLinks: ServiceLink[];
}

export interface PropofolHero {
  /** The single's photo or video loop behind the title; the key art drawn in code when absent. */
  media?: HeroMedia;
  /** A few words over the title: "New single". */
  label: string;
  heading: string;
  text: string;
  /** The "Watch on" button, filled: the campaign's one main action. */
  watchLink: ServiceLink;
  /** An optional "Listen on" button beside it. */
  listenLink?: ServiceLink;
}

/**
 * A release's own facts. Music shows one discography: Spotify's albums, each
 * joined to the release here with the same title (case and spacing aside)
 * for its credits and links; a release Spotify does not list is shown from
 * here alone.
 */
export interface Release {
  /** The cover: square, like Spotify's. */
  cover: ImageFile;
  title: string;
  /** "EP, April 2025": its kind and date as fans read them. */
  release: string;
  writtenBy: string;
  producedBy: string;
  recordedAt: string;
  /** The release on each service, in the order of its "Listen on" row. */
  listen: ServiceLink[];
}

export interface Member {
  name: string;
  /** "Vocals, guitar" */
  role: string;
}

export interface PressQuote {
  quote: string;
  /** Who said it: "Orlando Weekly". */
  source: string;
  /** The article, when it is online. */
  url?: string;
}

export interface SiteConfig {
  name: string;
  /** One sentence for search results and link previews. */
  description: string;
  /** Where the band comes from, for search engines (schema.org foundingLocation). */
  hometown: string;
  /** The band's genres, for search engines. */
  genres: string[];
  /** A few words on the site's share card (the image of a shared link), under the band's name. */
  shareLine: string;
  /** One sentence: About's lead, and the band's description for search engines. */
  about: string;
  /** About's longer story, one string per paragraph; leave empty for none. */
  bio: string[];
  /** The line-up, shown on About when present. */
  members: Member[];
  /** A line from the press, shown on About when present. */
  pressQuote?: PressQuote;
  /** Every show is shown and judged in this IANA time zone. */
  timeZone: string;
  /** The band's country (ISO 3166-1 alpha-2): a show's address names its country only when it differs. */
  country: string;
  /** The campaign the site runs now; `?style=<key>` previews another. */
  activeStyle: PageStyleKey;
  images: {
    logo: Image;
    membersPhoto: Image;
    /** Page header banners: the shared one and the almostReal campaign's own. */
    musicHeader: ImageFile;
    almostRealHeader: ImageFile;
  };
  socials: ServiceLink[];
  bookingsEmail: string;
  credit: { name: string; url: string };
  /** The band's artist pages, shown as the two labelled links under Music's header. */
  artistPages: ServiceLink[];
  /** Every streaming service, shown in the Stream section on Music. */
  streaming: ServiceLink[];
  spotifyArtistId: string;
  heroes: {
    normal: NormalHero;
    almostReal: AlmostRealHero;
    propofol: PropofolHero;
  };
  preorder: { title: string; text: string; cover: Image; url: string };
  releases: Release[];
}
