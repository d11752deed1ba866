import type { BandList } from "#app/.server/fans/band-list.ts";

export interface FansCli {
  openList(): Promise<BandList>;
  timeZone: string;
  out(text: string): void;
  err(text: string): void;
}
