import { z } from "zod";

/**
 * What every kind of field value gives its fields (parsers.ts,
 * text-parsers.ts): a column type, an empty value, and two zod schemas built
 * from one set of limits. `input` reads what the band types or imports,
 * forgiving in how a value is written ("$15", "21+", "yes") and strict about
 * what it means; `stored` checks what a store holds, and takes out what input
 * refuses from rows stored before, or by hand. Both end in the same check of
 * the value, so a limit is written once and reads the same wherever it is
 * broken. Every message says what is wrong with the value.
 */

/** Postgres types the shows table uses. */
export type ColumnType = "timestamptz" | "text" | "numeric" | "integer" | "text[]" | "boolean";

export interface FieldDefinition<T> {
  /** The column's type in supabase/migrations/. */
  type: ColumnType;
  /** The value of an empty field, and of a column a hosted table does not have yet. */
  empty: T;
  /** Reads a value as the band types or imports it. */
  input(timeZone: string): z.ZodType<T, unknown>;
  /** Checks a value as a store holds it. */
  stored(timeZone: string): z.ZodType<T, unknown>;
}

/** `schema`, with null and undefined (a column a row lacks) read as `empty`. */
export const orEmpty = <T>(schema: z.ZodType<T, unknown>, empty: T) =>
  schema.nullish().transform((value) => value ?? empty);

/** As orEmpty, and "" too: an empty cell, or `--price ""`, clears the field. */
export const blankOr = <T>(schema: z.ZodType<T, unknown>, empty: T) =>
  z.preprocess((input) => (input === "" ? undefined : input), orEmpty(schema, empty));

/** A transform's way to refuse a value with a message. */
export const refuse = (context: z.RefinementCtx, message: string) => {
  context.addIssue({ code: "custom", message });
  return z.NEVER;
};
