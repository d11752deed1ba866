import type { BandList } from "#app/.server/fans/band-list.ts";

/**
 * What a command of `npm run fans` reaches outside through: the band's list,
 * the terminal, the clock. cli/fans.ts gives the real ones; the tests give a
 * list in an in-memory database and a terminal that records.
 */
export interface FansCli {
  /** Opens the list (only when a command needs it). */
  openList(): Promise<BandList>;
  /** The band's time zone (content/site.config.ts): times are shown in it. */
  timeZone: string;
  out(text: string): void;
  err(text: string): void;
}
