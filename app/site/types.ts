/**
 * The shape of `content/site.config.ts`: everything that names the band.
 * Code reads the band only through these types, so swapping the content
 * never means touching a component. The types come from the zod schema
 * below, which is also what checks the config at build and at start-up
 * (app/site/config-check.ts): one description of the config, not two.
 */
import { z } from "zod";
import { closest } from "#app/lib/closest.ts";
import { assertTimeZone } from "#app/lib/time-zone.ts";
import { focus } from "./focus.ts";
import { imageFile, image, text, webAddress } from "./config-parts.ts";
import { pageStyleColors } from "./page-style-config.ts";
import { press, pressQuote } from "./press-config.ts";
import { SERVICE_IDS } from "./services.ts";

export type { ServiceId } from "./services.ts";
export type { Image, ImageFile } from "./config-parts.ts";
export type { PageStyleColors } from "./page-style-config.ts";
export type { PressContact, PressKit, PressPhoto, PressQuote } from "./press-config.ts";

export const PAGE_STYLE_KEYS = ["normal", "almostReal", "propofol"] as const;
export type PageStyleKey = (typeof PAGE_STYLE_KEYS)[number];

const serviceLink = z.strictObject({
  service: z.enum(SERVICE_IDS),
  /** The service's name as a fan reads it ("Spotify", "Apple Music"); the service's own name when left out. */
  label: text.optional(),
  url: webAddress,
});
export type ServiceLink = z.infer<typeof serviceLink>;

/**
 * A page banner: a wide picture, cropped to the banner's shape (a phone
 * shows a narrow slice of it, a desktop a wide strip), keeping its focus in
 * view. Decoration: it has no alt text, the page's title is over it.
 */
const banner = z.strictObject({
  file: imageFile,
  /** The point of the picture to keep in view, such as the band's faces; the middle when left out. */
  focus: focus.optional(),
});

/**
 * The band's own media behind a campaign hero, instead of the art drawn in
 * code: a photo (an animated GIF moves as an animated WebP), or a muted
 * looping video over its poster frame. The poster is all that shows to
 * whoever asks for less motion.
 */
const heroMedia = z.union([
  z.strictObject({ photo: imageFile }),
  z.strictObject({
    /** An MP4 and/or a WebM file (import it: `import loop from "./images/loop.mp4"`). */
    video: z
      .strictObject({ mp4: z.string().optional(), webm: z.string().optional() })
      .refine(({ mp4, webm }) => mp4 || webm, "needs an mp4 or a webm file"),
    /** A still of the video, shown until it plays (and instead of it under reduced motion). */
    poster: imageFile,
  }),
]);
export type HeroMedia = z.infer<typeof heroMedia>;

const normalHero = z.strictObject({
  /** The band's photo or video loop behind the heading; the stage lights drawn in code when absent. */
  media: heroMedia.optional(),
  /** Shown over the looping animation; the page's one h1. */
  heading: text,
  text,
});
export type NormalHero = z.infer<typeof normalHero>;

const almostRealHero = z.strictObject({
  /** The band's photo or video behind the logo; the campaign's header art, dimmed, when absent. */
  media: heroMedia.optional(),
  logo: image,
  text,
  /** Stream buttons, each labelled "Stream on" + the service's icon. */
  streamLinks: z.array(serviceLink),
});
export type AlmostRealHero = z.infer<typeof almostRealHero>;

const propofolHero = z.strictObject({
  /** The single's photo or video loop behind the title; the key art drawn in code when absent. */
  media: heroMedia.optional(),
  /** A few words over the title: "New single". */
  label: text,
  heading: text,
  text,
  /** The "Watch on" button, filled: the campaign's one main action. */
  watchLink: serviceLink,
  /** An optional "Listen on" button beside it. */
  listenLink: serviceLink.optional(),
});
export type PropofolHero = z.infer<typeof propofolHero>;

/**
 * A release's own facts. Music shows one discography: Spotify's albums, each
 * joined to the release here with the same title (case and spacing aside)
 * for its credits and links; a release Spotify does not list is shown from
 * here alone.
 */
const release = z.strictObject({
  /** The cover: square, like Spotify's. */
  cover: imageFile,
  title: text,
  /** "EP, April 2025": its kind and date as fans read them. */
  release: text,
  writtenBy: text,
  producedBy: text,
  recordedAt: text,
  /** The release on each service, in the order of its "Listen on" row. */
  listen: z.array(serviceLink),
});
export type Release = z.infer<typeof release>;

