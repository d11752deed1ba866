export interface SupabaseAnswer {
  data: unknown;
  error: { message?: string; code?: string; details?: string | null } | null;
  status: number;
}

export interface SupabaseRequest extends PromiseLike<SupabaseAnswer> {
  abortSignal(signal: AbortSignal): SupabaseRequest;
  retry(enabled: boolean): SupabaseRequest;
}

/** No retries: supabase-js would repeat a failed GET up to three times over 7 s, past our timeout. */
export async function sendToSupabase(
  what: string,
  request: SupabaseRequest,
  { timeoutMs, write = false }: { timeoutMs: number; write?: boolean },
): Promise<unknown[]> {
  const { data, error, status } = await request.retry(false).abortSignal(AbortSignal.timeout(timeoutMs));
  if (error) throw new Error(describeSupabaseError(what, error, status, { timeoutMs, write }));
  if (!Array.isArray(data)) throw new Error(`Supabase: ${what}: the answer is not a list of rows`);
  return data;
}

function describeSupabaseError(
  what: string,
  error: NonNullable<SupabaseAnswer["error"]>,
  status: number,
  { timeoutMs, write }: { timeoutMs: number; write: boolean },
): string {
  const prefix = `Supabase: ${what} failed`;
  // supabase-js reports a 2xx whose body does not parse as an error carrying that body.
  if (status >= 200 && status < 300) return `${prefix}: HTTP ${status}, but the answer is not JSON`;
  // A network failure's reason (ECONNREFUSED) is only in the details' "Caused by:" line.
  const cause = /Caused by: ([^\n]+)/.exec(error.details ?? "")?.[1];
  const message = ((error.message || error.code || "unknown error") + (cause ? ` (${cause})` : "")).slice(
    0,
    300,
  );
  if (error.code === "PGRST204") {
    return `${prefix}: HTTP ${status}: ${message}. The hosted table is older than this site: run the SQL files in supabase/migrations/ on it (Supabase: SQL Editor, or \`supabase db push\`), then try again`;
  }
  if (status) return `${prefix}: HTTP ${status}: ${message}`;
  const timedOut = /TimeoutError|abort/i.test(message);
  const unsure = write ? "; it may or may not have been saved: list the shows to check" : "";
  return `${prefix}: no answer${timedOut ? ` within ${timeoutMs} ms` : ""}: ${message}${unsure}`;
}
