import { escapeIdentifier } from "pg";

import { literal } from "#app/.server/db/sql.ts";
import { SHOW_COLUMNS, SHOW_FIELD_NAMES, SHOW_FIELDS, type ShowFields } from "#app/lib/shows/fields.ts";

// Literals, not parameters: a write through the server's socket must reach PGlite as ONE protocol
// message so the server's own reads never run between its statements (decision 038).

/** Quoted: the table's names are camelCase. */
const column = (name: string) => escapeIdentifier(name);

const valueOf = <K extends keyof ShowFields>(show: Partial<ShowFields>, field: K) =>
  literal((show[field] ?? SHOW_FIELDS[field].empty) as ShowFields[K]);

function values(show: Partial<ShowFields>, extra: readonly string[] = []): string {
  return `(${[...SHOW_FIELD_NAMES.map((field) => valueOf(show, field)), ...extra].join(", ")})`;
}

/** `sample`: the seed's shows, removed once the config names the band. Nothing else writes the column. */
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

// Ids restart at 1 when only samples ever had one and nothing outside the table holds one (decision
// 079). One statement: the subqueries see the table as it was before the delete.
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

/** 0 where the table has no `sample` column yet (a server started before that migration, via its socket). */
export const COUNT_SAMPLE_SHOWS =
  "select count(*)::integer as count from public.shows as show where coalesce((to_jsonb(show) ->> 'sample')::boolean, false)";

export function deleteShow(id: number): string {
  return `delete from public.shows where id = ${literal(id)} returning id`;
}

export const SELECT_SHOWS = `select ${SHOW_COLUMNS.map(column).join(", ")} from public.shows order by date asc nulls last, id asc`;

/** One statement (the replace_shows migration); `rows` is a JSON array literal. */
export function replaceShows(rowsLiteral: string): string {
  return `select * from public.replace_shows(${rowsLiteral}::jsonb)`;
}
