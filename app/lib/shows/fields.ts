import { z } from "zod";
import { countryCode } from "./countries.ts";
import {
  MAX_NOTES_LENGTH,
  MAX_SUPPORTING_ARTISTS,
  MAX_TEXT_LENGTH,
  parseAges,
  parseArtists,
  parseCountry,
  parseLink,
  parsePrice,
  parseShowDate,
  parseStatus,
  parseStoredDate,
  parseText,
  parseYesNo,
  withoutUnsafeCharacters,
  SHOW_STATUSES,
  type Parsed,
  type ShowStatus,
} from "./parsers.ts";

/**
 * A show's fields, defined once. Each key is the column's name in the
 * `shows` table and in JSON and CSV files; the rest says how the field is
 * stored, typed on the command line and checked. The row schema, the SQL,
 * the command-line options and their --help, import and export, the seed and
 * the fake Supabase all derive from this list. Adding a column is a migration
 * plus one entry here (and the components that display it).
 *
 * Every field has an empty value, which is also how a hosted table that
 * lacks the column (one made before its migration) reads.
 */

/** Postgres types the shows table uses. */
export type ColumnType = "timestamptz" | "text" | "numeric" | "integer" | "text[]" | "boolean";

/** How the band types a field on the command line. */
interface FieldOption {
  /** The command-line option, without "--". */
  option: string;
  /** The option's value in --help: "<when>". */
  placeholder: string;
  /** One line of --help. */
  help: string;
}

interface FieldDefinition<T> {
  /** The column's type in supabase/migrations/. */
  type: ColumnType;
  /** Absent for a field the command line sets through a verb (previousDate: reschedule). */
  cli?: FieldOption;
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

/** Stored text as the site shows it: trimmed, without characters input refuses (rows stored before, or by hand). */
const cleanStoredText = (text: string, lineBreaks = false) =>
  withoutUnsafeCharacters(text, lineBreaks).trim();

/** A link as stored; whether it is safe to render is decided where it is shown. */
const storedLink = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? null);

const optionalText = (option: string, help: string, maxLength = MAX_TEXT_LENGTH, lineBreaks = false) =>
  field<string | null>({
    type: "text",
    cli: { option, placeholder: "<text>", help },
    empty: null,
    stored: () =>
      z
        .string()
        .max(maxLength)
        .nullish()
        .transform((text) => cleanStoredText(text ?? "", lineBreaks) || null),
    input: (value) => parseText(value, false, maxLength, lineBreaks),
  });

/** A timestamptz as stored: an instant, or a string (see parseStoredDate). */
const storedDate = (timeZone: string) =>
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
    });

export const SHOW_FIELDS = {
  date: field<Date | null>({
    type: "timestamptz",
    cli: {
      option: "date",
      placeholder: "<when>",
      help: "when it starts (required for add; TBA when not known yet)",
    },
    empty: null,
    stored: storedDate,
    input: parseShowDate,
  }),
  venue: field<string>({
    type: "text",
    cli: { option: "venue", placeholder: "<text>", help: "where (required for add)" },
    required: true,
    empty: "",
    stored: () =>
      z
        .string()
        .transform((text) => cleanStoredText(text))
        .pipe(z.string().min(1).max(MAX_TEXT_LENGTH)),
    input: (value) => parseText(value, true) as Parsed<string>,
  }),
  city: optionalText("city", "the venue's city"),
  state: optionalText("state", "the venue's state, such as FL"),
  price: field<number | null>({
    type: "numeric",
    cli: { option: "price", placeholder: "<dollars>", help: "e.g. 15 or 12.50; none: no price shown" },
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
    cli: { option: "with", placeholder: '"A, B"', help: "supporting artists, separated by commas" },
    empty: [],
    stored: () =>
      z
        .array(z.string().max(MAX_TEXT_LENGTH))
        .max(MAX_SUPPORTING_ARTISTS)
        .nullish()
        .transform((names) => (names ?? []).map((name) => cleanStoredText(name)).filter(Boolean)),
    input: parseArtists,
  }),
  ageRestriction: field<number | null>({
    type: "integer",
    cli: {
      option: "ages",
      placeholder: "<age>",
      help: "minimum age, a whole number 0-99 (e.g. 21); none: all ages",
    },
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
    cli: {
      option: "tickets",
      placeholder: "<url>",
      help: "where to buy tickets, an http(s) link; none: tickets at the door",
    },
    empty: null,
    stored: storedLink,
    input: parseLink,
  }),
  flyerLink: field<string | null>({
    type: "text",
    cli: { option: "flyer", placeholder: "<url>", help: "the show's flyer, an http(s) link" },
    empty: null,
    stored: storedLink,
    input: parseLink,
  }),
  status: field<ShowStatus>({
    type: "text",
    cli: {
      option: "status",
      placeholder: "<state>",
      help: `${SHOW_STATUSES.join(", ")} (or use cancel, postpone, reschedule)`,
    },
    empty: "scheduled",
    stored: () =>
      z
        .enum(SHOW_STATUSES)
        .nullish()
        .transform((status) => status ?? "scheduled"),
    input: parseStatus,
  }),
  previousDate: field<Date | null>({
    type: "timestamptz",
    // Set by `reschedule`, which keeps the old date here.
    empty: null,
    stored: storedDate,
    input: parseShowDate,
  }),
  soldOut: field<boolean>({
    type: "boolean",
    cli: { option: "sold-out", placeholder: "yes|no", help: "no tickets left: the ticket button goes" },
    empty: false,
    stored: () =>
      z
        .boolean()
        .nullish()
        .transform((soldOut) => soldOut ?? false),
    input: parseYesNo,
  }),
  onSaleDate: field<Date | null>({
    type: "timestamptz",
    cli: {
      option: "on-sale",
      placeholder: "<when>",
      help: "when tickets go on sale; until then no ticket button (none: on sale now)",
    },
    empty: null,
    stored: storedDate,
    input: parseShowDate,
  }),
  title: optionalText("title", "an event name (a festival, a release show); else the venue heads it"),
  address: optionalText("address", "the venue's street address, such as 123 Main St"),
  postalCode: optionalText("postal-code", "the venue's ZIP or postal code", 20),
  country: field<string | null>({
    type: "text",
    cli: {
      option: "country",
      placeholder: "<code>",
      help: "the venue's country, two letters such as US or CA (none: the band's own)",
    },
    empty: null,
    stored: () =>
      z
        .string()
        .nullish()
        .transform((text, context) => {
          if (!text?.trim()) return null;
          const code = countryCode(text);
          if (!code) {
            context.addIssue({ code: "custom", message: `not a country code: ${text}` });
            return z.NEVER;
          }
          return code;
        }),
    input: parseCountry,
  }),
  // The one text that may run over lines.
  notes: optionalText("notes", 'shown on the show\'s page, such as "Doors 7 PM"', MAX_NOTES_LENGTH, true),
};

