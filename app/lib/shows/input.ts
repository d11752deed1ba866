import type { z } from "zod";

import {
  SHOW_FIELD_NAMES,
  SHOW_FIELDS,
  type ShowField,
  type ShowFields,
  showRuleProblems,
} from "./fields.ts";

export interface FieldProblem {
  field: ShowField;
  value: unknown;
  message: string;
}

export class ShowInputError extends Error {
  override name = "ShowInputError";
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.message}`).join("\n"));
  }
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Built once per field and zone: an import checks every field of every row. */
const inputSchemas = new Map<string, z.ZodType>();

export function parseField<K extends ShowField>(
  field: K,
  input: unknown,
  timeZone: string,
): Parsed<ShowFields[K]> {
  const key = `${field} ${timeZone}`;
  let schema = inputSchemas.get(key);
  if (!schema) inputSchemas.set(key, (schema = SHOW_FIELDS[field].input(timeZone)));
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data as ShowFields[K] };
  return { ok: false, message: parsed.error.issues[0]!.message };
}

export function parseShowFields(
  input: Partial<Record<ShowField, unknown>>,
  timeZone: string,
  { complete }: { complete: boolean },
): Partial<ShowFields> {
  const problems: FieldProblem[] = [];
  const fields: Record<string, unknown> = {};
  for (const field of SHOW_FIELD_NAMES) {
    if (!(field in input) && !complete) continue;
    const parsed = parseField(field, input[field], timeZone);
    if (parsed.ok) fields[field] = parsed.value;
    else problems.push({ field, value: input[field], message: parsed.message });
  }
  if (problems.length > 0) throw new ShowInputError(problems);
  return fields as Partial<ShowFields>;
}

export function parseNewShow(input: Partial<Record<ShowField, unknown>>, timeZone: string): ShowFields {
  const show = parseShowFields(input, timeZone, { complete: true }) as ShowFields;
  checkShowRules(show, input);
  return show;
}

export function checkShowRules(show: ShowFields, input: Partial<Record<ShowField, unknown>> = show): void {
  const problems = showRuleProblems(show).map(({ field, message }) => ({
    field,
    value: input[field],
    message,
  }));
  if (problems.length > 0) throw new ShowInputError(problems);
}
