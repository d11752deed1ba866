import type { ServerResponse } from "node:http";

import { parseStoredDate } from "../../app/lib/shows/date-text.ts";
import { columnType, SHOW_COLUMNS } from "../../app/lib/shows/fields.ts";
import { siteConfig } from "../../content/site.config.ts";
import { type RecordedRequest, sendJson } from "./recording-server.ts";
import { ORIGINAL_COLUMNS, type SupabaseTable } from "./supabase-rows.ts";

/**
 * What PostgREST does with a request to the `shows` table before and after
 * Postgres: JSON values cast to the columns' types, refusals with its codes
 * and messages, the `id=eq.N` filter, the list query's order.
 */

const TIME_ZONE = siteConfig.timeZone;

export type Row = Record<string, unknown>;

/** The table's columns, from the show's one definition. */
export const COLUMNS = SHOW_COLUMNS;
export type Column = (typeof COLUMNS)[number];
const typeOf = columnType;
const isColumn = (key: string): key is Column => (COLUMNS as readonly string[]).includes(key);

/** A PostgREST error answer. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {}
  send(response: ServerResponse) {
    const { code, message, details, hint } = this;
    sendJson(response, this.status, { code, details, hint, message });
  }
}

/** The timestamptz text Postgres sends back: the instant in UTC, milliseconds only when there are some. */
export function storedTimestamptz(date: Date): string {
  return date
    .toISOString()
    .replace(/\.000Z$/, "+00:00")
    .replace(/Z$/, "+00:00");
}

/** One JSON value cast to a column's type, as Postgres would; a Refusal when it would not. */
function castValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const invalid = (type: string) =>
    new Refusal(400, "22P02", `invalid input syntax for type ${type}: ${JSON.stringify(value)}`);
  switch (typeOf(column)) {
    case "bigint": {
      const id = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
      if (typeof id !== "number" || !Number.isSafeInteger(id)) throw invalid("bigint");
      return id;
    }
    case "timestamptz": {
      // Supabase's sessions run in UTC: a time without an offset is UTC.
      const date = typeof value === "string" ? parseStoredDate(value, "UTC") : null;
      if (!date) {
        throw new Refusal(
          400,
          "22007",
          `invalid input syntax for type timestamp with time zone: ${JSON.stringify(value)}`,
        );
      }
      return storedTimestamptz(date);
    }
    case "numeric": {
      const price = typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
      if (typeof price !== "number" || !Number.isFinite(price)) throw invalid("numeric");
      return price;
    }
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) throw invalid("integer");
      return value;
    case "boolean":
      if (typeof value !== "boolean") throw invalid("boolean");
      return value;
    case "text[]":
      if (!Array.isArray(value) || !value.every((name) => typeof name === "string")) {
        throw new Refusal(400, "22P02", `malformed array literal: ${JSON.stringify(value)}`);
      }
      return [...(value as string[])];
    case "text":
      if (typeof value !== "string") throw invalid("text");
      if (value.includes("\0")) throw new Refusal(400, "22P05", "unsupported Unicode escape sequence");
      return value;
  }
}

/** The given columns of one JSON object, cast; keys outside `columns` are ignored. */
export function castColumns(input: unknown, columns: readonly Column[]): Partial<Record<Column, unknown>> {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new Refusal(400, "PGRST102", "Empty or invalid json");
  }
  const cast: Partial<Record<Column, unknown>> = {};
  for (const column of columns) cast[column] = castValue(column, (input as Row)[column]);
  return cast;
}

/** The columns a request names, refusing one the table does not have. */
export function knownColumns(names: readonly string[], table: SupabaseTable): Column[] {
  for (const name of names) {
    if (
      !isColumn(name) ||
      (table === "original" && !(ORIGINAL_COLUMNS as readonly string[]).includes(name))
    ) {
      throw new Refusal(
        400,
        "PGRST204",
        `Could not find the '${name}' column of 'shows' in the schema cache`,
      );
    }
  }
  return [...new Set(names)] as Column[];
}

export function duplicateKey(id: unknown): Refusal {
  return new Refusal(
    409,
    "23505",
    'duplicate key value violates unique constraint "shows_pkey"',
    `Key (id)=(${String(id)}) already exists.`,
  );
}

/** The columns with a default that a write left out (or set to null, which the table refuses for these). */
export function withDefaults(values: Partial<Record<Column, unknown>>): Row {
  return {
    status: values.status ?? "scheduled",
    soldOut: values.soldOut ?? false,
    notable: values.notable ?? false,
    updatedAt: values.updatedAt ?? storedTimestamptz(new Date()),
  };
}

/** As the real query orders them: date ascending, undated last, then id. */
export function sortRows(rows: readonly Row[]): Row[] {
  const instant = (row: Row) => {
    const { date } = row;
    if (typeof date !== "string") return null;
    // An offset-less date (row 103) is wall-clock time in the band's zone, as the site reads it.
    return parseStoredDate(date, TIME_ZONE)?.getTime() ?? null;
  };
  return [...rows].sort((a, b) => {
    const [dateA, dateB] = [instant(a), instant(b)];
    if (dateA !== dateB) {
      if (dateA === null) return 1;
      if (dateB === null) return -1;
      return dateA - dateB;
    }
    return Number(a.id) - Number(b.id);
  });
}

export function parseBody(request: RecordedRequest): unknown {
  try {
    return JSON.parse(request.body);
  } catch {
    throw new Refusal(400, "PGRST102", "Empty or invalid json");
  }
}

/** The row an `id=eq.N` filter picks; Supabase refuses an UPDATE or DELETE without a filter. */
export function idFilter(request: RecordedRequest, verb: "UPDATE" | "DELETE"): number {
  const filter = new URL(request.path, "http://fake").searchParams.get("id");
  if (filter === null) throw new Refusal(400, "21000", `${verb} requires a WHERE clause`);
  const match = /^eq\.(\d+)$/.exec(filter);
  if (!match) throw new Refusal(400, "22P02", `invalid input syntax for type bigint: "${filter.slice(3)}"`);
  return Number(match[1]);
}

/** The rows an optional `id=eq.N` filter keeps. */
export function filterById(request: RecordedRequest, rows: Row[]): Row[] {
  const filter = new URL(request.path, "http://fake").searchParams.get("id");
  if (filter === null) return rows;
  return rows.filter((row) => `eq.${String(row.id)}` === filter);
}

export const wantsRows = (request: RecordedRequest) =>
  /return=representation/.test(String(request.headers.prefer));
