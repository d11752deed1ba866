import { z } from "zod";

import { blankOr, type FieldDefinition, orEmpty, refuse } from "./field-kind.ts";
import { unsafeCharacter, withoutUnsafeCharacters } from "./plain-text.ts";

export const MAX_TEXT_LENGTH = 200;
export const MAX_SUPPORTING_ARTISTS = 50;

interface TextOptions {
  maxLength?: number;
  /** Line breaks are written "\n" whatever the file used. */
  lineBreaks?: boolean;
}

function textSchemas({ maxLength = MAX_TEXT_LENGTH, lineBreaks = false }: TextOptions, required: boolean) {
  let value = z.string();
  if (required) value = value.min(1, "is empty");
  value = value
    .max(maxLength, {
      error: (issue) => `is ${(issue.input as string).length} characters long; the most is ${maxLength}`,
    })
    .refine((text) => unsafeCharacter(text, lineBreaks) === null, {
      error: (issue) =>
        `contains a control or text-direction character (${unsafeCharacter(issue.input as string, lineBreaks)}): write it as plain text`,
    });
  const typed = z.string({ error: (issue) => (issue.input == null ? "is required" : "must be text") });
  return {
    value,
    input: typed.transform((text) => (lineBreaks ? text.replace(/\r\n?/g, "\n") : text).trim()),
    stored: typed.transform((text) => withoutUnsafeCharacters(text, lineBreaks).trim()),
  };
}

export function requiredText(): FieldDefinition<string> {
  const schemas = textSchemas({}, true);
  return {
    type: "text",
    empty: "",
    input: () => schemas.input.pipe(schemas.value),
    stored: () => schemas.stored.pipe(schemas.value),
  };
}

export function text(options: TextOptions = {}): FieldDefinition<string | null> {
  const schemas = textSchemas(options, false);
  const optional = (read: typeof schemas.input) =>
    orEmpty(read.transform((value) => value || null).pipe(schemas.value.nullable()), null);
  return {
    type: "text",
    empty: null,
    input: () => optional(schemas.input),
    stored: () => optional(schemas.stored),
  };
}

const ARTIST_FORMS =
  'write them as "A, B", or as a JSON list such as ["Crosby, Stills & Nash Tribute", "B"] when a name holds a comma';

/** null for text that starts like a JSON list but is not one. */
function splitArtists(text: string): unknown {
  if (!text.trim().startsWith("[")) return text.split(",");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function artists({ max }: { max: number }): FieldDefinition<string[]> {
  const name = textSchemas({}, false);
  const value = z.array(name.value).max(max, {
    error: (issue) => `lists ${(issue.input as unknown[]).length} artists; the most is ${max}`,
  });
  const typedName = orEmpty(name.input.pipe(name.value), "");
  return {
    type: "text[]",
    empty: [],
    input: () =>
      blankOr(
        z
          .preprocess(
            (input) => (typeof input === "string" ? splitArtists(input) : input),
            z.array(z.unknown(), { error: `is not a list of names: ${ARTIST_FORMS}` }),
          )
          .transform((names, context) => {
            const kept: string[] = [];
            for (const typed of names) {
              const parsed = typedName.safeParse(typed);
              if (!parsed.success)
                return refuse(context, `has a name that ${parsed.error.issues[0]!.message}`);
              if (parsed.data) kept.push(parsed.data);
            }
            return kept;
          })
          .pipe(value),
        [],
      ),
    stored: () =>
      orEmpty(
        z
          .array(name.stored)
          .transform((names) => names.filter(Boolean))
          .pipe(value),
        [],
      ),
  };
}

/** The JSON list when "A, B" would not read back as the same names (a comma in a name, a leading "["). */
export function formatArtists(names: readonly string[]): string {
  const plain = names.join(", ");
  const read = splitArtists(plain);
  const readNames = Array.isArray(read) ? read.map((name) => String(name).trim()).filter(Boolean) : [];
  const same = readNames.length === names.length && readNames.every((name, index) => name === names[index]);
  return same ? plain : JSON.stringify(names);
}
