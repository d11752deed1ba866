import type { ServerResponse } from "node:http";
import { FAKE_SUPABASE_ANON_KEY, FAKE_SUPABASE_SERVICE_ROLE_KEY } from "./keys.ts";
import { siteConfig } from "../../content/site.config.ts";
import { columnType, SHOW_COLUMNS } from "../../app/lib/shows/fields.ts";
import { LIFECYCLE_DEFAULTS } from "../shows.ts";
import { parseStoredDate } from "../../app/lib/shows/date-text.ts";
import { toWallClock, wallClockDaysFrom } from "../../app/lib/time-zone.ts";
import {
  hang,
  pickMode,
  sendJson,
  sendNotJson,
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from "./recording-server";

/**
 * A fake of Supabase's REST API (PostgREST behind its gateway) for the
 * `shows` table, kept in memory:
 *   GET    /rest/v1/shows                  every row, date asc nulls last, then id (either key)
 *   POST   /rest/v1/shows                  insert an object or an array
 *   PATCH  /rest/v1/shows?id=eq.N          change one row
 *   DELETE /rest/v1/shows?id=eq.N          delete one row
 *   POST   /rest/v1/rpc/replace_shows      {"new_shows": [...]}, as the SQL function does
 * With the anon key it behaves as row-level security with a select-only
 * policy does: an insert or the function is refused (401, 42501), an update
 * or delete silently changes nothing. A key it does not know gets a 401.
 *
 * `answer({ table: "original" })` makes it the band's first table, the ten
 * columns before the lifecycle migration: rows come without the newer
 * columns, and a write that names one is refused as PostgREST does (PGRST204).
 */

export { FAKE_SUPABASE_ANON_KEY, FAKE_SUPABASE_SERVICE_ROLE_KEY };

export const SUPABASE_ANSWERS = [
  "good",
  "empty",
  "bad-rows",
  "error",
  "unavailable",
  "hang",
  "not-json",
] as const;
export type SupabaseAnswer = (typeof SUPABASE_ANSWERS)[number];

/** Which table the fake serves: today's columns, or the ten the band's table had first. */
export const SUPABASE_TABLES = ["current", "original"] as const;
export type SupabaseTable = (typeof SUPABASE_TABLES)[number];

/** The columns of the band's table before supabase/migrations/20261123000000_show_lifecycle.sql. */
export const ORIGINAL_COLUMNS = [
  "id",
  "date",
  "venue",
  "city",
  "state",
  "price",
  "supportingArtists",
  "ageRestriction",
  "ticketLink",
  "flyerLink",
] as const;

/** How writes (insert, update, delete, replace_shows) are answered. */
export const SUPABASE_WRITE_ANSWERS = ["good", "error", "hang"] as const;
export type SupabaseWriteAnswer = (typeof SUPABASE_WRITE_ANSWERS)[number];

export interface FakeSupabase extends RecordingServer {
  anonKey: string;
  serviceRoleKey: string;
  /** How the next requests are answered: `shows` for reads (GET), `writes` for the rest; `table` which columns it has. */
  answer(modes: { shows?: SupabaseAnswer; writes?: SupabaseWriteAnswer; table?: SupabaseTable }): void;
  /** The rows "good" answers with, as the hosted table returns them: hostedShowRows() until something is written. */
  goodRows(): Record<string, unknown>[];
  /** Forgets the requests; good answers and hostedShowRows() again (as POST /__fake/reset). */
  reset(): void;
}

const TIME_ZONE = siteConfig.timeZone;

/** Postgres' JSON form of a timestamptz, as PostgREST sends it: "2026-12-05T01:00:00+00:00". */
function timestamptz(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

/** Days from today at a wall-clock time in the band's zone. */
function daysFromNow(days: number, hour: number, minute = 0): Date {
  return wallClockDaysFrom(new Date(), days, { hour, minute }, TIME_ZONE)!;
}

/** Shows around today, so the hosted Home page always lists some; names say where they came from. */
export function hostedShowRows(): Record<string, unknown>[] {
  const tenDaysOut = toWallClock(daysFromNow(10, 19, 30), TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, "0");
  const rows: Row[] = [
    {
      id: 101,
      date: timestamptz(daysFromNow(-7, 20)),
      venue: "Hosted Past Hall",
      city: "Orlando",
      state: "FL",
      price: 12,
      supportingArtists: [],
      ageRestriction: 18,
      ticketLink: "https://tickets.example.com/hosted-past",
      flyerLink: null,
    },
    {
      id: 102,
      date: timestamptz(daysFromNow(3, 20)),
      venue: "Hosted Ballroom",
      city: "Orlando",
      state: "FL",
      price: 15,
      supportingArtists: ["The Stand-Ins", "Loopback"],
      ageRestriction: 21,
      ticketLink: "https://tickets.example.com/hosted-ballroom",
      flyerLink: null,
    },
    {
      // A `timestamp without time zone` column: wall-clock time in the band's zone.
      // Rescheduled from two days earlier, with the newer columns filled in.
      id: 103,
      date: `${tenDaysOut.year}-${pad(tenDaysOut.month)}-${pad(tenDaysOut.day)}T19:30:00`,
      venue: "Hosted Warehouse",
      city: "Tampa",
      state: "FL",
      price: null,
      supportingArtists: null,
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
      status: "rescheduled",
      previousDate: timestamptz(daysFromNow(8, 19, 30)),
      title: "Hosted Release Party",
      address: "1 Warehouse Row",
      postalCode: "33602",
      country: "US",
      notes: "Doors at 7.",
    },
    {
      id: 105,
      date: timestamptz(daysFromNow(12, 21)),
      venue: "Hosted Cancelled Club",
      city: "Orlando",
      state: "FL",
      price: 10,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: "https://tickets.example.com/hosted-cancelled",
      flyerLink: null,
      status: "cancelled",
      soldOut: true,
    },
    {
      id: 106,
      date: timestamptz(daysFromNow(14, 20)),
      venue: "Hosted Sold Out Theater",
      city: "Miami",
      state: "FL",
      price: 30,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: "https://tickets.example.com/hosted-sold-out",
      flyerLink: null,
      soldOut: true,
    },
    {
      id: 104,
      date: null,
      venue: "Hosted Secret Show",
      city: "Miami",
      state: "FL",
      price: 0,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
    },
  ];
  // Every newer column a row does not set holds its default, as in the table.
  return rows.map((row) => ({ ...COLUMN_DEFAULTS(), ...row }));
}

/** The newer columns' defaults (the lifecycle migration's); the rows' last change a fixed moment, so reads agree. */
const COLUMN_DEFAULTS = (): Row => ({ ...LIFECYCLE_DEFAULTS, updatedAt: "2026-11-20T15:00:00+00:00" });

/** Rows plus six that no store should accept. */
function withBadRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return [
    ...rows,
    { id: 901, date: "2026-02-30T20:00:00+00:00", venue: "Hosted February Thirtieth" },
    { id: 902, date: timestamptz(daysFromNow(5, 20)), venue: 42 },
    { id: 903, date: timestamptz(daysFromNow(6, 20)), venue: "Hosted Negative Price", price: -5 },
    { id: 904, date: timestamptz(daysFromNow(7, 20)), venue: "Hosted Bad Status", status: "maybe" },
    {
      id: 905,
      date: timestamptz(daysFromNow(8, 20)),
      venue: "Hosted Moved Yet Scheduled",
      status: "scheduled",
      previousDate: timestamptz(daysFromNow(2, 20)),
    },
    { id: 906, date: timestamptz(daysFromNow(9, 20)), venue: "Hosted Atlantis", country: "XX" },
  ];
}

type Row = Record<string, unknown>;

/** The table's columns, from the show's one definition. */
const COLUMNS = SHOW_COLUMNS;
type Column = (typeof COLUMNS)[number];
const typeOf = columnType;
const isColumn = (key: string): key is Column => (COLUMNS as readonly string[]).includes(key);

/** A PostgREST error answer. */
class Refusal {
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
function storedTimestamptz(date: Date): string {
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
function castColumns(input: unknown, columns: readonly Column[]): Partial<Record<Column, unknown>> {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new Refusal(400, "PGRST102", "Empty or invalid json");
  }
  const cast: Partial<Record<Column, unknown>> = {};
  for (const column of columns) cast[column] = castValue(column, (input as Row)[column]);
  return cast;
}

/** The columns a request names, refusing one the table does not have. */
function knownColumns(names: readonly string[], table: SupabaseTable): Column[] {
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

function duplicateKey(id: unknown): Refusal {
  return new Refusal(
    409,
    "23505",
    'duplicate key value violates unique constraint "shows_pkey"',
    `Key (id)=(${String(id)}) already exists.`,
  );
}

/** The columns with a default that a write left out (or set to null, which the table refuses for these). */
function withDefaults(values: Partial<Record<Column, unknown>>): Row {
  return {
    status: values.status ?? "scheduled",
    soldOut: values.soldOut ?? false,
    updatedAt: values.updatedAt ?? storedTimestamptz(new Date()),
  };
}

/** As the real query orders them: date ascending, undated last, then id. */
function sortRows(rows: readonly Row[]): Row[] {
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

function parseBody(request: RecordedRequest): unknown {
  try {
    return JSON.parse(request.body);
  } catch {
    throw new Refusal(400, "PGRST102", "Empty or invalid json");
  }
}

/** The row an `id=eq.N` filter picks; Supabase refuses an UPDATE or DELETE without a filter. */
function idFilter(request: RecordedRequest, verb: "UPDATE" | "DELETE"): number {
  const filter = new URL(request.path, "http://fake").searchParams.get("id");
  if (filter === null) throw new Refusal(400, "21000", `${verb} requires a WHERE clause`);
  const match = /^eq\.(\d+)$/.exec(filter);
  if (!match) throw new Refusal(400, "22P02", `invalid input syntax for type bigint: "${filter.slice(3)}"`);
  return Number(match[1]);
}

/** The rows an optional `id=eq.N` filter keeps. */
function filterById(request: RecordedRequest, rows: Row[]): Row[] {
  const filter = new URL(request.path, "http://fake").searchParams.get("id");
  if (filter === null) return rows;
  return rows.filter((row) => `eq.${String(row.id)}` === filter);
}

const wantsRows = (request: RecordedRequest) => /return=representation/.test(String(request.headers.prefer));

export async function startFakeSupabase(
  options: { port?: number; anonKey?: string; serviceRoleKey?: string } = {},
): Promise<FakeSupabase> {
  const anonKey = options.anonKey ?? FAKE_SUPABASE_ANON_KEY;
  const serviceRoleKey = options.serviceRoleKey ?? FAKE_SUPABASE_SERVICE_ROLE_KEY;
  let mode: SupabaseAnswer = "good";
  let writeMode: SupabaseWriteAnswer = "good";
  let tableMode: SupabaseTable = "current";
  /**
   * The table once something was written to it; until then it is hostedShowRows(), computed
   * at each read as before (its dates are relative to today).
   */
  let written: Row[] | null = null;
  let nextId = 0;

  /** The rows as the table's columns hold them: the original table never had the newer ones. */
  const inTable = (rows: Row[]): Row[] =>
    tableMode === "current"
      ? rows
      : rows.map((row) =>
          Object.fromEntries(ORIGINAL_COLUMNS.map((column) => [column, row[column] ?? null])),
        );
  const rows = (): Row[] => inTable(sortRows(written ?? hostedShowRows()));

  /** The table to change; after the change, new ids continue above the highest. */
  function table(): Row[] {
    if (!written) {
      written = hostedShowRows();
      nextId = Math.max(0, ...written.map((row) => Number(row.id))) + 1;
    }
    return written;
  }

  function setAnswer(modes: Record<string, unknown>) {
    const unknown = Object.keys(modes).filter((key) => !["shows", "writes", "table"].includes(key));
    if (unknown.length > 0 || Object.keys(modes).length === 0) {
      throw new Error(
        `supabase: give "shows", "writes" and/or "table", not ${JSON.stringify(Object.keys(modes))}`,
      );
    }
    const shows = "shows" in modes ? pickMode("shows", modes.shows, SUPABASE_ANSWERS) : mode;
    const writes = "writes" in modes ? pickMode("writes", modes.writes, SUPABASE_WRITE_ANSWERS) : writeMode;
    const table = "table" in modes ? pickMode("table", modes.table, SUPABASE_TABLES) : tableMode;
    mode = shows;
    writeMode = writes;
    tableMode = table;
  }

  function resetState() {
    mode = "good";
    writeMode = "good";
    tableMode = "current";
    written = null;
  }

  /** Whose key the request carries, in both headers as supabase-js sends it; null for any other. */
  function role(request: RecordedRequest): "anon" | "service_role" | null {
    for (const [key, name] of [
      [anonKey, "anon"],
      [serviceRoleKey, "service_role"],
    ] as const) {
      if (request.headers.apikey === key && request.headers.authorization === `Bearer ${key}`) return name;
    }
    return null;
  }

  /**
   * A write route: a 401 for an unknown key, then the write mode, then `write`, whose
   * Refusal becomes the answer with the table left as it was (one request, one transaction).
   */
  function writeRoute(write: (request: RecordedRequest, response: ServerResponse, asAnon: boolean) => void) {
    return (request: RecordedRequest, response: ServerResponse) => {
      const who = role(request);
      if (!who) return invalidKey(response);
      if (writeMode === "error") {
        return sendJson(response, 500, {
          code: "XX000",
          message: "fake: internal error",
          details: null,
          hint: null,
        });
      }
      if (writeMode === "hang") return hang(response);
      const before = written && written.map((row) => ({ ...row }));
      const nextIdBefore = nextId;
      try {
        write(request, response, who === "anon");
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        written = before;
        nextId = nextIdBefore;
        error.send(response);
      }
    };
  }

  function invalidKey(response: ServerResponse) {
    sendJson(response, 401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` key.",
    });
  }

  function insert(request: RecordedRequest, response: ServerResponse, asAnon: boolean) {
    if (asAnon) {
      throw new Refusal(401, "42501", 'new row violates row-level security policy for table "shows"');
    }
    const body = parseBody(request);
    const objects = Array.isArray(body) ? body : [body];
    const named = new URL(request.path, "http://fake").searchParams.get("columns");
    const columns = knownColumns(
      named !== null
        ? named.split(",").map((name) => name.replace(/^"|"$/g, ""))
        : objects.flatMap((object) => (object && typeof object === "object" ? Object.keys(object) : [])),
      tableMode,
    );
    const rowsNow = table();
    const inserted: Row[] = [];
    for (const object of objects) {
      const cast = castColumns(object, columns);
      const row: Row = {
        ...Object.fromEntries(COLUMNS.map((column) => [column, cast[column] ?? null])),
        ...withDefaults(cast),
      };
      if (row.id === null) row.id = nextId++;
      else nextId = Math.max(nextId, Number(row.id) + 1);
      if (rowsNow.some((existing) => existing.id === row.id)) throw duplicateKey(row.id);
      rowsNow.push(row);
      inserted.push(row);
    }
    if (wantsRows(request)) return sendJson(response, 201, inTable(inserted));
    response.writeHead(201);
    response.end();
  }

  function update(request: RecordedRequest, response: ServerResponse, asAnon: boolean) {
    const id = idFilter(request, "UPDATE");
    const body = parseBody(request);
    const cast = castColumns(
      body,
      knownColumns(
        body && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : [],
        tableMode,
      ),
    );
    // Row-level security without an update policy: no row is visible to change.
    const row = asAnon ? undefined : table().find((candidate) => candidate.id === id);
    if (row) {
      if (cast.id !== undefined && cast.id !== id && table().some((other) => other.id === cast.id)) {
        throw duplicateKey(cast.id);
      }
      Object.assign(row, cast);
      // The trigger of the lifecycle migration.
      row.updatedAt = storedTimestamptz(new Date());
    }
    answerRows(request, response, inTable(row ? [row] : []));
  }

  function remove(request: RecordedRequest, response: ServerResponse, asAnon: boolean) {
    const id = idFilter(request, "DELETE");
    const rowsNow = asAnon ? [] : table();
    const index = rowsNow.findIndex((candidate) => candidate.id === id);
    const deleted = index === -1 ? [] : rowsNow.splice(index, 1);
    answerRows(request, response, inTable(deleted));
  }

  function answerRows(request: RecordedRequest, response: ServerResponse, changed: Row[]) {
    if (wantsRows(request)) sendJson(response, 200, changed);
    else {
      response.writeHead(204);
      response.end();
    }
  }

  /** public.replace_shows(new_shows jsonb), as the migration defines it. */
  function replaceShows(request: RecordedRequest, response: ServerResponse, asAnon: boolean) {
    if (asAnon) throw new Refusal(401, "42501", "permission denied for function replace_shows");
    const body = parseBody(request);
    if (!body || typeof body !== "object" || Array.isArray(body) || !("new_shows" in body)) {
      throw new Refusal(
        404,
        "PGRST202",
        "Could not find the function public.replace_shows without parameters in the schema cache",
      );
    }
    const given = (body as { new_shows: unknown }).new_shows ?? [];
    if (!Array.isArray(given)) {
      throw new Refusal(400, "22023", "cannot call jsonb_populate_recordset on a non-array");
    }
    const cast = given.map((object) => castColumns(object, COLUMNS));
    const replaced: Row[] = [];
    // As the function does: every column the band edits, and the defaults; updatedAt is now.
    const toRow = (values: Partial<Record<Column, unknown>>, id: unknown): Row => ({
      ...Object.fromEntries(
        COLUMNS.map((column) => [column, column === "id" ? id : (values[column] ?? null)]),
      ),
      ...withDefaults({ ...values, updatedAt: null }),
    });
    for (const values of cast.filter((values) => values.id !== null)) {
      if (replaced.some((row) => row.id === values.id)) throw duplicateKey(values.id);
      replaced.push(toRow(values, values.id));
    }
    nextId = Math.max(0, ...replaced.map((row) => Number(row.id))) + 1;
    for (const values of cast.filter((values) => values.id === null)) replaced.push(toRow(values, nextId++));
    written = replaced;
    sendJson(response, 200, inTable(sortRows(replaced)));
  }

  const server = await startRecordingServer(
    "supabase",
    [
      {
        method: "GET",
        path: /^\/rest\/v1\/shows$/,
        handle(request, response) {
          if (!role(request)) return invalidKey(response);
          switch (mode) {
            case "good":
              return sendJson(response, 200, filterById(request, rows()));
            case "empty":
              return sendJson(response, 200, []);
            case "bad-rows":
              return sendJson(response, 200, withBadRows(rows()));
            case "error":
              return sendJson(response, 500, {
                code: "XX000",
                message: "fake: internal error",
                details: null,
                hint: null,
              });
            case "unavailable":
              return sendJson(response, 503, { message: "fake: service unavailable" });
            case "hang":
              return hang(response);
            case "not-json":
              return sendNotJson(response);
          }
        },
      },
      { method: "POST", path: /^\/rest\/v1\/shows$/, handle: writeRoute(insert) },
      { method: "PATCH", path: /^\/rest\/v1\/shows$/, handle: writeRoute(update) },
      { method: "DELETE", path: /^\/rest\/v1\/shows$/, handle: writeRoute(remove) },
      { method: "POST", path: /^\/rest\/v1\/rpc\/replace_shows$/, handle: writeRoute(replaceShows) },
    ],
    {
      reset: resetState,
      answer: setAnswer,
    },
    options.port,
  );

  return {
    ...server,
    anonKey,
    serviceRoleKey,
    answer: setAnswer,
    goodRows: rows,
    reset() {
      server.requests.length = 0;
      resetState();
    },
  };
}
