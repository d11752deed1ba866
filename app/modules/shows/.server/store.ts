import type { Database } from "#app/.server/db/database.ts";
import type { Show, ShowFields } from "#app/lib/shows/fields.ts";

export interface ShowsStore {
  /** For messages: "the embedded database in ./.data (through the running server, pid 123)". */
  readonly description: string;
  /** The embedded database, whose other tables live beside the shows; none for the hosted table. */
  readonly database?: Database;
  /** Unvalidated: soonest first, undated last, then by id. */
  rows(): Promise<unknown[]>;
  list(onInvalid: (id: unknown, problems: string[]) => void): Promise<Show[]>;
  /** One transaction; returns them with their new ids, in the same order. */
  add(shows: readonly ShowFields[]): Promise<Show[]>;
  /** Null when there is no show with that id. */
  update(id: number, fields: Partial<ShowFields>): Promise<Show | null>;
  remove(id: number): Promise<boolean>;
  /** One transaction. Shows with an id keep it (a restore); the others get new ids above the highest. */
  replaceAll(shows: readonly (ShowFields & { id?: number })[]): Promise<Show[]>;
  close(): Promise<void>;
}

export class ReadOnlyStoreError extends Error {
  override name = "ReadOnlyStoreError";
}
