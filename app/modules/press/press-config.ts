import { z } from "zod";

import { type ImageFile, imageFile, text, webAddress } from "#app/site/config-parts.ts";
import { localizedText } from "#app/site/localized-text.ts";

export const pressQuote = z.strictObject({
  quote: text,
  source: text,
  url: webAddress.optional(),
});
export type PressQuote = z.infer<typeof pressQuote>;

const pressPhoto = z.strictObject({
  file: imageFile,
  alt: localizedText,
  /** As the credit must read when it is printed. */
  credit: text,
});
export type PressPhoto = z.infer<typeof pressPhoto>;

/** A link: no player is embedded. */
const pressVideo = z.strictObject({ title: text, url: webAddress });

const pressContact = z.strictObject({
  role: localizedText,
  name: text,
  company: text.optional(),
  email: z.email({ error: ({ input }) => `${JSON.stringify(input)} is not an e-mail address` }),
  phone: text.optional(),
});
export type PressContact = z.infer<typeof pressContact>;

/** A picture is an ImageFile (its stripped original is downloadable), any other file its URL. */
const pressDocument = z.custom<ImageFile | string>(
  (value) =>
    imageFile.safeParse(value).success ||
    (typeof value === "string" && /\.(pdf|png|jpe?g|webp|svg)$/i.test(value.split("?")[0]!)),
  {
    error: ({ input }) =>
      `must be an imported PDF or picture (import rider from "./press/rider.pdf"), not ${JSON.stringify(input)}`,
  },
);

const WHOLE = "must be a whole number, such as 150";
const YEAR = "must be the year of the band's first show, such as 2018";

/** The band's own record, written once: the database may hold only the shows since the site went up. */
const pressNumbers = z.strictObject({
  shows: z.number().int(WHOLE).min(1, WHOLE).optional(),
  cities: z.number().int(WHOLE).min(1, WHOLE).optional(),
  /** A year: checked when the config is read, so a year still to come is a slip. */
  since: z
    .number()
    .int(YEAR)
    .min(1900, YEAR)
    .max(new Date().getFullYear(), `${YEAR}, not a year to come`)
    .optional(),
});

export const press = z.strictObject({
  pitch: localizedText,
  shortBio: localizedText,
  photos: z.array(pressPhoto),
  videos: z.array(pressVideo),
  /** `pressQuote` (About's) comes first. */
  quotes: z.array(pressQuote),
  documents: z.strictObject({
    rider: pressDocument.optional(),
    stagePlot: pressDocument.optional(),
    inputList: pressDocument.optional(),
  }),
  contacts: z.array(pressContact),
  /** Shown instead of the counted ones, on the page and the PDF; without it, the counted ones from 10 shows up. */
  numbers: pressNumbers.optional(),
  /** Per city played or booked: ticket clicks and fans nearby, a city only above 10 of each. Off unless true. */
  showDraw: z.boolean(),
});
export type PressKit = z.infer<typeof press>;