const member = z.strictObject({
  name: text,
  /** "Vocals, guitar" */
  role: text,
});
export type Member = z.infer<typeof member>;

const timeZone = z.string().refine(
  (value) => {
    try {
      assertTimeZone(value);
      return true;
    } catch {
      return false;
    }
  },
  {
    error: ({ input }) => {
      const meant =
        typeof input === "string" ? closest(input, Intl.supportedValuesOf("timeZone")) : undefined;
      return (
        `${JSON.stringify(input)} is not a time zone: use an IANA name such as America/New_York or Europe/London` +
        (meant ? `. Did you mean "${meant}"?` : "")
      );
    },
  },
);

const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const country = z.string().refine((value) => /^[A-Z]{2}$/.test(value) && regions.of(value) !== undefined, {
  error: ({ input }) =>
    `${JSON.stringify(input)} is not a country code: use two capital letters, such as US, CA or GB`,
});

export const siteConfigSchema = z.strictObject({
  name: text,
  /** One sentence for search results and link previews. */
  description: text,
  /** Where the band comes from, for search engines (schema.org foundingLocation). */
  hometown: text,
  /** The band's genres, for search engines. */
  genres: z.array(text),
  /** A few words on the site's share card (the image of a shared link), under the band's name. */
  shareLine: text,
  /** One sentence: About's lead, and the band's description for search engines. */
  about: text,
  /** About's longer story, one string per paragraph; leave empty for none. */
  bio: z.array(text),
  /** The line-up, shown on About when present. */
  members: z.array(member),
  /** A line from the press, shown on About when present, and first on the press page. */
  pressQuote: pressQuote.optional(),
  /** The press kit: /press and /press.pdf. */
  press,
  /** Every show is shown and judged in this IANA time zone. */
  timeZone,
  /** The band's country (ISO 3166-1 alpha-2): a show's address names its country only when it differs. */
  country,
  /** The campaign the site runs now; `?style=<key>` previews another. */
  activeStyle: z.enum(PAGE_STYLE_KEYS),
  /** Each campaign's colours: the page styles (app/site/page-styles.ts) are made of them. */
  pageStyles: z.strictObject({
    normal: pageStyleColors,
    almostReal: pageStyleColors,
    propofol: pageStyleColors,
  }),
  images: z.strictObject({
    logo: image,
    membersPhoto: image,
    /**
     * The banner at the top of About, Music and the past shows: `default` in
     * every style, and a style's own where the config names one.
     */
    banners: z.strictObject({
      default: banner,
      normal: banner.optional(),
      almostReal: banner.optional(),
      propofol: banner.optional(),
    }),
  }),
  socials: z.array(serviceLink),
  bookingsEmail: z.email({
    error: ({ input }) => `${JSON.stringify(input)} is not an e-mail address, such as bookings@yourband.com`,
  }),
  /**
   * Where the band receives post, on one line: "PO Box 1234, Orlando, FL 32802". Printed at the
   * foot of every e-mail to fans, as the law on bulk mail asks (CAN-SPAM, CASL, the EU's).
   */
  postalAddress: z
    .string()
    .refine((value) => value.trim() !== "", "is empty")
    .refine((value) => !/[\r\n]/.test(value), {
      error: "must be on one line, its parts apart with commas: PO Box 1234, Orlando, FL 32802",
    })
    .refine((value) => value.length <= 200, "is longer than 200 characters: write the address alone"),
  credit: z.strictObject({ name: text, url: webAddress }),
  /** The band's artist pages, shown as the two labelled links under Music's header. */
  artistPages: z.array(serviceLink),
  /** Every streaming service, shown in the Stream section on Music. */
  streaming: z.array(serviceLink),
  spotifyArtistId: z
    .string()
    .regex(
      /^[0-9A-Za-z]{22}$/,
      "must be the 22 letters and digits after /artist/ in the band's Spotify link",
    ),
  heroes: z.strictObject({
    normal: normalHero,
    almostReal: almostRealHero,
    propofol: propofolHero,
  }),
  /** The CD (or record) preorder card during the almostReal campaign; leave it out for none. */
  preorder: z.strictObject({ title: text, text, cover: image, url: webAddress }).optional(),
  releases: z.array(release),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
