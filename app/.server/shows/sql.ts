import { escapeIdentifier, escapeLiteral } from "pg";
import { SHOW_COLUMNS, SHOW_FIELD_NAMES, SHOW_FIELDS, type ShowFields } from "#app/lib/shows/fields.ts";

/**
 * SQL text for the shows table, with every value written as a literal.
 *
 * Why literals and not parameters: a write that goes through the running
 * server's socket must reach PGlite as ONE protocol message, so that the
 * server's own reads can never run between its statements (PGlite is a
 * single connection; pglite-socket queues per message). A parameterised
 * query is several messages; a simple query with literals is one.
 */

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

/** A column's name as SQL: quoted, since the table's names are camelCase. */
const column = (name: string) => escapeIdentifier(name);

/** A field's value, or its empty value when not given. */
const valueOf = <K extends keyof ShowFields>(show: Partial<ShowFields>, field: K) =>
  literal((show[field] ?? SHOW_FIELDS[field].empty) as ShowFields[K]);

function values(show: Partial<ShowFields>, extra: readonly string[] = []): string {
  return `(${[...SHOW_FIELD_NAMES.map((field) => valueOf(show, field)), ...extra].join(", ")})`;
}

/**
 * `sample`: the seed's shows (content/sample-shows.ts), which the server
 * removes once the config names the band. Nothing else writes the column.
 */
export function insertShows(shows: readonly ShowFields[], { sample = false } = {}): string {
  const columns = [...SHOW_FIELD_NAMES.map(column), ...(sample ? ["sample"] : [])];
  const rows = shows.map((show) => values(show, sample ? ["true"] : []));
  return `insert into public.shows (${columns.join(", ")}) values ${rows.join(", ")} returning *`;
}

/** A sample show the band changes is theirs from then on: it stays when the samples go. */
export function updateShow(id: number, fields: Partial<ShowFields>): string {
  const set = SHOW_FIELD_NAMES.filter((field) => field in fields).map(
    (field) => `${column(field)} = ${valueOf(fields, field)}`,
  );
  return `update public.shows set ${[...set, "sample = false"].join(", ")} where id = ${literal(id)} returning *`;
}

const SHOW_IDS = "pg_get_serial_sequence('public.shows', 'id')";

/**
 * Removes the sample shows; returns their ids. When every id ever given was
 * a sample's removed now, and nothing outside the table holds one (a ticket
 * click, what a fan was told, an e-mail naming a show), the ids start again
 * at 1, so that the band's first show is show 1 (decision 079). In one
 * statement: the subqueries see the table as it was before the delete.
 */
export const DELETE_SAMPLE_SHOWS = `with removed as (delete from public.shows where sample returning id),
restarted as (
  select setval(${SHOW_IDS}, 1, false)
  where not exists (select 1 from public.shows where not sample)
    and (select count(*) from removed) = pg_sequence_last_value(${SHOW_IDS}::regclass)
    and not exists (select 1 from public.ticket_clicks)
    and not exists (select 1 from public.fan_notices)
    and not exists (select 1 from public.outbox where kind <> 'confirm')
)
select id from removed where (select count(*) from restarted) >= 0`;

/**
 * How many sample shows are stored; 0 where the table has no `sample` column
 * yet (a server started before that migration, reached through its socket).
 */
export const COUNT_SAMPLE_SHOWS =
  "select count(*)::integer as count from public.shows as show where coalesce((to_jsonb(show) ->> 'sample')::boolean, false)";

export function deleteShow(id: number): string {
  return `delete from public.shows where id = ${literal(id)} returning id`;
}

export const SELECT_SHOWS = `select ${SHOW_COLUMNS.map(column).join(", ")} from public.shows order by date asc nulls last, id asc`;

/** Every show replaced in one statement (see the replace_shows migration); `rows` is a JSON array literal. */
export function replaceShows(rowsLiteral: string): string {
  return `select * from public.replace_shows(${rowsLiteral}::jsonb)`;
}
