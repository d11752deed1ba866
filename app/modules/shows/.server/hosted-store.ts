import type { SupabaseClient } from "@supabase/supabase-js";

import { type Show, SHOW_FIELD_NAMES, SHOW_FIELDS, type ShowFields } from "#app/lib/shows/fields.ts";
import { describeIssues, showRowSchema, validateShowRows } from "#app/lib/shows/stored.ts";

import { ReadOnlyStoreError, type ShowsStore } from "./store.ts";
import { sendToSupabase, type SupabaseRequest } from "./supabase.ts";

// Writing needs the service role key: with the anon key, row-level security makes an update or a delete
// silently change no row, so without it every write is refused here, before any request.

interface HostedStoreOptions {
  url: string;
  anonKey: string;
  serviceRoleKey?: string;
  /** For dates stored without an offset. */
  timeZone: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The site never writes, so it never names the service role key; the shows command adds how to write. */
export const READ_ONLY_MESSAGE =
  "The hosted shows table is read-only with the public anon key: its row-level security lets that key read, never write.";

type RowJson = Record<string, string | number | boolean | string[] | null>;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function fieldJson(value: ShowFields[keyof ShowFields] | undefined) {
  if (Array.isArray(value)) return [...value];
  if (value === undefined || value === null) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error("Supabase: a show's date is not a valid date");
    return value.toISOString();
  }
  return value as string | number | boolean;
}

/** A field given as undefined is emptied, as in the embedded store. */
function fieldsJson(fields: Partial<ShowFields>): RowJson {
  const json: RowJson = {};
  for (const field of SHOW_FIELD_NAMES) {
    if (field in fields) json[field] = fieldJson(fields[field] ?? SHOW_FIELDS[field].empty);
  }
  return json;
}

function rowJson(show: ShowFields, id?: number): RowJson {
  const json: RowJson = id === undefined ? {} : { id };
  for (const field of SHOW_FIELD_NAMES) json[field] = fieldJson(show[field] ?? SHOW_FIELDS[field].empty);
  return json;
}

export function createHostedStore(options: HostedStoreOptions): ShowsStore {
  const { url, anonKey, serviceRoleKey, timeZone } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const schema = showRowSchema(timeZone);
  // supabase-js is loaded on the first request (supabase-client.ts).
  let opened: Promise<SupabaseClient> | undefined;
  const supabase = () =>
    (opened ??= import("./supabase-client.ts").then(({ createSupabase }) =>
      createSupabase(url, serviceRoleKey ?? anonKey),
    ));

  function writable(): void {
    if (!serviceRoleKey) throw new ReadOnlyStoreError(READ_ONLY_MESSAGE);
  }

  const send = async (what: string, request: (client: SupabaseClient) => SupabaseRequest, write: boolean) =>
    sendToSupabase(what, request(await supabase()), { timeoutMs, write });

  /** A row that fails validation is an error, though the write itself was saved. */
  function parseWritten(what: string, rows: readonly unknown[]): Show[] {
    return rows.map((row) => {
      const parsed = schema.safeParse(row);
      if (parsed.success) return parsed.data;
      const id = (row as { id?: unknown } | null)?.id;
      const problems = describeIssues(parsed.error);
      throw new Error(
        `Supabase: ${what} was saved, but show ${JSON.stringify(id ?? null)} came back invalid: ${problems.join("; ")}`,
      );
    });
  }

  // Every column: a table made before the newer migrations reads as if they held their defaults.
  const rows = () =>
    send(
      "reading the shows",
      (client) =>
        client
          .from("shows")
          .select("*")
          .order("date", { ascending: true, nullsFirst: false })
          .order("id", { ascending: true }),
      false,
    );

  const possibleId = (id: number) => Number.isSafeInteger(id) && id > 0;

  return {
    description: `the hosted shows table at ${url} (${serviceRoleKey ? "with the service role key" : "read-only: no service role key"})`,

    rows,

    async list(onInvalid) {
      return validateShowRows(await rows(), timeZone, onInvalid);
    },

    async add(shows) {
      writable();
      if (shows.length === 0) return [];
      const what = `adding ${plural(shows.length, "show")}`;
      // Never an id, even if a caller's object has one.
      const rows = shows.map((show) => rowJson(show));
      const added = parseWritten(
        what,
        await send(what, (client) => client.from("shows").insert(rows).select(), true),
      );
      if (added.length !== shows.length) {
        throw new Error(`Supabase: ${what}: the answer lists ${plural(added.length, "show")}`);
      }
      return added;
    },

    async update(id, fields) {
      writable();
      if (!possibleId(id)) return null;
      const what = `changing show ${id}`;
      const changes = fieldsJson(fields);
      // PostgREST answers an empty change with no rows, as if the show did not exist.
      const request = (client: SupabaseClient) =>
        Object.keys(changes).length === 0
          ? client.from("shows").select("*").eq("id", id)
          : client.from("shows").update(changes).eq("id", id).select();
      const [changed] = parseWritten(what, await send(what, request, true));
      return changed ?? null;
    },

    async remove(id) {
      writable();
      if (!possibleId(id)) return false;
      const what = `removing show ${id}`;
      const deleted = await send(what, (client) => client.from("shows").delete().eq("id", id).select(), true);
      return deleted.length > 0;
    },

    async replaceAll(shows) {
      writable();
      const what = `replacing every show with ${plural(shows.length, "show")}`;
      const rows = shows.map((show) => rowJson(show, show.id));
      return parseWritten(
        what,
        await send(what, (client) => client.rpc("replace_shows", { new_shows: rows }), true),
      );
    },

    async close() {},
  };
}
