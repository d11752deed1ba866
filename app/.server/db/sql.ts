import { escapeLiteral } from "pg";

/**
 * A value as SQL. Text is escaped by pg's escapeLiteral (libpq's rules):
 * quotes doubled, and a text with a backslash written as an E'' string with
 * the backslashes doubled, right whatever standard_conforming_strings says.
 */
export function literal(value: string | number | boolean | Date | null | readonly string[]): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return `${literal(value.toISOString())}::timestamptz`;
  if (Array.isArray(value)) return `array[${value.map((item) => literal(item)).join(", ")}]::text[]`;
  const text = value as string;
  if (text.includes("\0")) throw new Error("text may not contain a NUL character");
  return escapeLiteral(text);
}
