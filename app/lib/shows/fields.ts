import { storedDate } from "./date-text.ts";
import type { ColumnType, FieldDefinition } from "./field-kind.ts";
import { age, country, date, flyer, link, price, status, yesNo } from "./parsers.ts";
import { artists, MAX_SUPPORTING_ARTISTS, requiredText, text } from "./text-parsers.ts";

/**
 * A show's fields, defined once. Each key is the column's name in the
 * `shows` table and in JSON and CSV files; its kind (parsers.ts,
 * text-parsers.ts), given the field's limits, says how it is stored, read and
 * checked. The row schema, the input checks, the SQL, import and export, the
 * seed and the fake Supabase all derive from this list. Adding a column is a migration plus one entry
 * here (and the components that display it; to type it on the command line
 * too, its option in cli/options.ts).
 *
 * Every field has an empty value, which is also how a hosted table that
 * lacks the column (one made before its migration) reads.
 */
export const SHOW_FIELDS = {
  date: date(),
  venue: requiredText(),
  city: text(),
  state: text(),
  price: price({ max: 100_000 }),
  supportingArtists: artists({ max: MAX_SUPPORTING_ARTISTS }),
  ageRestriction: age({ max: 99 }),
  ticketLink: link(),
  // A link, or a picture's name in content/flyers/ (the column keeps its first name).
  flyerLink: flyer(),
  status: status(),
  // Set by `reschedule`, which keeps the old date here.
  previousDate: date(),
  soldOut: yesNo(),
  onSaleDate: date(),
  title: text(),
  address: text(),
  postalCode: text({ maxLength: 20 }),
  country: country(),
  // The one text that may run over lines: "Doors 7 PM, all ages matinee" gets a paragraph.
  notes: text({ maxLength: 1_000, lineBreaks: true }),
  // One the band names on the press page among the shows it has played (a festival, a big support slot).
  notable: yesNo(),
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
