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
import { SERVICE_IDS } from "./services.ts";

export type { ServiceId } from "./services.ts";

export const PAGE_STYLE_KEYS = ["normal", "almostReal", "propofol"] as const;
export type PageStyleKey = (typeof PAGE_STYLE_KEYS)[number];

/** A text fans read: never empty (nor only spaces). */
const text = z.string().refine((value) => value.trim() !== "", "is empty");

/** A link fans follow: a whole web address, as copied from the browser's address bar. */
const webAddress = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.hostname.includes(".");
    } catch {
      return false;
    }
  },
  {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a web address: write it whole, such as https://www.instagram.com/yourband`,
  },
);

const serviceLink = z.strictObject({
  service: z.enum(SERVICE_IDS),
  /** The service's name as a fan reads it ("Spotify", "Apple Music"); the service's own name when left out. */
  label: text.optional(),
  url: webAddress,
});
export type ServiceLink = z.infer<typeof serviceLink>;

/**
 * What importing a picture gives (`import photo from "./images/band.jpg"`):
 * the build reads its size and makes the files browsers load
 * (scripts/images/). Nobody types these values.
 */
const imageFile = z.object(
  {
    /** Short and unique per picture; empty for a picture from elsewhere (Spotify's covers). */
    id: z.string(),
    /** The file a browser without `srcset` loads: the SVG itself, or a WebP. */
    src: z.string().min(1),
    /** The `<img>`'s own choices, "url 640w, url 1280w": the WebP widths, or Spotify's sizes. */
    srcset: z.string().optional(),
    /** The picture's pixel size, upright. */
    width: z.number().positive(),
    height: z.number().positive(),
    /** `<source>`s a browser tries before the `<img>`: AVIF, and an animated picture's moving version. */
    sources: z.array(z.object({ type: z.string(), srcset: z.string(), media: z.string().optional() })),
    /** The picture's dominant colour, shown while it loads. */
    color: z.string().optional(),
    /** The picture at full size, upright, stripped of its metadata (GPS, camera serials): for download. */
    original: z.string().optional(),
  },
  {
    error: ({ input }) =>
      input === undefined
        ? 'is missing: put the picture in content/images/, import it at the top (import photo from "./images/photo.jpg") and name it here'
        : typeof input === "string"
          ? `must be an imported picture, not the text ${JSON.stringify(input)}: add \`import photo from "${input}"\` at the top of the file and write photo here`
          : 'must be an imported picture (import photo from "./images/photo.jpg")',
  },
);
export type ImageFile = z.infer<typeof imageFile>;

/** A picture from content/images/ and what it shows. */
const image = z.strictObject({
  file: imageFile,
  /** Empty only for a purely decorative image. */
  alt: z.string(),
});
export type Image = z.infer<typeof image>;

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

const pressQuote = z.strictObject({
  quote: text,
  /** Who said it: "Orlando Weekly". */
  source: text,
  /** The article, when it is online. */
  url: webAddress.optional(),
});
export type PressQuote = z.infer<typeof pressQuote>;

/** A photo for the press: shown on the press page, its original downloadable at print size. */
const pressPhoto = z.strictObject({
  file: imageFile,
  alt: text,
  /** Who took it, as the credit must read when it is printed: "Jane Doe". */
  credit: text,
});
export type PressPhoto = z.infer<typeof pressPhoto>;

/** A video on another site (a link: no player is embedded). */
const pressVideo = z.strictObject({ title: text, url: webAddress });

/** Someone besides the bookings address who speaks for the band: an agent, a manager. */
const pressContact = z.strictObject({
  /** "Booking agent", "Manager". */
  role: text,
  name: text,
  company: text.optional(),
  email: z.email({ error: ({ input }) => `${JSON.stringify(input)} is not an e-mail address` }),
  phone: text.optional(),
});
export type PressContact = z.infer<typeof pressContact>;

/**
 * A file for the venue's engineer, from content/press/ (a PDF or a picture), imported at the top
 * of the config: `import rider from "./press/rider.pdf"`. A picture is an ImageFile (the image
 * pipeline keeps its stripped original for download), any other file its URL.
 */
const pressDocument = z.custom<ImageFile | string>(
  (value) =>
    imageFile.safeParse(value).success ||
    (typeof value === "string" && /\.(pdf|png|jpe?g|webp|svg)$/i.test(value.split("?")[0]!)),
  {
    error: ({ input }) =>
      `must be an imported PDF or picture (import rider from "./press/rider.pdf"), not ${JSON.stringify(input)}`,
  },
);

/** The press kit (/press and /press.pdf): what a booker or a journalist needs, in one place. */
const press = z.strictObject({
  /** One line a booker reads first: what the band is, and why a room wants it. */
  pitch: text,
  /** About 50 words, to paste into a listing; the long story is `bio`. */
  shortBio: text,
  /** Press photos, the first on the one-page PDF too. */
  photos: z.array(pressPhoto),
  videos: z.array(pressVideo),
  /** What the press wrote; `pressQuote` (About's) comes first. */
  quotes: z.array(pressQuote),
  /** For the venue's engineer; each one left out when the band has none. */
  documents: z.strictObject({
    rider: pressDocument.optional(),
    stagePlot: pressDocument.optional(),
    inputList: pressDocument.optional(),
  }),
  /** Who else to write to about bookings, besides `bookingsEmail`. */
  contacts: z.array(pressContact),
  /**
   * Show the band's draw on the press page: per city the band has played or is booked in, the
   * ticket clicks and the fans following nearby, a city only above 10 of each. Off unless true.
   */
  showDraw: z.boolean(),
});
export type PressKit = z.infer<typeof press>;

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
