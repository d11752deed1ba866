import type { DrawCounts } from "#app/modules/press/.server/index.ts";
import type { ShowsStore } from "#app/modules/shows/.server/store.ts";
import type { VisitCounts } from "#app/modules/visits/.server/index.ts";

import type { StoreChoice } from "../arguments.ts";

/** Everything outside a command, so the tests drive the same code the band runs. */
export interface ShowsCli {
  openStore(choice: StoreChoice): Promise<ShowsStore>;
  timeZone: string;
  country: string;
  now(): Date;
  /** undefined when the output is not a terminal. */
  columns?: number;
  out(text: string): void;
  err(text: string): void;
  /** null when there is nobody to ask (not a terminal). */
  confirm(question: string): Promise<boolean | null>;
  readFile(path: string): string;
  /** null with shows from Supabase's API and no DATABASE_URL. */
  readCounts(store: ShowsStore): Promise<DrawCounts | null>;
  /** The page visits from `since` (the band's day) on; null where readCounts is. */
  readVisits(store: ShowsStore, since: string): Promise<VisitCounts | null>;
  /** Into the band's activity list (docs/admin.md), where the store has one: "cancelled show 3 (…)". */
  noteActivity(store: ShowsStore, what: string): Promise<void>;
}

export type Open = (choice: unknown) => Promise<ShowsStore>;

export type Command = (args: string[], cli: ShowsCli, open: Open) => Promise<number>;
