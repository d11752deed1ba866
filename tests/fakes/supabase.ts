import type { ServerResponse } from "node:http";

import { FAKE_SUPABASE_ANON_KEY, FAKE_SUPABASE_SERVICE_ROLE_KEY } from "./keys.ts";
import { filterById, Refusal, type Row, wantsRows } from "./postgrest.ts";
import {
  hang,
  pickMode,
  type RecordedRequest,
  type RecordingServer,
  sendJson,
  sendNotJson,
  sendUnhandled,
  startRecordingServer,
} from "./recording-server.ts";
import { FakeShowsTable } from "./shows-table.ts";
import { SUPABASE_TABLES, type SupabaseTable, withBadRows } from "./supabase-rows.ts";

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
 * The fans' tables (fans, fan_notices, outbox, site_keys) exist on the
 * project but are granted to no API role: with the anon key every GET, POST,
 * PATCH and DELETE on /rest/v1/<table> gets PostgREST's 401 "permission
 * denied for table <table>" (42501). The server never reaches them over
 * REST, so with the service role key they are no route of this fake (404).
 *
 * `answer({ table: "original" })` makes it the band's first table, the ten
 * columns before the lifecycle migration: rows come without the newer
 * columns, and a write that names one is refused as PostgREST does (PGRST204).
 */

export { FAKE_SUPABASE_ANON_KEY, FAKE_SUPABASE_SERVICE_ROLE_KEY };
export { hostedShowRows, ORIGINAL_COLUMNS, SUPABASE_TABLES, type SupabaseTable } from "./supabase-rows.ts";

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

/** Supabase's answer when Postgres fails. */
function internalError(response: ServerResponse) {
  sendJson(response, 500, { code: "XX000", message: "fake: internal error", details: null, hint: null });
}

function invalidKey(response: ServerResponse) {
  sendJson(response, 401, {
    message: "Invalid API key",
    hint: "Double check your Supabase `anon` key.",
  });
}

/** The tables the migrations hide from the API's roles (supabase/migrations/). */
const HIDDEN_TABLES = /^\/rest\/v1\/(fans|fan_notices|outbox|site_keys)$/;

/** A write's answer: the changed rows when the request asks for them (return=representation), else none. */
function answerRows(withRows: number, withoutRows: number) {
  return (request: RecordedRequest, response: ServerResponse, changed: Row[]) => {
    if (wantsRows(request)) return sendJson(response, withRows, changed);
    response.writeHead(withoutRows);
    response.end();
  };
}

export async function startFakeSupabase(
  options: { port?: number; anonKey?: string; serviceRoleKey?: string } = {},
): Promise<FakeSupabase> {
  const anonKey = options.anonKey ?? FAKE_SUPABASE_ANON_KEY;
  const serviceRoleKey = options.serviceRoleKey ?? FAKE_SUPABASE_SERVICE_ROLE_KEY;
  let mode: SupabaseAnswer = "good";
  let writeMode: SupabaseWriteAnswer = "good";
  const table = new FakeShowsTable();

  function setAnswer(modes: Record<string, unknown>) {
    const unknown = Object.keys(modes).filter((key) => !["shows", "writes", "table"].includes(key));
    if (unknown.length > 0 || Object.keys(modes).length === 0) {
      throw new Error(
        `supabase: give "shows", "writes" and/or "table", not ${JSON.stringify(Object.keys(modes))}`,
      );
    }
    const shows = "shows" in modes ? pickMode("shows", modes.shows, SUPABASE_ANSWERS) : mode;
    const writes = "writes" in modes ? pickMode("writes", modes.writes, SUPABASE_WRITE_ANSWERS) : writeMode;
    const columns = "table" in modes ? pickMode("table", modes.table, SUPABASE_TABLES) : table.columns;
    mode = shows;
    writeMode = writes;
    table.columns = columns;
  }

  function resetState() {
    mode = "good";
    writeMode = "good";
    table.reset();
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
   * A write route: a 401 for an unknown key, then the write mode, then `write` in one
   * transaction, whose Refusal becomes the answer with the table left as it was.
   */
  function writeRoute(
    write: (request: RecordedRequest, asAnon: boolean) => Row[],
    answer: (request: RecordedRequest, response: ServerResponse, changed: Row[]) => void,
  ) {
    return (request: RecordedRequest, response: ServerResponse) => {
      const who = role(request);
      if (!who) return invalidKey(response);
      if (writeMode === "error") return internalError(response);
      if (writeMode === "hang") return hang(response);
      let changed: Row[];
      try {
        changed = table.transaction(() => write(request, who === "anon"));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return error.send(response);
      }
      answer(request, response, changed);
    };
  }

  /** PostgREST's answer to the anon role for a table it has no grant on. */
  function refuseHiddenTable(request: RecordedRequest, response: ServerResponse, match: RegExpExecArray) {
    const who = role(request);
    if (!who) return invalidKey(response);
    if (who === "service_role") return sendUnhandled("supabase", request, response);
    new Refusal(401, "42501", `permission denied for table ${match[1]}`).send(response);
  }

  const rows = () => table.rows();
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
              return internalError(response);
            case "unavailable":
              return sendJson(response, 503, { message: "fake: service unavailable" });
            case "hang":
              return hang(response);
            case "not-json":
              return sendNotJson(response);
          }
        },
      },
      {
        method: "POST",
        path: /^\/rest\/v1\/shows$/,
        handle: writeRoute((request, asAnon) => table.insert(request, asAnon), answerRows(201, 201)),
      },
      {
        method: "PATCH",
        path: /^\/rest\/v1\/shows$/,
        handle: writeRoute((request, asAnon) => table.update(request, asAnon), answerRows(200, 204)),
      },
      {
        method: "DELETE",
        path: /^\/rest\/v1\/shows$/,
        handle: writeRoute((request, asAnon) => table.remove(request, asAnon), answerRows(200, 204)),
      },
      {
        method: "POST",
        path: /^\/rest\/v1\/rpc\/replace_shows$/,
        handle: writeRoute(
          (request, asAnon) => table.replace(request, asAnon),
          (_request, response, changed) => sendJson(response, 200, changed),
        ),
      },
      ...["GET", "POST", "PATCH", "DELETE"].map((method) => ({
        method,
        path: HIDDEN_TABLES,
        handle: refuseHiddenTable,
      })),
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
