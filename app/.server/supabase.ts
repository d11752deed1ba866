import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import ws from "ws";

/**
 * The hosted `shows` table on Supabase, read with the public anon key. Only
 * the server holds the key; a browser never talks to Supabase.
 */

// ws's first constructor overload (address: null) hides the one realtime-js calls.
type WebSocketTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

/** A client for reading tables over Supabase's REST API; no sessions, no realtime. */
export function createSupabase(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // @supabase/realtime-js throws while the client is being constructed when there is no
    // global WebSocket, as on Node 20 ("Node.js 20 detected without native WebSocket
    // support"). Nothing here subscribes; the transport only lets the client exist.
    realtime: { transport: ws as unknown as WebSocketTransport },
  });
}

/**
 * Every row of `shows`, soonest first and undated last:
 * GET /rest/v1/shows?select=*&order=date.asc.nullslast. Rejects on any failure.
 */
export async function readHostedShowRows(client: SupabaseClient, timeoutMs: number): Promise<unknown[]> {
  const { data, error, status } = await client
    .from("shows")
    .select("*")
    .order("date", { ascending: true, nullsFirst: false })
    // Our cache decides when to ask again; supabase-js would retry a failed GET up to
    // three times over 7 s, past our timeout and our one-request-per-window promise.
    .retry(false)
    .abortSignal(AbortSignal.timeout(timeoutMs));
  if (error) {
    // supabase-js reports a 2xx whose body does not parse as an error carrying that body.
    if (status >= 200 && status < 300)
      throw new Error(`Supabase: HTTP ${status}, but the answer is not JSON`);
    const what = status ? `HTTP ${status}` : "no answer";
    // A network failure's reason (ECONNREFUSED, ENOTFOUND) is only in the details' "Caused by:" line.
    const cause = /Caused by: ([^\n]+)/.exec(error.details ?? "")?.[1];
    const message = (error.message || error.code || "unknown error") + (cause ? ` (${cause})` : "");
    throw new Error(`Supabase: ${what}: ${message.slice(0, 300)}`);
  }
  if (!Array.isArray(data)) throw new Error("Supabase: the answer is not a list of rows");
  return data;
}
