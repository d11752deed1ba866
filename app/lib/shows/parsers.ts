import { z } from "zod";

import { safeHttpUrl } from "../links.ts";
import { countryCode } from "./countries.ts";
import { storedDate, typedDate } from "./date-text.ts";
import { blankOr, type FieldDefinition, orEmpty, refuse } from "./field-kind.ts";
import {
  FLYER_EXTENSIONS,
  FLYER_FOLDER,
  flyerFileName,
  hasFlyerExtension,
  uploadedFlyer,
  uploadedFlyerId,
} from "./flyer.ts";

export const SHOW_STATUSES = ["scheduled", "postponed", "cancelled", "rescheduled"] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

export const date = (): FieldDefinition<Date | null> => ({
  type: "timestamptz",
  empty: null,
  input: typedDate,
  stored: storedDate,
});

export function price({ max }: { max: number }): FieldDefinition<number | null> {
  const notAPrice = "is not a price: give dollars, 0 or more, such as 15 or 12.50";
  const forms = `${notAPrice}, "Free", or "TBA" when not known yet`;
  const value = z.number().min(0, notAPrice).max(max, `${notAPrice}, up to ${max}`);
  return {
    type: "numeric",
    empty: null,
    input: () =>
      blankOr(
        z
          .union([z.number(), z.string()], { error: forms })
          .transform((dollars, context) => {
            const typed = String(dollars).trim();
            if (/^free$/i.test(typed)) return 0;
            if (/^(tba|tbd)$/i.test(typed)) return null;
            if (!/^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(typed)) return refuse(context, forms);
            return Number(typed.replace(/[$,]/g, ""));
          })
          .pipe(value.nullable()),
        null,
      ),
    // Postgres `numeric` arrives as a string from some drivers.
    stored: () =>
      orEmpty(
        z
          .union(
            [
              z.number(),
              z
                .string()
                .regex(/^\d+(\.\d+)?$/)
                .transform(Number),
            ],
            { error: notAPrice },
          )
          .pipe(value),
        null,
      ),
  };
}

export function age({ max }: { max: number }): FieldDefinition<number | null> & { max: number } {
  const notAnAge = `is not an age: give a whole number from 0 to ${max}, such as 21`;
  const value = z.number().int(notAnAge).min(0, notAnAge).max(max, notAnAge);
  const typed = new RegExp(`^\\d{1,${String(max).length}}\\+?$`);
  return {
    type: "integer",
    max,
    empty: null,
    input: () =>
      blankOr(
        z
          .union([z.number(), z.string()], { error: notAnAge })
          .transform((years) => String(years).trim())
          .pipe(z.string().regex(typed, notAnAge))
          .transform((years) => Number(years.replace("+", "")))
          .pipe(value),
        null,
      ),
    stored: () => orEmpty(value, null),
  };
}

const MAX_LINK_LENGTH = 2_000;

export function link({ maxLength = MAX_LINK_LENGTH } = {}): FieldDefinition<string | null> {
  const notALink = "is not a link: give an http:// or https:// URL";
  return {
    type: "text",
    empty: null,
    input: () =>
      blankOr(
        z
          .string({ error: notALink })
          .transform((text, context) => safeHttpUrl(text.trim()) ?? refuse(context, notALink))
          .pipe(z.string().max(maxLength, `is longer than ${maxLength} characters`)),
        null,
      ),
    // Any text: whether it is safe to link to is decided where it is shown.
    stored: () => orEmpty(z.string(), null),
  };
}

/** Whether the named file exists is cli/shows/flyers.ts's check: the site shows no flyer without one. */
export function flyer({ maxLength = MAX_LINK_LENGTH } = {}): FieldDefinition<string | null> {
  const folder = `${FLYER_FOLDER}/`;
  const notAFlyer = `is not a link or a flyer's file name: give an http:// or https:// URL, or the name of a picture in ${folder}, such as lorem-lounge.jpg`;
  const messageFor = (text: string) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(text)) return notAFlyer;
    const inFolders = /[\\/]/.test(text);
    const last = text.split(/[\\/]/).at(-1) ?? "";
    // "flyers/lorem.jpg", not "example.com/lorem.jpg" (a link without its https://).
    if (inFolders && flyerFileName(last) && !/^[\\/]*[^\\/.]+\.[^\\/]+\//.test(text))
      return `is a path: give the file's name alone (${last}), for a picture in ${folder}`;
    if (!inFolders && /\.\w+$/.test(text) && !hasFlyerExtension(text))
      return `is not a picture the site shows: a flyer in ${folder} is a ${FLYER_EXTENSIONS.join(", ")} file (and a link starts with https://)`;
    return notAFlyer;
  };
  return {
    type: "text",
    empty: null,
    input: () =>
      blankOr(
        z
          .string({ error: notAFlyer })
          .transform((text, context) => {
            const typed = text.trim();
            // An uploaded one as `npm run shows -- export` writes it, so that an import keeps it.
            const uploaded = uploadedFlyerId(typed);
            return (
              safeHttpUrl(typed) ??
              (uploaded && uploadedFlyer(uploaded)) ??
              flyerFileName(typed) ??
              refuse(context, messageFor(typed))
            );
          })
          .pipe(z.string().max(maxLength, `is longer than ${maxLength} characters`)),
        null,
      ),
    stored: () => orEmpty(z.string(), null),
  };
}

export function status(): FieldDefinition<ShowStatus> {
  const notAState = `is not a state: give one of ${SHOW_STATUSES.join(", ")}`;
  const value = z.enum(SHOW_STATUSES, { error: notAState });
  const words = z.string({ error: notAState }).transform((text) => {
    const word = text.trim().toLowerCase();
    return word === "canceled" ? "cancelled" : word;
  });
  const empty: ShowStatus = "scheduled";
  return {
    type: "text",
    empty,
    input: () => blankOr(words.pipe(value), empty),
    stored: () => orEmpty(value, empty),
  };
}

const YES_NO = new Map([
  ["yes", true],
  ["y", true],
  ["true", true],
  ["no", false],
  ["n", false],
  ["false", false],
]);

export function yesNo(): FieldDefinition<boolean> {
  const value = z.boolean({ error: "is not yes or no" });
  const words = z
    .union([z.boolean(), z.string()], { error: "is not yes or no" })
    .transform((answer) => (typeof answer === "string" ? YES_NO.get(answer.trim().toLowerCase()) : answer));
  return {
    type: "boolean",
    empty: false,
    input: () => blankOr(words.pipe(value), false),
    stored: () => orEmpty(value, false),
  };
}

/** Nothing means the band's own country. */
export function country(): FieldDefinition<string | null> {
  const typed = "is not a country code: give two letters such as US, CA or GB";
  return {
    type: "text",
    empty: null,
    input: () =>
      blankOr(
        z.string({ error: typed }).transform((text, context) => countryCode(text) ?? refuse(context, typed)),
        null,
      ),
    // A stored code is named in the message: a skipped row's report shows no value otherwise.
    stored: () =>
      orEmpty(
        z.string().transform((text, context) => {
          if (!text.trim()) return null;
          return countryCode(text) ?? refuse(context, `not a country code: ${text}`);
        }),
        null,
      ),
  };
}
