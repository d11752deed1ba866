import { z } from "zod";

/**
 * `input` forgives how the band writes a value ("$15", "21+", "yes") but is strict about what it
 * means; `stored` checks what a store holds. Both end in the same check, so a limit is written once.
 */

export type ColumnType = "timestamptz" | "text" | "numeric" | "integer" | "text[]" | "boolean";

export interface FieldDefinition<T> {
  type: ColumnType;
  /** Also the value of a column a hosted table does not have yet. */
  empty: T;
  input(timeZone: string): z.ZodType<T, unknown>;
  stored(timeZone: string): z.ZodType<T, unknown>;
}

/** undefined is a column the row lacks. */
export const orEmpty = <T>(schema: z.ZodType<T, unknown>, empty: T) =>
  schema.nullish().transform((value) => value ?? empty);

/** As orEmpty, and "" too: an empty cell, or `--price ""`, clears the field. */
export const blankOr = <T>(schema: z.ZodType<T, unknown>, empty: T) =>
  z.preprocess((input) => (input === "" ? undefined : input), orEmpty(schema, empty));

export const refuse = (context: z.RefinementCtx, message: string) => {
  context.addIssue({ code: "custom", message });
  return z.NEVER;
};
