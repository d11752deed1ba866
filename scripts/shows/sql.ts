import type { ShowFields } from "~/lib/show-input";

/**
 * SQL text for the shows table, with every value written as a literal.
 *
 * Why literals and not parameters: a write that goes through the running
 * server's socket must reach PGlite as ONE protocol message, so that the
 * server's own reads can never run between its statements (PGlite is a
 * single connection; pglite-socket queues per message). A parameterised
 * query is several messages; a simple query with literals is one.
 */

/** A string literal; standard_conforming_strings is on, so only the quote needs doubling. */
export function literal(value: string | number | Date | null | readonly string[]): string {
  if (value === null) return "null";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return `${literal(value.toISOString())}::timestamptz`;
  if (Array.isArray(value)) return `array[${value.map((item) => literal(item)).join(", ")}]::text[]`;
  const text = value as string;
  if (text.includes("\0")) throw new Error("text may not contain a NUL character");
  return `'${text.replaceAll("'", "''")}'`;
}

const COLUMNS = {
  date: "date",
  venue: "venue",
  city: "city",
  state: "state",
  price: "price",
  supportingArtists: '"supportingArtists"',
  ageRestriction: '"ageRestriction"',
  ticketLink: '"ticketLink"',
  flyerLink: '"flyerLink"',
} as const satisfies Record<keyof ShowFields, string>;

const FIELDS = Object.keys(COLUMNS) as (keyof ShowFields)[];

function values(show: Partial<ShowFields>): string {
  return `(${FIELDS.map((field) => literal(show[field] ?? (field === "supportingArtists" ? [] : null))).join(", ")})`;
}

export function insertShows(shows: readonly ShowFields[], ids?: readonly number[]): string {
  const columns = FIELDS.map((field) => COLUMNS[field]);
  const rows = shows.map((show, index) =>
    ids ? `(${literal(ids[index]!)}, ${values(show).slice(1)}` : values(show),
  );
  return `insert into public.shows (${ids ? "id, " : ""}${columns.join(", ")}) values ${rows.join(", ")} returning *`;
}

export function updateShow(id: number, fields: Partial<ShowFields>): string {
  const set = FIELDS.filter((field) => field in fields).map(
    (field) => `${COLUMNS[field]} = ${literal(fields[field] ?? (field === "supportingArtists" ? [] : null))}`,
  );
  return `update public.shows set ${set.join(", ")} where id = ${literal(id)} returning *`;
}

export function deleteShow(id: number): string {
  return `delete from public.shows where id = ${literal(id)} returning id`;
}

/** After rows were inserted with their own ids, new ids continue above the highest. */
export const RESET_ID_SEQUENCE =
  "select setval(pg_get_serial_sequence('public.shows', 'id'), coalesce(max(id), 0) + 1, false) from public.shows";

export const SELECT_SHOWS = "select * from public.shows order by date asc nulls last, id asc";

/** Every show replaced in one statement (see the replace_shows migration); `rows` is a JSON array literal. */
export function replaceShows(rowsLiteral: string): string {
  return `select * from public.replace_shows(${rowsLiteral}::jsonb)`;
}
