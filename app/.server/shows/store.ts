import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import type { Database } from "../db/database.ts";

/**
 * Where the shows are kept: the embedded database (embedded-store.ts) or the
 * hosted Supabase table (hosted-store.ts). The site reads through one, the
 * shows command reads and writes through one; neither sees SQL or HTTP.
 */
export interface ShowsStore {
  /** For messages: "the embedded database in ./.data (through the running server, pid 123)". */
  readonly description: string;
  /** The embedded database itself, whose other tables (the fans, the outbox) live beside the shows; none for the hosted table. */
  readonly database?: Database;
  /** Every stored row as the store returns it, unvalidated: soonest first, undated last, then by id. */
  rows(): Promise<unknown[]>;
  /** Every stored show, in the order of rows(). Rows that fail validation are reported by `onInvalid`. */
  list(onInvalid: (id: unknown, problems: string[]) => void): Promise<Show[]>;
  /** Adds the shows in one transaction; returns them with their new ids, in the same order. */
  add(shows: readonly ShowFields[]): Promise<Show[]>;
  /** Changes the given fields of one show; null when there is no show with that id. */
  update(id: number, fields: Partial<ShowFields>): Promise<Show | null>;
  /** false when there is no show with that id. */
  remove(id: number): Promise<boolean>;
  /**
   * Replaces every show in one transaction. Shows with an id keep it (a
   * restore from `export`); the others get new ids above the highest.
   */
  replaceAll(shows: readonly (ShowFields & { id?: number })[]): Promise<Show[]>;
  close(): Promise<void>;
}

/** Writing to a store that only allows reading (the hosted table without the service role key). */
export class ReadOnlyStoreError extends Error {
  override name = "ReadOnlyStoreError";
}
