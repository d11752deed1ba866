import type { ShowFields } from "~/lib/show-input";
import type { Show } from "~/lib/shows";

/**
 * Where the shows command reads and writes: the embedded database (through
 * the running server, or opened directly when no server holds it) or the
 * hosted Supabase table. Commands see only this.
 */
export interface ShowsStore {
  /** For messages: "the embedded database in ./.data (through the running server, pid 123)". */
  readonly description: string;
  /** Every stored show, soonest first, undated last, then by id. Rows that fail validation are reported by `onInvalid`. */
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

/** Validates stored rows one by one; a bad one is reported by id and left out. */
export { validateShowRows as parseRows } from "~/lib/shows";
