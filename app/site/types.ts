/**
 * The shape of content/site.config.ts. The zod schema is also what checks the config at build and
 * at start-up (config-check.ts): one description of the config, not two.
 */
import { z } from "zod";

import { INTERFACE_LANGUAGES, type Language } from "#app/i18n/languages.ts";
import { closest } from "#app/lib/closest.ts";
import { assertTimeZone } from "#app/lib/time-zone.ts";

import { press, pressQuote } from "../modules/press/press-config.ts";
import { image, imageFile, text, webAddress } from "./config-parts.ts";
import { focus } from "./focus.ts";
import { localizedText, localizedTextProblems } from "./localized-text.ts";
import { pageStyleColors } from "./page-style-config.ts";
import { SERVICE_IDS } from "./services.ts";

export type { ServiceId } from "./services.ts";
export type { Image, ImageFile } from "./config-parts.ts";
export type { PageStyleColors } from "./page-style-config.ts";
export type { PressContact, PressKit, PressPhoto, PressQuote } from "../modules/press/press-config.ts";

export const PAGE_STYLE_KEYS = ["normal", "almostReal", "propofol"] as const;
export type PageStyleKey = (typeof PAGE_STYLE_KEYS)[number];

const serviceLink = z.strictObject({
  service: z.enum(SERVICE_IDS),
  /** The service's own name when left out. */
  label: text.optional(),
  url: webAddress,
});
export type ServiceLink = z.infer<typeof serviceLink>;

/** Decoration: it has no alt text, the page's title is over it. */
const banner = z.strictObject({
  file: imageFile,
  /** The point to keep in view when cropped, such as the band's faces; the middle when left out. */
  focus: focus.optional(),
});

/** Instead of the art drawn in code; under reduced motion only the poster shows. */
const heroMedia = z.union([
  z.strictObject({ photo: imageFile }),
  z.strictObject({
    /** An MP4 and/or a WebM file (import it: `import loop from "./images/loop.mp4"`). */
    video: z
      .strictObject({ mp4: z.string().optional(), webm: z.string().optional() })
      .refine(({ mp4, webm }) => mp4 || webm, "needs an mp4 or a webm file"),
    poster: imageFile,
  }),
]);
export type HeroMedia = z.infer<typeof heroMedia>;

const normalHero = z.strictObject({
  media: heroMedia.optional(),
  heading: localizedText,
  text: localizedText,
});
export type NormalHero = z.infer<typeof normalHero>;

const almostRealHero = z.strictObject({
  media: heroMedia.optional(),
  logo: image,
  text: localizedText,
  streamLinks: z.array(serviceLink),
});
export type AlmostRealHero = z.infer<typeof almostRealHero>;

const propofolHero = z.strictObject({
  media: heroMedia.optional(),
  label: localizedText,
  heading: localizedText,
  text: localizedText,
  watchLink: serviceLink,
  listenLink: serviceLink.optional(),
});
export type PropofolHero = z.infer<typeof propofolHero>;

/** Joined to Spotify's album of the same title (case and spacing aside), or shown from here alone. */
const release = z.strictObject({
  cover: imageFile,
  title: text,
  release: text,
  writtenBy: text,
  producedBy: text,
  recordedAt: text,
  listen: z.array(serviceLink),
  /** Its day ("2027-03-05"), when Spotify does not give it: a future one offers "E-mail me on release day". */
  date: z.iso.date().optional(),
});
export type Release = z.infer<typeof release>;

const member = z.strictObject({
  name: text,
  role: localizedText,
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

/**
 * The site's languages, the first at the root (`/about`), each other under its code (`/es/about`):
 * only those whose interface words exist (a messages file each, docs/configuration.md#languages).
 */
const languages = z
  .array(
    z.string().refine((code) => INTERFACE_LANGUAGES.includes(code as Language), {
      error: ({ input }) =>
        `${JSON.stringify(input)} is not a language the site has words for: use one of ${INTERFACE_LANGUAGES.join(", ")}` +
        ` (docs/configuration.md#languages says how to add one)`,
    }),
  )
  .min(1, 'names no language: write at least the first, such as ["en"]')
  .refine((codes) => new Set(codes).size === codes.length, "names a language twice")
  .transform((codes) => codes as [Language, ...Language[]]);

export const siteConfigSchema = z
  .strictObject({
    /** The site's languages, the first at the site's root. */
    languages,
    name: text,
    // The band's words below may each be given once or per language: { en: "…", es: "…" }.
    description: localizedText,
    hometown: text,
    genres: z.array(text),
    /** Under the band's name on the share card (the image of a shared link). */
    shareLine: localizedText,
    about: localizedText,
    bio: z.array(localizedText),
    members: z.array(member),
    pressQuote: pressQuote.optional(),
    press,
    timeZone,
    /** A show's address names its country only when it differs from this one. */
    country,
    /** `?style=<key>` previews another. */
    activeStyle: z.enum(PAGE_STYLE_KEYS),
    pageStyles: z.strictObject({
      normal: pageStyleColors,
      almostReal: pageStyleColors,
      propofol: pageStyleColors,
    }),
    images: z.strictObject({
      logo: image,
      membersPhoto: image,
      /** `default` in every style, and a style's own where the config names one. */
      banners: z.strictObject({
        default: banner,
        normal: banner.optional(),
        almostReal: banner.optional(),
        propofol: banner.optional(),
      }),
    }),
    socials: z.array(serviceLink),
    bookingsEmail: z.email({
      error: ({ input }) =>
        `${JSON.stringify(input)} is not an e-mail address, such as bookings@yourband.com`,
    }),
    /**
     * Printed at the foot of every e-mail to fans, as the law on bulk mail asks (CAN-SPAM, CASL, the EU's).
     */
    postalAddress: z
      .string()
      .refine((value) => value.trim() !== "", "is empty")
      .refine((value) => !/[\r\n]/.test(value), {
        error: "must be on one line, its parts apart with commas: PO Box 1234, Orlando, FL 32802",
      })
      .refine((value) => value.length <= 200, "is longer than 200 characters: write the address alone"),
    credit: z.strictObject({ name: text, url: webAddress }),
    artistPages: z.array(serviceLink),
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
    preorder: z
      .strictObject({ title: localizedText, text: localizedText, cover: image, url: webAddress })
      .optional(),
    releases: z.array(release),
  })
  .superRefine((config, context) => {
    // A text given per language names only the site's languages, and always its first (once those parse).
    if (!config.languages.every((language) => INTERFACE_LANGUAGES.includes(language))) return;
    for (const { path, message } of localizedTextProblems(config, config.languages)) {
      context.addIssue({ code: "custom", path, message });
    }
  });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
