import type { BandList } from "#app/modules/follow/.server/band-list.ts";

export interface FansCli {
  openList(): Promise<BandList>;
  timeZone: string;
  out(text: string): void;
  err(text: string): void;
}
