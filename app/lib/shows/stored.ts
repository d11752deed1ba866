import { z } from "zod";

import { type Show, SHOW_FIELD_NAMES, SHOW_FIELDS, showRuleProblems, storedUpdatedAt } from "./fields.ts";

export function showRowSchema(timeZone: string): z.ZodType<Show, unknown> {
  const fields = Object.fromEntries(
    SHOW_FIELD_NAMES.map((name) => [name, SHOW_FIELDS[name].stored(timeZone)]),
  );
  return z
    .object({
      // bigint: a number, a bigint or a digit string depending on the driver; never `true` or `[7]`.
      id: z
        .union([z.number(), z.bigint(), z.string().regex(/^\d+$/)])
        .transform(Number)
        .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
      ...fields,
      updatedAt: storedUpdatedAt(timeZone),
    })
    .superRefine((row, context) => {
      for (const { field, message } of showRuleProblems(row as unknown as Show)) {
        context.addIssue({ code: "custom", path: [field], message });
      }
    }) as unknown as z.ZodType<Show, unknown>;
}

export function validateShowRows(
  rows: readonly unknown[],
  timeZone: string,
  onInvalid: (id: unknown, problems: string[]) => void,
): Show[] {
  const schema = showRowSchema(timeZone);
  const shows: Show[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) shows.push(parsed.data);
    else onInvalid((row as { id?: unknown } | null)?.id ?? null, describeIssues(parsed.error));
  }
  return shows;
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}
