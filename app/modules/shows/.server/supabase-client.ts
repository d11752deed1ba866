// The only module that loads supabase-js (and ws), on first use by a hosted shows table
// (hosted-store.ts): the embedded and Postgres sites, and the commands run on them, never load it.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import ws from "ws";

// ws's first constructor overload (address: null) hides the one realtime-js calls.
type WebSocketTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

export function createSupabase(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // realtime-js throws in the constructor without a global WebSocket, as on Node 20 (decision 049);
    // nothing subscribes, the transport only lets the client exist.
    realtime: { transport: ws as unknown as WebSocketTransport },
  });
}