type Definitions = typeof SHOW_FIELDS;
export type ShowField = keyof Definitions;

/** A show before it has an id: every field's value. */
export type ShowFields = {
  [K in ShowField]: Definitions[K] extends FieldDefinition<infer T> ? T : never;
};

/**
 * One row of the `shows` table, as the site uses it: the band's fields and
 * the two the store keeps itself, the id and when the row last changed
 * (null when the hosted table does not record it yet).
 */
export type Show = { id: number; updatedAt: Date | null } & ShowFields;

/** The fields in column order: the order of `list`, `export` and CSV files. */
export const SHOW_FIELD_NAMES = Object.keys(SHOW_FIELDS) as ShowField[];

/** A show with `fields` and every other field empty (a scheduled show, tickets on sale now). */
export function showWith<T extends Partial<ShowFields>>(fields: T): ShowFields & T {
  const empty = Object.fromEntries(
    SHOW_FIELD_NAMES.map((name) => [name, structuredClone(SHOW_FIELDS[name].empty)]),
  ) as ShowFields;
  return { ...empty, ...fields };
}

/** The columns of JSON and CSV files: the id, every field, then updatedAt (import reads it and ignores it). */
export const SHOW_COLUMNS = ["id", ...SHOW_FIELD_NAMES, "updatedAt"] as const;
export type ShowColumn = (typeof SHOW_COLUMNS)[number];

/**
 * Other names a file may give a column, as spreadsheets tend to. A column
 * also goes by its own name and its option (--with, --tickets, --ages,
 * --postal-code), and every name is matched as columnKey reads it, so "Ticket
 * link", "ticket_link" and "TicketLink" are all ticketLink. Only names that
 * can mean nothing else: "Doors" could be the notes or the date.
 */
const COLUMN_ALIASES: Partial<Record<ShowColumn, readonly string[]>> = {
  date: ["when", "show date"],
  venue: ["venue name"],
  price: ["ticket price", "cost"],
  supportingArtists: ["supporting acts", "support", "openers"],
  ageRestriction: ["age", "age limit", "minimum age"],
  ticketLink: ["ticket URL", "ticket"],
  flyerLink: ["flyer URL", "poster"],
  title: ["event name"],
  address: ["street address"],
  postalCode: ["zip", "zip code", "postcode"],
  onSaleDate: ["on sale from"],
  notes: ["note"],
};

/** A column name as it is matched: "Postal code", "postal_code" and "PostalCode" are all "postalcode". */
const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

/** Each column's names, its own first, as a message lists them (an option that is the column's name once). */
export const COLUMN_NAMES = Object.fromEntries(
  SHOW_COLUMNS.map((column) => {
    const option = column === "id" || column === "updatedAt" ? undefined : SHOW_FIELDS[column].cli?.option;
    const names = [column, ...(option && columnKey(option) !== columnKey(column) ? [option] : [])];
    return [column, [...names, ...(COLUMN_ALIASES[column] ?? [])]];
  }),
) as Record<ShowColumn, string[]>;

const COLUMNS_BY_KEY = new Map(
  SHOW_COLUMNS.flatMap((column) => COLUMN_NAMES[column].map((name) => [columnKey(name), column] as const)),
);

/** The column a file's header (or a JSON row's key) names, in any case, with or without spaces; undefined for none. */
export function findColumn(name: string): ShowColumn | undefined {
  return COLUMNS_BY_KEY.get(columnKey(name));
}

/** Each column's Postgres type. */
export function columnType(column: ShowColumn): ColumnType | "bigint" {
  if (column === "id") return "bigint";
  if (column === "updatedAt") return "timestamptz";
  return SHOW_FIELDS[column].type;
}

/** The stored value of updatedAt, which a hosted table made before the lifecycle migration lacks. */
export const storedUpdatedAt = storedDate;

/**
 * The rules between fields, for a whole show: the command line and imports
 * refuse a show that breaks one, and a stored row that does is skipped.
 */
export function showRuleProblems(show: ShowFields): { field: ShowField; message: string }[] {
  const problems: { field: ShowField; message: string }[] = [];
  if (show.previousDate !== null && show.status !== "rescheduled") {
    problems.push({
      field: "previousDate",
      message: `is kept only for a rescheduled show; this one is ${show.status}`,
    });
  }
  return problems;
}
