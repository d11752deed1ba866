import type { SupabaseClient } from "@supabase/supabase-js";
import { createSupabase } from "~/.server/supabase";
import { SHOW_FIELDS, type ShowFields } from "~/lib/show-input";
import { showRowSchema, type Show } from "~/lib/shows";
import { parseRows, ReadOnlyStoreError, type ShowsStore } from "./store";

/**
 * The hosted `shows` table on Supabase, through its REST API.
 *
 * Reading works with either key. Writing needs the service role key: the
 * table's row-level security lets the anon key read and nothing else, and
 * with that key an update or a delete does not fail, it silently changes no
 * row. So without the service role key every write is refused here, before
 * any request.
 *
 * Every write is one request, which PostgREST runs as one transaction.
 */

export interface HostedStoreOptions {
  url: string;
  anonKey: string;
  /** Needed to write; reads use it too when given. */
  serviceRoleKey?: string;
  /** The band's zone, for dates stored without an offset. */
  timeZone: string;
  /** Per request; 10 s when not given. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export const READ_ONLY_MESSAGE =
  "The hosted shows table is read-only with SUPABASE_ANON_KEY: its row-level security lets the public key read, never write. " +
  "To change shows on Supabase, run this command with SUPABASE_SERVICE_ROLE_KEY set " +
  "(Supabase: Project Settings → API Keys → the service_role or secret key; keep it out of the site's environment), " +
  "or edit them in the dashboard's Table Editor.";

/** A show as the table's columns take it in JSON: dates as ISO instants, no undefined. */
type RowJson = Record<string, string | number | string[] | null>;

/** What supabase-js answers for every request. */
interface Answer {
  data: unknown;
  error: { message?: string; code?: string; details?: string | null } | null;
  status: number;
}

/** A request builder as supabase-js gives it, before it is sent. */
interface Request extends PromiseLike<Answer> {
  abortSignal(signal: AbortSignal): Request;
  retry(enabled: boolean): Request;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function fieldJson(field: keyof ShowFields, value: ShowFields[keyof ShowFields] | undefined) {
  if (field === "supportingArtists") return Array.isArray(value) ? [...value] : [];
  if (value === undefined || value === null) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error("Supabase: a show's date is not a valid date");
    return value.toISOString();
  }
  return value as string | number;
}

/** The given fields only (an update); a field given as undefined is emptied, as in the embedded store. */
function fieldsJson(fields: Partial<ShowFields>): RowJson {
  const json: RowJson = {};
  for (const field of SHOW_FIELDS) {
    if (field in fields) json[field] = fieldJson(field, fields[field]);
  }
  return json;
}

/** Every field of a show (an insert), and the id when one is given. */
function rowJson(show: ShowFields, id?: number): RowJson {
  const json: RowJson = id === undefined ? {} : { id };
  for (const field of SHOW_FIELDS) json[field] = fieldJson(field, show[field]);
  return json;
}

export function createHostedStore(options: HostedStoreOptions): ShowsStore {
  const { url, anonKey, serviceRoleKey, timeZone } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const schema = showRowSchema(timeZone);
  let client: SupabaseClient | undefined;
  const supabase = () => (client ??= createSupabase(url, serviceRoleKey ?? anonKey));

  function writable(): void {
    if (!serviceRoleKey) throw new ReadOnlyStoreError(READ_ONLY_MESSAGE);
  }

  /**
   * Sends one request: no retries (supabase-js would repeat a failed GET up to three
   * times over 7 s), given up after timeoutMs. Returns the rows; throws an Error that
   * says what failed, and for a write whether it may have been saved.
   */
  async function send(what: string, request: Request, write: boolean): Promise<unknown[]> {
    const { data, error, status } = await request.retry(false).abortSignal(AbortSignal.timeout(timeoutMs));
    if (error) {
      const prefix = `Supabase: ${what} failed`;
      // supabase-js reports a 2xx whose body does not parse as an error carrying that body.
      if (status >= 200 && status < 300)
        throw new Error(`${prefix}: HTTP ${status}, but the answer is not JSON`);
      // A network failure's reason (ECONNREFUSED, ENOTFOUND) is only in the details' "Caused by:" line.
      const cause = /Caused by: ([^\n]+)/.exec(error.details ?? "")?.[1];
      const message = ((error.message || error.code || "unknown error") + (cause ? ` (${cause})` : "")).slice(
        0,
        300,
      );
      if (status) throw new Error(`${prefix}: HTTP ${status}: ${message}`);
      const timedOut = /TimeoutError|abort/i.test(message);
      const unsure = write ? "; it may or may not have been saved: list the shows to check" : "";
      throw new Error(
        `${prefix}: no answer${timedOut ? ` within ${timeoutMs} ms` : ""}: ${message}${unsure}`,
      );
    }
    if (!Array.isArray(data)) throw new Error(`Supabase: ${what}: the answer is not a list of rows`);
    return data;
  }

  /** Rows a write returned; one that fails validation is an error (the write itself was saved). */
  function parseWritten(what: string, rows: readonly unknown[]): Show[] {
    return rows.map((row) => {
      const parsed = schema.safeParse(row);
      if (parsed.success) return parsed.data;
      const id = (row as { id?: unknown } | null)?.id;
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      throw new Error(
        `Supabase: ${what} was saved, but show ${JSON.stringify(id ?? null)} came back invalid: ${problems.join("; ")}`,
      );
    });
  }

  /** Only a whole, positive id can name a row; anything else names none. */
  const possibleId = (id: number) => Number.isSafeInteger(id) && id > 0;

  return {
    description: `the hosted shows table at ${url} (${serviceRoleKey ? "with the service role key" : "read-only: no SUPABASE_SERVICE_ROLE_KEY"})`,

    async list(onInvalid) {
      const rows = await send(
        "reading the shows",
        supabase()
          .from("shows")
          .select("*")
          .order("date", { ascending: true, nullsFirst: false })
          .order("id", { ascending: true }),
        false,
      );
      return parseRows(rows, timeZone, onInvalid);
    },

    async add(shows) {
      writable();
      if (shows.length === 0) return [];
      const what = `adding ${plural(shows.length, "show")}`;
      // Never an id, even if a caller's object has one: the table gives each a new one.
      const rows = shows.map((show) => rowJson(show));
      const added = parseWritten(
        what,
        await send(what, supabase().from("shows").insert(rows).select(), true),
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
      const request =
        Object.keys(changes).length === 0
          ? supabase().from("shows").select("*").eq("id", id)
          : supabase().from("shows").update(changes).eq("id", id).select();
      const [changed] = parseWritten(what, await send(what, request, true));
      return changed ?? null;
    },

    async remove(id) {
      writable();
      if (!possibleId(id)) return false;
      const what = `removing show ${id}`;
      const deleted = await send(what, supabase().from("shows").delete().eq("id", id).select(), true);
      return deleted.length > 0;
    },

    async replaceAll(shows) {
      writable();
      const what = `replacing every show with ${plural(shows.length, "show")}`;
      const rows = shows.map((show) => rowJson(show, show.id));
      return parseWritten(what, await send(what, supabase().rpc("replace_shows", { new_shows: rows }), true));
    },

    async close() {},
  };
}
