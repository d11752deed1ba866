import type { DrawCounts } from "#app/.server/press/draw.ts";
import type { ShowsStore } from "#app/.server/shows/store.ts";
import type { StoreChoice } from "./arguments.ts";

/**
 * What a command of `npm run shows` reaches outside through: the store, the
 * terminal, the clock, the files. cli/shows.ts gives the real ones; the tests
 * give their own and drive the same code the band runs.
 */
export interface ShowsCli {
  /** Opens the store the environment points at (only when a command needs it). */
  openStore(choice: StoreChoice): Promise<ShowsStore>;
  /** The band's time zone and country (content/site.config.ts). */
  timeZone: string;
  country: string;
  now(): Date;
  /** The terminal's width in columns; undefined when the output is not a terminal. */
  columns?: number;
  out(text: string): void;
  err(text: string): void;
  /** Asks a yes/no question; null when there is nobody to ask (not a terminal). */
  confirm(question: string): Promise<boolean | null>;
  readFile(path: string): string;
  /**
   * The ticket clicks and the fans, beside `store`: in the embedded database, or on Supabase in the
   * project's database (SUPABASE_DB_URL); null on Supabase without it.
   */
  readCounts(store: ShowsStore): Promise<DrawCounts | null>;
}

/** Opens the store --store names (its value as typed), once a command knows it needs one. */
export type Open = (choice: unknown) => Promise<ShowsStore>;

/** One command: its arguments after the command's name; returns the exit code. */
export type Command = (args: string[], cli: ShowsCli, open: Open) => Promise<number>;
