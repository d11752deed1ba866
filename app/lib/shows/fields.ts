import { storedDate } from "./date-text.ts";
import type { ColumnType, FieldDefinition } from "./field-kind.ts";
import { age, country, date, flyer, link, price, status, yesNo } from "./parsers.ts";
import { artists, MAX_SUPPORTING_ARTISTS, requiredText, text } from "./text-parsers.ts";

/**
 * Each key is the column's name in the `shows` table and in JSON and CSV files. The row schema, input
 * checks, SQL, import and export, the seed and the fake Supabase all derive from this list. A field's
 * empty value is also how a hosted table that lacks the column (made before its migration) reads.
 * A new column is a migration, an entry here and, to type it on the command line, cli/shows/options.ts.
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
  notes: text({ maxLength: 1_000, lineBreaks: true }),
  // A show the press page names among those played (a festival, a big support slot).
  notable: yesNo(),
};

type Definitions = typeof SHOW_FIELDS;
export type ShowField = keyof Definitions;

export type ShowFields = {
  [K in ShowField]: Definitions[K] extends FieldDefinition<infer T> ? T : never;
};

/** updatedAt is null when the hosted table does not record it yet. */
export type Show = { id: number; updatedAt: Date | null } & ShowFields;

export const SHOW_FIELD_NAMES = Object.keys(SHOW_FIELDS) as ShowField[];

export function showWith<T extends Partial<ShowFields>>(fields: T): ShowFields & T {
  const empty = Object.fromEntries(
    SHOW_FIELD_NAMES.map((name) => [name, structuredClone(SHOW_FIELDS[name].empty)]),
  ) as ShowFields;
  return { ...empty, ...fields };
}

/** import reads updatedAt and ignores it. */
export const SHOW_COLUMNS = ["id", ...SHOW_FIELD_NAMES, "updatedAt"] as const;
export type ShowColumn = (typeof SHOW_COLUMNS)[number];

export function columnType(column: ShowColumn): ColumnType | "bigint" {
  if (column === "id") return "bigint";
  if (column === "updatedAt") return "timestamptz";
  return SHOW_FIELDS[column].type;
}

/** A hosted table made before the lifecycle migration lacks updatedAt. */
export const storedUpdatedAt = storedDate;

/** The command line and imports refuse a show that breaks one; a stored row that does is skipped. */
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
