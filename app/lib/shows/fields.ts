import { z } from "zod";
import {
  MAX_SUPPORTING_ARTISTS,
  MAX_TEXT_LENGTH,
  parseAges,
  parseArtists,
  parseLink,
  parsePrice,
  parseShowDate,
  parseStoredDate,
  parseText,
  type Parsed,
} from "./parsers.ts";

/**
 * A show's fields, defined once. Each key is the column's name in the
 * `shows` table and in JSON and CSV files; the rest says how the field is
 * stored, typed on the command line and checked. The row schema, the SQL,
 * the command-line options and their --help, import and export, the seed and
 * the fake Supabase all derive from this list. Adding a column is a migration
 * plus one entry here (and the components that display it).
 */

/** Postgres types the shows table uses. */
export type ColumnType = "timestamptz" | "text" | "numeric" | "integer" | "text[]" | "boolean";

interface FieldDefinition<T> {
  /** The column's type in supabase/migrations/. */
  type: ColumnType;
  /** The command-line option, without "--". */
  option: string;
  /** The option's value in --help: "<when>". */
  placeholder: string;
  /** One line of --help. */
  help: string;
  /** A new show must have it (the command line and every import refuse one without). */
  required?: boolean;
  /** The value of an empty field, and of a column a hosted table does not have yet. */
  empty: T;
  /** Checks a value as a store holds it. */
  stored(timeZone: string): z.ZodType<T, unknown>;
  /** Checks a value as the band types or imports it. */
  input(value: unknown, timeZone: string): Parsed<T>;
}

const field = <T>(definition: FieldDefinition<T>) => definition;

/** Optional text as stored: trimmed, blank is empty. */
const storedText = () =>
  z
    .string()
    .max(MAX_TEXT_LENGTH)
    .nullish()
    .transform((text) => (text?.trim() ? text.trim() : null));

/** A link as stored; whether it is safe to render is decided where it is shown. */
const storedLink = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? null);

const optionalText = (option: string, help: string) =>
  field<string | null>({
    type: "text",
    option,
    placeholder: "<text>",
    help,
    empty: null,
    stored: storedText,
    input: (value) => parseText(value, false),
  });

export const SHOW_FIELDS = {
  date: field<Date | null>({
    type: "timestamptz",
    option: "date",
    placeholder: "<when>",
    help: "when it starts (required for add; TBA when not known yet)",
    empty: null,
    stored: (timeZone) =>
      z
        .union([z.date(), z.string()])
        .nullish()
        .transform((value, context) => {
          if (value === null || value === undefined) return null;
          const date = parseStoredDate(value, timeZone);
          if (!date) {
            context.addIssue({ code: "custom", message: `not a date: ${String(value)}` });
            return z.NEVER;
          }
          return date;
        }),
    input: parseShowDate,
  }),
  venue: field<string>({
    type: "text",
    option: "venue",
    placeholder: "<text>",
    help: "where (required for add)",
    required: true,
    empty: "",
    stored: () => z.string().trim().min(1).max(MAX_TEXT_LENGTH),
    input: (value) => parseText(value, true) as Parsed<string>,
  }),
  city: optionalText("city", "the venue's city"),
  state: optionalText("state", "the venue's state, such as FL"),
  price: field<number | null>({
    type: "numeric",
    option: "price",
    placeholder: "<dollars>",
    help: "e.g. 15 or 12.50; none: no price shown",
    empty: null,
    // Postgres `numeric` arrives as a string from some drivers.
    stored: () =>
      z
        .union([
          z.number(),
          z
            .string()
            .regex(/^\d+(\.\d+)?$/)
            .transform(Number),
        ])
        .nullish()
        .transform((value) => value ?? null)
        .refine((value) => value === null || (value >= 0 && value <= 100_000), "must be 0 to 100000"),
    input: parsePrice,
  }),
  supportingArtists: field<string[]>({
    type: "text[]",
    option: "with",
    placeholder: '"A, B"',
    help: "supporting artists, separated by commas",
    empty: [],
    stored: () =>
      z
        .array(z.string().max(MAX_TEXT_LENGTH))
        .max(MAX_SUPPORTING_ARTISTS)
        .nullish()
        .transform((names) => names ?? []),
    input: parseArtists,
  }),
  ageRestriction: field<number | null>({
    type: "integer",
    option: "ages",
    placeholder: "<age>",
    help: "minimum age, a whole number 0-99 (e.g. 21); none: all ages",
    empty: null,
    stored: () =>
      z
        .number()
        .int()
        .min(0)
        .max(99)
        .nullish()
        .transform((value) => value ?? null),
    input: parseAges,
  }),
  ticketLink: field<string | null>({
    type: "text",
    option: "tickets",
    placeholder: "<url>",
    help: "where to buy tickets, an http(s) link; none: tickets at the door",
    empty: null,
    stored: storedLink,
    input: parseLink,
  }),
  flyerLink: field<string | null>({
    type: "text",
    option: "flyer",
    placeholder: "<url>",
    help: "the show's flyer, an http(s) link",
    empty: null,
    stored: storedLink,
    input: parseLink,
  }),
};

type Definitions = typeof SHOW_FIELDS;
export type ShowField = keyof Definitions;

/** A show before it has an id: every field's value. */
export type ShowFields = {
  [K in ShowField]: Definitions[K] extends FieldDefinition<infer T> ? T : never;
};

/** One row of the `shows` table, as the site uses it. */
export type Show = { id: number } & ShowFields;

/** The fields in column order: the order of `list`, `export` and CSV files. */
export const SHOW_FIELD_NAMES = Object.keys(SHOW_FIELDS) as ShowField[];

/** The columns of JSON and CSV files: the id, then every field. */
export const SHOW_COLUMNS = ["id", ...SHOW_FIELD_NAMES] as const;
