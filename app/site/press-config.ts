import { z } from "zod";
import { imageFile, text, webAddress, type ImageFile } from "./config-parts.ts";

/**
 * The press kit's part of the config schema (types.ts): `press`, and the press
 * quote About shares with it.
 */

export const pressQuote = z.strictObject({
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
export const press = z.strictObject({
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
