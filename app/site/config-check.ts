import type { z } from "zod";

import { closest } from "#app/lib/closest.ts";

import { configPathText } from "./config-path.ts";
import { type SiteConfig, siteConfigSchema } from "./types.ts";

// Checked at build (vite.config.ts) and at start-up (server/main.ts), so a mistake stops both with
// every problem named, never a page that fails later.

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

const FILE = "content/site.config.ts";

export function assertSiteConfig(config: unknown): asserts config is SiteConfig {
  const problems = siteConfigProblems(config);
  if (problems.length === 0) return;
  const count = problems.length === 1 ? "a mistake" : `${problems.length} mistakes`;
  throw new SiteConfigError(
    `${FILE} has ${count}; the site cannot start until ${problems.length === 1 ? "it is" : "they are"} fixed:\n` +
      problems.map((problem) => `  ${problem}`).join("\n"),
  );
}

export function siteConfigProblems(config: unknown): string[] {
  const result = siteConfigSchema.safeParse(config, { reportInput: true });
  return result.success ? [] : result.error.issues.flatMap((issue) => describe(issue, []));
}

function describe(issue: z.core.$ZodIssue, outer: PropertyKey[]): string[] {
  const path = [...outer, ...issue.path];
  const where = configPathText(path);
  switch (issue.code) {
    case "invalid_value": {
      const allowed = issue.values.map(String);
      const meant = typeof issue.input === "string" ? closest(issue.input, allowed) : undefined;
      return [
        `${where}: ${JSON.stringify(issue.input)} is not one of ${allowed.join(", ")}` +
          (meant ? `. Did you mean "${meant}"?` : ""),
      ];
    }
    case "unrecognized_keys": {
      const known = knownKeys(path);
      return issue.keys.map((key) => {
        const meant = closest(key, known);
        return `${configPathText([...path, key])}: is not a setting here${meant ? `. Did you mean "${meant}"?` : ""}`;
      });
    }
    case "invalid_type":
      return [`${where}: ${typeMistake(issue)}`];
    case "invalid_union": {
      // Hero media: report the branch the band meant (its keys were written, or fewest problems).
      const fit = (errors: z.core.$ZodIssue[]) =>
        errors.length + (errors.some((inner) => inner.code === "unrecognized_keys") ? 100 : 0);
      const meant = issue.errors.reduce((best, errors) => (fit(errors) < fit(best) ? errors : best));
      return meant.flatMap((inner) => describe(inner, path));
    }
    default:
      return [`${where}: ${issue.message}`];
  }
}

function knownKeys(path: PropertyKey[]): string[] {
  let schema: z.core.$ZodType | undefined = siteConfigSchema;
  for (const key of path) {
    schema = unwrap(schema);
    if (typeof key === "number")
      schema = schema._zod.def.type === "array" ? (schema as z.ZodArray)._zod.def.element : undefined;
    else
      schema =
        schema._zod.def.type === "object" ? (schema as z.ZodObject)._zod.def.shape[String(key)] : undefined;
    if (!schema) return [];
  }
  schema = unwrap(schema);
  return schema._zod.def.type === "object" ? Object.keys((schema as z.ZodObject)._zod.def.shape) : [];
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  return def.type === "optional" && def.innerType ? unwrap(def.innerType) : schema;
}

const KINDS: Record<string, string> = {
  string: "a text in quotes",
  number: "a number",
  array: "a list in [ ]",
  object: "a { } block",
};

function typeMistake(issue: z.core.$ZodIssueInvalidType): string {
  // A setting left out is missing, whatever its own message says of a wrong value
  // ("undefined is not an e-mail address"); a picture's says how to add it.
  if (issue.input === undefined) return issue.message.startsWith("is missing") ? issue.message : "is missing";
  if (!issue.message.startsWith("Invalid input")) return issue.message;
  return `must be ${KINDS[issue.expected] ?? issue.expected}, not ${JSON.stringify(issue.input)}`;
}
