import { z } from "zod";
import { safeHttpUrl } from "../links.ts";
import { countryCode } from "./countries.ts";
import { storedDate, typedDate } from "./date-text.ts";
import { blankOr, orEmpty, refuse, type FieldDefinition } from "./field-kind.ts";

/**
 * The kinds of field that hold a date, a number, a link or one of a few
 * choices (field-kind.ts says what a kind gives; text-parsers.ts has the text).
 */

/** Where a show is in its life (lifecycle.ts says what each means for fans). */
export const SHOW_STATUSES = ["scheduled", "postponed", "cancelled", "rescheduled"] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

/** An instant, or none (to be announced); date-text.ts reads it, typed or stored. */
export const date = (): FieldDefinition<Date | null> => ({
  type: "timestamptz",
  empty: null,
  input: typedDate,
  stored: storedDate,
});

/** Dollars: 15, "15", "12.50", "$15"; nothing means no price shown. */
export function price({ max }: { max: number }): FieldDefinition<number | null> {
  const notAPrice = "is not a price: give dollars, 0 or more, such as 15 or 12.50";
  const value = z.number().min(0, notAPrice).max(max, `${notAPrice}, up to ${max}`);
  return {
    type: "numeric",
    empty: null,
    input: () =>
      blankOr(
        z
          .union([z.number(), z.string()], { error: notAPrice })
          .transform((dollars) => String(dollars).trim())
          .pipe(z.string().regex(/^\$?\d+(\.\d{1,2})?$/, notAPrice))
          .transform((dollars) => Number(dollars.replace("$", "")))
          .pipe(value),
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

/** A minimum age: 21, "21", "21+"; nothing means all ages. */
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

/** An http(s) link, as the URL parser writes it. */
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

/** A state in any case, or the American "canceled"; nothing means scheduled. */
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

/** yes/no, true/false, y/n; nothing means no. */
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

/** An ISO 3166-1 alpha-2 code such as US or CA, in either case; nothing means the band's own country. */
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
